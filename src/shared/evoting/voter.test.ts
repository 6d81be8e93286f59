import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import {
  changedIdentityField,
  identityChangeProblem,
  VOTER_MESSAGES,
  voterProfileUpdateSchema,
  voterRegistrationSchema,
} from './voter';

const current = {
  namaLengkap: 'Sari Wulandari',
  nim: '012300045',
  prodi: 'Teknokimia Nuklir' as const,
};

describe('a voter’s name, NIM and programme while verified on a roll', () => {
  it('may change when no election holds the voter verified, or all of those closed', () => {
    const next = {
      namaLengkap: 'Sari W.',
      nim: '022300045',
      prodi: 'Elektronika Instrumentasi' as const,
    };
    expect(identityChangeProblem(current, next, [])).toBeNull();
    expect(identityChangeProblem(current, next, ['selesai', 'dibatalkan'])).toBeNull();
  });

  it('stays as verified while an election not closed holds the voter verified', () => {
    for (const state of ['draf', 'dijadwalkan', 'berlangsung'] as const) {
      expect(identityChangeProblem(current, { ...current, nim: '012300046' }, [state])).toEqual({
        field: 'nim',
        message: VOTER_MESSAGES.identityLocked,
      });
      expect(
        identityChangeProblem(current, { ...current, namaLengkap: 'Nama Lain' }, [state]),
      ).toEqual({ field: 'namaLengkap', message: VOTER_MESSAGES.identityLocked });
    }
    expect(
      identityChangeProblem(current, { ...current, nim: '032300045', prodi: 'Elektro Mekanika' }, [
        'selesai',
        'berlangsung',
      ]),
    ).toMatchObject({ field: 'nim' });
    expect(VOTER_MESSAGES.identityLocked).toMatch(/^Nama Lengkap, NIM dan Program Studi /);
  });

  it('a name differing only by the spaces the form trims is the same name', () => {
    expect(changedIdentityField(current, { ...current, namaLengkap: '  Sari Wulandari ' })).toBe(
      null,
    );
    expect(changedIdentityField(current, { ...current, namaLengkap: 'sari wulandari' })).toBe(
      'namaLengkap',
    );
    expect(changedIdentityField(current, { ...current, prodi: 'Elektro Mekanika' })).toBe('prodi');
  });

  it('lets the rest of the profile change whatever the roll says', () => {
    expect(identityChangeProblem(current, { ...current }, ['berlangsung'])).toBeNull();
  });
});

describe('the voter schemas', () => {
  const registration = {
    namaLengkap: 'Sari Wulandari',
    nim: '022300017',
    prodi: 'Elektronika Instrumentasi',
    email: 'Sari@Mahasiswa.Ac.Id',
    password: 'kunci-rahasia-99',
    setujuSyarat: true,
  };

  it('lower-cases the email and refuses a NIM whose prefix is another programme’s', () => {
    const ok = safeParse(voterRegistrationSchema, registration);
    expect(ok.success && ok.data.email).toBe('sari@mahasiswa.ac.id');
    const bad = safeParse(voterRegistrationSchema, { ...registration, nim: '012300017' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['nim']);
  });

  it('refuses a profile update that tries to change the email (strict)', () => {
    const bad = safeParse(voterProfileUpdateSchema, {
      namaLengkap: 'Sari',
      nim: '022300017',
      prodi: 'Elektronika Instrumentasi',
      foto: null,
      email: 'lain@mahasiswa.ac.id',
    });
    expect(bad.success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { Backend } from '../../src/renderer/src/backend/contract';
import type { VoterProfile, VoterRegistration } from '../../src/shared/evoting/voter';
import { VOTER_MESSAGES } from '../../src/shared/evoting/voter';
import { VOTER_PHOTO_MESSAGES } from '../../src/shared/evoting/voter-photo';
import { liveValue } from './support/live-value';

/** A PNG's first bytes under a JPEG label: what every backend refuses by the bytes. */
const PNG_AS_JPEG =
  'data:image/jpeg;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let serial = 0;
const registration = (overrides: Partial<VoterRegistration> = {}): VoterRegistration => {
  serial += 1;
  const tag = `${String(serial).padStart(3, '0')}${String(Date.now() % 100).padStart(2, '0')}`;
  return {
    namaLengkap: `Pemilih Kontrak ${tag}`,
    nim: `0398${tag}`,
    prodi: 'Elektro Mekanika',
    email: `kontrak-${tag}-${process.pid}@uji.test`,
    password: 'kunci-kontrak-pemilih-1',
    setujuSyarat: true,
    ...overrides,
  };
};

/**
 * VoterApi's contract, the same for every adapter: the embedded server over HTTP (a cookie jar
 * per client) in tests/contract, the Firebase adapter against its emulators in tests/firebase.
 * `client()` makes an independent client (another browser).
 */
export function describeVoterContract(name: string, client: () => Backend) {
  describe(`VoterApi contract: ${name}`, () => {
    it('registers, signs the voter in, and refuses a taken NIM or email on their fields', async () => {
      const first = registration();
      const backend = client();
      const voter = await backend.voters.register(first);
      expect(voter).toMatchObject({ nim: first.nim, email: first.email, foto: null });
      await expect(backend.voters.current()).resolves.toEqual(voter);

      await expect(
        client().voters.register(registration({ nim: first.nim })),
      ).rejects.toMatchObject({
        status: 409,
        fields: { nim: VOTER_MESSAGES.nimTaken },
      });
      await expect(
        client().voters.register(registration({ email: first.email })),
      ).rejects.toMatchObject({ status: 409, fields: { email: VOTER_MESSAGES.emailTaken } });
    });

    it('watches the voter live: a profile change, then null once signed out', async () => {
      const input = registration();
      const backend = client();
      await backend.voters.register(input);
      const watch = backend.voters.watchCurrent.bind(backend.voters);
      await liveValue<VoterProfile | null>(watch, (voter) => voter?.nim === input.nim, 5_000);
      const changed = liveValue<VoterProfile | null>(
        watch,
        (voter) => voter?.namaLengkap === 'Nama Kontrak Baru',
        5_000,
      );
      await backend.voters.updateProfile({
        namaLengkap: 'Nama Kontrak Baru',
        nim: input.nim,
        prodi: input.prodi,
        foto: null,
      });
      await changed;
      const gone = liveValue<VoterProfile | null>(watch, (voter) => voter === null, 5_000);
      await backend.voters.signOut();
      await gone;
      await expect(backend.voters.current()).resolves.toBeNull();
    });

    it('signs in with one message for a wrong password', async () => {
      const input = registration();
      await client().voters.register(input);
      const backend = client();
      await expect(backend.voters.signIn(input.email, 'bukan-sandinya-1')).rejects.toMatchObject({
        code: 'WRONG_CREDENTIALS',
        message: VOTER_MESSAGES.loginFailed,
      });
      await expect(backend.voters.signIn(input.email, input.password)).resolves.toMatchObject({
        email: input.email,
      });
    });

    it('"Lupa Password" refuses an email that is no voter’s and mails a voter', async () => {
      const input = registration();
      await client().voters.register(input);
      const backend = client();
      await expect(
        backend.voters.requestPasswordReset('bukan-pemilih@uji.test'),
      ).rejects.toMatchObject({ fields: { email: VOTER_MESSAGES.emailNotVoter } });
      await expect(backend.voters.requestPasswordReset(input.email)).resolves.toBe(
        VOTER_MESSAGES.resetSent,
      );
    });

    it('refuses a photo that is no JPEG by its bytes, and a profile change when signed out', async () => {
      const input = registration();
      const backend = client();
      await backend.voters.register(input);
      const change = { namaLengkap: input.namaLengkap, nim: input.nim, prodi: input.prodi };
      await expect(
        backend.voters.updateProfile({ ...change, foto: PNG_AS_JPEG }),
      ).rejects.toMatchObject({ fields: { foto: VOTER_PHOTO_MESSAGES.notJpeg } });
      await expect(client().voters.updateProfile({ ...change, foto: null })).rejects.toMatchObject({
        code: 'UNAUTHENTICATED',
      });
    });
  });
}

import { safeParse } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  anggotaInputSchema,
  isLeader,
  orderWithinGroup,
  strukturSections,
  strukturStats,
} from './struktur';

const member = (id: string, divisiId: string, jabatan: string, position: number, prodi = '') => ({
  id,
  divisiId,
  jabatan,
  position,
  prodi: prodi as 'Teknokimia Nuklir' | '',
});

describe('Struktur', () => {
  it('knows the leaders whatever their case', () => {
    expect(isLeader('presiden mahasiswa')).toBe(true);
    expect(isLeader(' Wakil  Menteri ')).toBe(true);
    expect(isLeader('Staf Ahli')).toBe(false);
  });

  it('lists divisions in their order with leaders first and hides empty ones', () => {
    const divisions = [
      { id: 'b', position: 1 },
      { id: 'a', position: 0 },
      { id: 'kosong', position: 2 },
    ];
    const members = [
      member('s1', 'a', 'Staf', 0),
      member('m', 'a', 'Menteri', 1),
      member('s2', 'a', 'Staf', 2),
      member('x', 'b', 'Staf', 3),
    ];
    const sections = strukturSections(divisions, members);
    expect(sections.map((s) => s.divisi.id)).toEqual(['a', 'b']);
    expect(sections[0]!.anggota.map((m) => m.id)).toEqual(['m', 's1', 's2']);
  });

  it('counts divisions, members and members per study programme', () => {
    const stats = strukturStats([
      { anggota: [{ prodi: 'Teknokimia Nuklir' }, { prodi: '' }] },
      { anggota: [{ prodi: 'Elektro Mekanika' }] },
    ]);
    expect(stats.totalDivisi).toBe(2);
    expect(stats.totalPengurus).toBe(3);
    expect(stats.perProdi).toEqual([
      { prodi: 'Teknokimia Nuklir', jumlah: 1 },
      { prodi: 'Elektronika Instrumentasi', jumlah: 0 },
      { prodi: 'Elektro Mekanika', jumlah: 1 },
    ]);
  });

  it('reorders one division inside the whole order, the others staying put', () => {
    const all = [
      { id: 'a1', divisiId: 'a' },
      { id: 'b1', divisiId: 'b' },
      { id: 'a2', divisiId: 'a' },
      { id: 'a3', divisiId: 'a' },
    ];
    expect(orderWithinGroup(all, (m) => m.divisiId === 'a', ['a3', 'a1', 'a2'])).toEqual([
      'a3',
      'b1',
      'a1',
      'a2',
    ]);
  });

  it('stores no private field: a phone number, NIM or email is not part of a member', () => {
    const parsed = safeParse(anggotaInputSchema, {
      divisiId: 'd',
      nama: 'A',
      jabatan: 'Staf',
      prodi: '',
      angkatan: '',
      instagram: '',
      linkedin: '',
      foto: null,
      nohp: '0812',
      nim: '012345678',
      email: 'a@b.id',
    });
    expect(parsed.success).toBe(true);
    expect(Object.keys(parsed.data!)).not.toEqual(expect.arrayContaining(['nohp']));
    expect(parsed.data).not.toHaveProperty('nim');
    expect(parsed.data).not.toHaveProperty('email');
  });
});

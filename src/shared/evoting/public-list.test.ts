import { describe, expect, it } from 'vitest';
import type { PublicElection } from './election';
import { publicElectionList } from './public-list';

const election = (overrides: Partial<PublicElection>): PublicElection => ({
  id: 'e',
  nama: 'Pemilihan Raya',
  deskripsi: '',
  penyelenggara: 'BEM KM',
  mulai: '2026-10-01T01:00:00.000Z',
  selesai: '2026-10-02T01:00:00.000Z',
  state: 'dijadwalkan',
  hasilDipublikasikan: false,
  jumlahKandidat: 2,
  ...overrides,
});

const ELECTIONS = [
  election({ id: 'draf', state: 'draf', mulai: null, selesai: null }),
  election({ id: 'lama', state: 'selesai', mulai: '2025-01-01T01:00:00.000Z' }),
  election({ id: 'nanti', state: 'dijadwalkan', mulai: '2026-12-01T01:00:00.000Z' }),
  election({ id: 'buka', state: 'berlangsung', mulai: '2026-01-01T01:00:00.000Z' }),
  election({
    id: 'batal',
    state: 'dibatalkan',
    nama: 'Pemilihan HIMA TKN',
    penyelenggara: 'HIMA TKN',
  }),
];

describe('/pemilihan: which elections a visitor sees, in which order', () => {
  it('never lists a draft; open ones first, then the newest start', () => {
    expect(publicElectionList(ELECTIONS, { q: '', status: 'semua' }).map((e) => e.id)).toEqual([
      'buka',
      'nanti',
      'batal',
      'lama',
    ]);
  });

  it('filters by the status select', () => {
    const ids = (status: 'akan-datang' | 'berlangsung' | 'selesai') =>
      publicElectionList(ELECTIONS, { q: '', status }).map((e) => e.id);
    expect(ids('akan-datang')).toEqual(['nanti']);
    expect(ids('berlangsung')).toEqual(['buka']);
    expect(ids('selesai')).toEqual(['lama']);
  });

  it('searches the name and the organiser, every word, ignoring case', () => {
    const ids = (q: string) =>
      publicElectionList(ELECTIONS, { q, status: 'semua' }).map((e) => e.id);
    expect(ids('hima')).toEqual(['batal']);
    expect(ids('PEMILIHAN tkn')).toEqual(['batal']);
    expect(ids('ukm')).toEqual([]);
  });
});

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
  election({ id: 'draf-batal', state: 'dibatalkan', mulai: null, selesai: null }),
];

describe('/pemilihan: which elections a visitor sees, in which order', () => {
  it('lists no draft, nor one cancelled before it had a schedule; open first, newest start next', () => {
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

  it('searches the name or the organiser for the text, ignoring case', () => {
    const ids = (q: string) =>
      publicElectionList(ELECTIONS, { q, status: 'semua' }).map((e) => e.id);
    expect(ids('hima')).toEqual(['batal']);
    expect(ids(' PEMILIHAN HIMA ')).toEqual(['batal']);
    expect(ids('pemilihan tkn')).toEqual([]);
    expect(ids('ukm')).toEqual([]);
  });
});

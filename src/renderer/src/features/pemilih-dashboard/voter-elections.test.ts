import { describe, expect, it } from 'vitest';
import type { PublicElection } from '../../../../shared/evoting/election';
import type { VoterElection } from '../../backend/evoting-api';
import {
  joinableElections,
  splitVoterElections,
  voterAnnouncements,
  voterElectionNote,
} from './voter-elections';

const publicElection = (id: string, state: PublicElection['state']): PublicElection => ({
  id,
  nama: `Pemilihan ${id}`,
  deskripsi: '',
  penyelenggara: 'HIMA TKN',
  mulai: '2026-12-01T01:00:00.000Z',
  selesai: '2026-12-02T01:00:00.000Z',
  state,
  hasilDipublikasikan: false,
  jumlahKandidat: 2,
});

const mine = (id: string, state: PublicElection['state'], extra: Partial<VoterElection> = {}) => ({
  ...publicElection(id, state),
  statusPemilih: 'terverifikasi' as const,
  alasanPenolakan: null,
  sudahMemilih: false,
  pengumuman: [],
  ...extra,
});

describe("the voter's dashboard", () => {
  it('puts open and coming elections under Pemilihan Aktif, the rest under Riwayat', () => {
    const { aktif, riwayat } = splitVoterElections([
      mine('a', 'berlangsung'),
      mine('b', 'selesai'),
      mine('c', 'dijadwalkan'),
      mine('d', 'dibatalkan'),
    ]);
    expect(aktif.map((e) => e.id)).toEqual(['a', 'c']);
    expect(riwayat.map((e) => e.id)).toEqual(['b', 'd']);
  });

  it("lists every announcement of the voter's elections, newest first, with its election", () => {
    const list = voterAnnouncements([
      mine('a', 'berlangsung', {
        pengumuman: [{ id: '1', teks: 'Lama', dibuatPada: '2026-11-01T00:00:00.000Z' }],
      }),
      mine('b', 'dijadwalkan', {
        pengumuman: [{ id: '2', teks: 'Baru', dibuatPada: '2026-11-20T00:00:00.000Z' }],
      }),
    ]);
    expect(list.map((a) => [a.teks, a.pemilihan])).toEqual([
      ['Baru', 'Pemilihan b'],
      ['Lama', 'Pemilihan a'],
    ]);
  });

  it('offers to join only upcoming elections the voter is not on nor asked to join', () => {
    const upcoming = [
      publicElection('a', 'dijadwalkan'),
      publicElection('b', 'dijadwalkan'),
      publicElection('c', 'berlangsung'),
    ];
    const joinable = joinableElections(upcoming, [
      mine('a', 'dijadwalkan', { statusPemilih: 'menunggu' }),
    ]);
    expect(joinable.map((e) => e.id)).toEqual(['b']);
  });

  it('says the election will start or is over when there is nothing to press', () => {
    expect(voterElectionNote(mine('a', 'dijadwalkan'))).toBe('Pemilihan akan segera dimulai.');
    expect(voterElectionNote(mine('a', 'selesai'))).toBe('Pemilihan telah selesai.');
    expect(voterElectionNote(mine('a', 'selesai', { sudahMemilih: true }))).toBeNull();
    expect(voterElectionNote(mine('a', 'berlangsung'))).toBeNull();
  });
});

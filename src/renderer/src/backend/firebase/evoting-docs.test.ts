import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  announcementFromDoc,
  candidateFromDoc,
  committeeFromDoc,
  electionFromDoc,
  electionWithCommittee,
  requestFromDoc,
  rollEntryFromDoc,
} from './evoting-docs';

const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const NOW = Date.parse('2026-10-01T12:00:00.000Z');

const electionData = (overrides: Record<string, unknown> = {}) => ({
  nama: 'Pemira 2026',
  deskripsi: '',
  organisasiId: 'bem-km',
  penyelenggara: 'BEM KM',
  mulai: at('2026-10-01T01:00:00.000Z'),
  selesai: at('2026-10-02T01:00:00.000Z'),
  dibatalkanPada: null,
  hasilDipublikasikan: false,
  jumlahKandidat: 2,
  dibuatPada: at('2026-09-01T01:00:00.000Z'),
  ...overrides,
});

describe('pemilihan_events/{id} → Election', () => {
  it('computes the state from the schedule and the clock given, never a stored status', () => {
    const record = electionFromDoc('e1', electionData(), NOW);
    expect(record?.election).toMatchObject({
      id: 'e1',
      mulai: '2026-10-01T01:00:00.000Z',
      selesai: '2026-10-02T01:00:00.000Z',
      state: 'berlangsung',
    });
    expect(record?.jumlahKandidat).toBe(2);
    expect(
      electionFromDoc('e1', electionData(), Date.parse('2026-10-03T00:00:00Z'))?.election.state,
    ).toBe('selesai');
    expect(
      electionFromDoc('e1', electionData({ dibatalkanPada: at('2026-09-30T00:00:00Z') }), NOW)
        ?.election.state,
    ).toBe('dibatalkan');
    expect(
      electionFromDoc('e1', electionData({ mulai: null, selesai: null }), NOW)?.election.state,
    ).toBe('draf');
  });

  it('leaves out a document that does not fit', () => {
    expect(electionFromDoc('e1', electionData({ jumlahKandidat: -1 }), NOW)).toBeNull();
    expect(electionFromDoc('e1', { nama: 'x' }, NOW)).toBeNull();
    expect(electionFromDoc('e1', undefined, NOW)).toBeNull();
  });

  it('takes abstain from the committee document (on when it cannot be read)', () => {
    const record = electionFromDoc('e1', electionData(), NOW)!;
    const committee = committeeFromDoc({
      panitia: ['u1'],
      anggota: { u1: { namaTampilan: 'Panitia', email: 'p@bem.demo' } },
      abstain: false,
    });
    expect(electionWithCommittee(record, committee).abstain).toBe(false);
    expect(electionWithCommittee(record, null).abstain).toBe(true);
    expect(committee?.members).toEqual([
      { id: 'u1', namaTampilan: 'Panitia', email: 'p@bem.demo' },
    ]);
  });
});

describe('the other documents', () => {
  it('reads a request with its decision', () => {
    const request = requestFromDoc(
      'r1',
      {
        organisasiId: 'hima',
        penyelenggara: 'HIMA TKN',
        namaPemilihan: 'Pemilihan Ketua HIMA',
        deskripsi: '',
        tautanDokumen: 'https://drive.google.com/x',
        status: 'ditolak',
        diajukanOleh: { id: 'u1', nama: 'Panitia', email: 'p@bem.demo' },
        diajukanPada: at('2026-09-01T00:00:00Z'),
        diputuskanPada: at('2026-09-02T00:00:00Z'),
        alasanPenolakan: 'Dokumen belum ditandatangani',
        pemilihanId: null,
      },
      NOW,
    );
    expect(request).toMatchObject({
      id: 'r1',
      status: 'ditolak',
      diputuskanPada: '2026-09-02T00:00:00.000Z',
      alasanPenolakan: 'Dokumen belum ditandatangani',
    });
  });

  it('reads a candidate only under its own number', () => {
    const data = { nomor: 2, nama: 'A', namaWakil: null, foto: null, visi: 'V', misi: 'M' };
    expect(candidateFromDoc('2', data)).toEqual({ id: '2', ...data });
    expect(candidateFromDoc('3', data)).toBeNull();
  });

  it('reads a roll entry only under its own voter', () => {
    const data = {
      voterId: 'v1',
      namaLengkap: 'Siti',
      nim: '012345678',
      prodi: 'Teknokimia Nuklir',
      email: 'siti@student.demo',
      status: 'menunggu',
      alasanPenolakan: null,
      sumber: 'pemilih',
      dibuatPada: at('2026-09-05T00:00:00Z'),
      diputuskanPada: null,
    };
    expect(rollEntryFromDoc('v1', data, NOW)).toMatchObject({
      voterId: 'v1',
      status: 'menunggu',
      dibuatPada: '2026-09-05T00:00:00.000Z',
    });
    expect(rollEntryFromDoc('v2', data, NOW)).toBeNull();
    expect(rollEntryFromDoc('v1', { ...data, status: 'disetujui' }, NOW)).toBeNull();
  });

  it('reads an announcement not yet stamped by the server as sent now', () => {
    expect(announcementFromDoc('a1', { teks: 'Debat kandidat', dibuatPada: null }, NOW)).toEqual({
      id: 'a1',
      teks: 'Debat kandidat',
      dibuatPada: new Date(NOW).toISOString(),
    });
  });
});

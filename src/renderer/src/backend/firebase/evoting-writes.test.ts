import { serverTimestamp, Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { ElectionRequest } from '../../../../shared/evoting/election';
import {
  approvalDocs,
  candidateDoc,
  committeeOf,
  instantOf,
  requestDoc,
  rollDecisionDoc,
  rollEntryDoc,
} from './evoting-writes';

const REQUEST: ElectionRequest = {
  id: 'req-1',
  organisasiId: 'hima-tkn',
  penyelenggara: 'HIMA TKN',
  namaPemilihan: 'Pemilihan Ketua HIMA',
  deskripsi: 'Periode 2027',
  tautanDokumen: 'https://drive.google.com/x',
  status: 'menunggu',
  diajukanOleh: { id: 'panitia-1', nama: 'Panitia HIMA', email: 'hima@bem.demo' },
  diajukanPada: '2026-09-01T00:00:00.000Z',
  diputuskanPada: null,
  alasanPenolakan: null,
  pemilihanId: null,
};
const member = (id: string) => ({ id, namaTampilan: `Nama ${id}`, email: `${id}@bem.demo` });

describe('the documents e-voting writes (as firestore.rules checks them)', () => {
  it('a request: waiting, named after its requester, stamped by the server', () => {
    const data = requestDoc(
      {
        organisasiId: 'hima-tkn',
        namaPemilihan: 'Pemira',
        deskripsi: '',
        tautanDokumen: 'https://x.id/a',
      },
      'HIMA TKN',
      { id: 'u1', namaTampilan: 'Panitia', email: 'p@bem.demo' },
    );
    expect(data).toMatchObject({
      status: 'menunggu',
      penyelenggara: 'HIMA TKN',
      diajukanOleh: { id: 'u1', nama: 'Panitia', email: 'p@bem.demo' },
      diputuskanPada: null,
      alasanPenolakan: null,
      pemilihanId: null,
    });
    expect(data['diajukanPada']).toEqual(serverTimestamp());
  });

  it('the committee: the requester first, each account once, at most ten', () => {
    const extra = Array.from({ length: 12 }, (_, i) => member(`x${i}`));
    const committee = committeeOf(member('req'), [member('req'), member('x0'), ...extra]);
    expect(committee[0]?.id).toBe('req');
    expect(new Set(committee.map((m) => m.id)).size).toBe(committee.length);
    expect(committee).toHaveLength(10);
  });

  it('an approval: the request decided, an unscheduled election of the same id, its committee', () => {
    const docs = approvalDocs(REQUEST, [member('panitia-1'), member('panitia-2')]);
    expect(docs.request).toMatchObject({
      status: 'disetujui',
      pemilihanId: 'req-1',
      alasanPenolakan: null,
    });
    expect(docs.election).toMatchObject({
      nama: REQUEST.namaPemilihan,
      deskripsi: REQUEST.deskripsi,
      organisasiId: REQUEST.organisasiId,
      penyelenggara: REQUEST.penyelenggara,
      mulai: null,
      selesai: null,
      dibatalkanPada: null,
      hasilDipublikasikan: false,
      jumlahKandidat: 0,
      // A new election is a Belenios election (mandatory trustees); older ones have no field.
      terenkripsi: true,
    });
    // Nothing private in the public document: no committee, no roll.
    expect(Object.keys(docs.election)).not.toContain('panitia');
    expect(docs.committee).toEqual({
      panitia: ['panitia-1', 'panitia-2'],
      anggota: {
        'panitia-1': { namaTampilan: 'Nama panitia-1', email: 'panitia-1@bem.demo' },
        'panitia-2': { namaTampilan: 'Nama panitia-2', email: 'panitia-2@bem.demo' },
      },
      abstain: true,
    });
  });

  it('a candidate: an empty running mate is none', () => {
    const input = { nomor: 1, nama: 'A', namaWakil: '', foto: null, visi: 'V', misi: 'M' };
    expect(candidateDoc(input)['namaWakil']).toBeNull();
    expect(candidateDoc({ ...input, namaWakil: 'B' })['namaWakil']).toBe('B');
  });

  it('a roll entry: the voter’s own request waits, the committee’s is verified at once', () => {
    const voter = {
      id: 'v1',
      namaLengkap: 'Siti',
      nim: '012345678',
      prodi: 'Teknokimia Nuklir' as const,
      email: 'siti@student.demo',
    };
    expect(rollEntryDoc(voter, 'pemilih')).toMatchObject({
      voterId: 'v1',
      email: 'siti@student.demo',
      status: 'menunggu',
      sumber: 'pemilih',
      diputuskanPada: null,
    });
    // The committee's entry copies no e-mail, even from a voter object that has one.
    expect(rollEntryDoc(voter, 'panitia')).toMatchObject({
      nim: '012345678',
      email: null,
      status: 'terverifikasi',
      sumber: 'panitia',
      diputuskanPada: serverTimestamp(),
    });
    expect(rollDecisionDoc('KTM tidak terbaca')).toMatchObject({
      status: 'ditolak',
      alasanPenolakan: 'KTM tidak terbaca',
    });
    expect(rollDecisionDoc(null)).toMatchObject({ status: 'terverifikasi', alasanPenolakan: null });
  });

  it('a schedule instant is a Timestamp the rules compare with request.time', () => {
    expect(instantOf('2026-10-01T08:00:00+07:00')).toEqual(
      Timestamp.fromDate(new Date('2026-10-01T01:00:00Z')),
    );
  });
});

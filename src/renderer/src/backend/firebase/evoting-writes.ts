import { serverTimestamp, Timestamp, type FieldValue } from 'firebase/firestore';
import type { UserProfile } from '../../../../shared/accounts';
import {
  ELECTION_LIMITS,
  type CandidateInput,
  type ElectionRequest,
  type ElectionRequestInput,
} from '../../../../shared/evoting/election';
import type { CommitteeMember } from '../evoting-api';
import type { RollVoter } from './evoting-voter-lookup';
import type { FoundVoter } from './voter-lookup';

/**
 * The documents e-voting writes, exactly as firestore.rules checks them (docs/FIREBASE.md,
 * "E-voting"): every time the rules compare with request.time is a serverTimestamp(), every
 * schedule instant a Timestamp, and no field the rules do not expect.
 */
type DocData = Record<string, unknown>;

/** An ISO instant of a schedule as the rules compare it (a Timestamp). */
export const instantOf = (iso: string): Timestamp => Timestamp.fromDate(new Date(iso));

/** A new request of /request-pemilihan, named after its requester's own profile. */
export function requestDoc(
  input: ElectionRequestInput,
  penyelenggara: string,
  requester: Pick<UserProfile, 'id' | 'namaTampilan' | 'email'>,
): DocData {
  return {
    organisasiId: input.organisasiId,
    penyelenggara,
    namaPemilihan: input.namaPemilihan,
    deskripsi: input.deskripsi,
    tautanDokumen: input.tautanDokumen,
    status: 'menunggu',
    diajukanOleh: { id: requester.id, nama: requester.namaTampilan, email: requester.email },
    diajukanPada: serverTimestamp(),
    diputuskanPada: null,
    alasanPenolakan: null,
    pemilihanId: null,
  };
}

/**
 * The committee of an approval: the requester first, then the master's additions, each once,
 * at most ELECTION_LIMITS.committeePerElection (the shared schema already bounds the additions).
 */
export function committeeOf(
  requester: CommitteeMember,
  additions: readonly CommitteeMember[],
): CommitteeMember[] {
  const members = [requester];
  for (const member of additions)
    if (!members.some((m) => m.id === member.id)) members.push(member);
  return members.slice(0, ELECTION_LIMITS.committeePerElection);
}

/**
 * The approval's three documents, written in one batch: the decided request, the public
 * election (the same id as the request) and its committee. Abstain starts on, as on the server;
 * the election is marked `terenkripsi` (mandatory trustees, as the server's migration 18).
 */
export function approvalDocs(
  request: ElectionRequest,
  members: readonly CommitteeMember[],
): { request: DocData; election: DocData; committee: DocData } {
  return {
    request: {
      status: 'disetujui',
      diputuskanPada: serverTimestamp(),
      alasanPenolakan: null,
      pemilihanId: request.id,
    },
    election: {
      nama: request.namaPemilihan,
      deskripsi: request.deskripsi,
      organisasiId: request.organisasiId,
      penyelenggara: request.penyelenggara,
      mulai: null,
      selesai: null,
      dibatalkanPada: null,
      hasilDipublikasikan: false,
      jumlahKandidat: 0,
      dibuatPada: serverTimestamp(),
      // Every new election is a Belenios election: no schedule before its trustees are named.
      terenkripsi: true,
    },
    committee: {
      panitia: members.map((m) => m.id),
      anggota: Object.fromEntries(
        members.map((m) => [m.id, { namaTampilan: m.namaTampilan, email: m.email }]),
      ),
      abstain: true,
    },
  };
}

export const rejectionDoc = (alasan: string): DocData => ({
  status: 'ditolak',
  diputuskanPada: serverTimestamp(),
  alasanPenolakan: alasan,
});

/** A candidate under its number; an empty running mate is none. */
export const candidateDoc = (input: CandidateInput): DocData => ({
  nomor: input.nomor,
  nama: input.nama,
  namaWakil: input.namaWakil ? input.namaWakil : null,
  foto: input.foto,
  visi: input.visi,
  misi: input.misi,
});

/**
 * A roll entry: the voter's own request waits for the committee (`menunggu`), a voter the
 * committee adds is verified at once. Either way the voter's name, NIM and programme are copied
 * for the committee; the e-mail only on the voter's own request (issue 33 item 1: a committee
 * learns no address of a voter who did not ask to join its election).
 */
export function rollEntryDoc(voter: RollVoter, sumber: 'pemilih'): DocData;
export function rollEntryDoc(voter: FoundVoter, sumber: 'panitia'): DocData;
export function rollEntryDoc(
  voter: FoundVoter & { email?: string },
  sumber: 'pemilih' | 'panitia',
): DocData {
  const now: FieldValue = serverTimestamp();
  return {
    voterId: voter.id,
    namaLengkap: voter.namaLengkap,
    nim: voter.nim,
    prodi: voter.prodi,
    email: sumber === 'pemilih' ? (voter.email ?? null) : null,
    status: sumber === 'pemilih' ? 'menunggu' : 'terverifikasi',
    alasanPenolakan: null,
    sumber,
    dibuatPada: now,
    diputuskanPada: sumber === 'pemilih' ? null : now,
  };
}

/** A rejected voter asks again: waiting once more, the old reason gone (as on the server). */
export const askAgainDoc = (): DocData => ({
  status: 'menunggu',
  alasanPenolakan: null,
  dibuatPada: serverTimestamp(),
  diputuskanPada: null,
});

/** verifikasi-pemilih's decision on an entry. */
export const rollDecisionDoc = (alasan: string | null): DocData => ({
  status: alasan === null ? 'terverifikasi' : 'ditolak',
  alasanPenolakan: alasan,
  diputuskanPada: serverTimestamp(),
});

export const announcementDoc = (teks: string): DocData => ({
  teks,
  dibuatPada: serverTimestamp(),
});

import * as z from 'zod/mini';
import {
  REQUEST_STATUSES,
  type Announcement,
  type Candidate,
  type Election,
  type ElectionRequest,
} from '../../../../shared/evoting/election';
import { electionState } from '../../../../shared/evoting/election-state';
import { imageRefSchema } from '../../../../shared/images/image-ref';
import { PRODI } from '../../../../shared/evoting/prodi';
import { ROLL_STATUSES, type RollEntry } from '../../../../shared/evoting/roll';
import type { CommitteeMember } from '../evoting-api';
import { timestampToIso } from './timestamps';

/**
 * E-voting's Firestore documents ↔ the domain types of src/shared/evoting (docs/FIREBASE.md,
 * "E-voting"). Times are Firestore Timestamps, so that the rules compare them with request.time;
 * here they become ISO strings. A document that does not fit is left out rather than half-shown.
 * An election's state is computed from its schedule and the given clock, never stored.
 */
export const EVOTING_COLLECTIONS = {
  requests: 'pemilihan_requests',
  elections: 'pemilihan_events',
  committees: 'pemilihan_panitia',
  /** Subcollections of an election. */
  candidates: 'kandidat',
  roll: 'pemilih',
  announcements: 'pengumuman',
} as const;

/**
 * The field of a roll entry naming its voter: a voter's dashboard queries every roll by it (a
 * collection-group query, whose index firestore.indexes.json enables).
 */
export const ROLL_VOTER_FIELD = 'voterId';

type Data = Record<string, unknown> | undefined;

const iso = z.nullable(z.string());

/** The timestamps of `data` named in `fields`, as ISO strings (a pending one reads as null). */
function withIsoTimes(data: Record<string, unknown>, fields: readonly string[]) {
  const copy: Record<string, unknown> = { ...data };
  for (const field of fields) copy[field] = timestampToIso(data[field]);
  return copy;
}

const storedElection = z.object({
  nama: z.string(),
  deskripsi: z.string(),
  organisasiId: z.string(),
  penyelenggara: z.string(),
  mulai: iso,
  selesai: iso,
  dibatalkanPada: iso,
  hasilDipublikasikan: z.boolean(),
  jumlahKandidat: z.int().check(z.minimum(0)),
  dibuatPada: iso,
  terenkripsi: z.optional(z.literal(true)),
});

/** `pemilihan_events/{id}`: the election, and how many candidates it has. */
export interface ElectionRecord {
  election: Election;
  jumlahKandidat: number;
  /**
   * Made since trustees are mandatory (as the embedded server's migration 18): a Belenios
   * election, which is neither scheduled nor opened before its trustees are named. Absent on an
   * election made before, which keeps the plaintext ballot.
   */
  terenkripsi?: true;
}

export function electionFromDoc(id: string, data: Data, now: number): ElectionRecord | null {
  if (!data) return null;
  const parsed = z.safeParse(
    storedElection,
    withIsoTimes(data, ['mulai', 'selesai', 'dibatalkanPada', 'dibuatPada']),
  );
  if (!parsed.success) return null;
  const { jumlahKandidat, dibuatPada, terenkripsi, ...fields } = parsed.data;
  const election: Election = {
    id,
    ...fields,
    // The committee doc holds abstain; the public doc does not (electionWithCommittee sets it).
    abstain: false,
    dibuatPada: dibuatPada ?? new Date(now).toISOString(),
    state: electionState(fields, now),
  };
  return terenkripsi ? { election, jumlahKandidat, terenkripsi } : { election, jumlahKandidat };
}

/** `pemilihan_panitia/{id}`: the committee (uids and their names) and abstain. */
export interface CommitteeRecord {
  ids: string[];
  members: CommitteeMember[];
  abstain: boolean;
}

const storedCommittee = z.object({
  panitia: z.array(z.string()),
  anggota: z.record(z.string(), z.object({ namaTampilan: z.string(), email: z.string() })),
  abstain: z.boolean(),
});

export function committeeFromDoc(data: Data): CommitteeRecord | null {
  const parsed = z.safeParse(storedCommittee, data ?? null);
  if (!parsed.success) return null;
  const { panitia, anggota, abstain } = parsed.data;
  return {
    ids: panitia,
    members: panitia.map((id) => ({
      id,
      namaTampilan: anggota[id]?.namaTampilan ?? '',
      email: anggota[id]?.email ?? '',
    })),
    abstain,
  };
}

/** The election as its committee and the master read it: with the committee's abstain. */
export const electionWithCommittee = (
  record: ElectionRecord,
  committee: CommitteeRecord | null,
): Election => ({ ...record.election, abstain: committee?.abstain ?? true });

const storedRequest = z.object({
  organisasiId: z.string(),
  penyelenggara: z.string(),
  namaPemilihan: z.string(),
  deskripsi: z.string(),
  tautanDokumen: z.string(),
  status: z.enum(REQUEST_STATUSES),
  diajukanOleh: z.object({ id: z.string(), nama: z.string(), email: z.string() }),
  diajukanPada: iso,
  diputuskanPada: iso,
  alasanPenolakan: z.nullable(z.string()),
  pemilihanId: z.nullable(z.string()),
});

export function requestFromDoc(id: string, data: Data, now: number): ElectionRequest | null {
  if (!data) return null;
  const parsed = z.safeParse(storedRequest, withIsoTimes(data, ['diajukanPada', 'diputuskanPada']));
  if (!parsed.success) return null;
  return {
    id,
    ...parsed.data,
    // A request just sent reads without its server time until the write is acknowledged.
    diajukanPada: parsed.data.diajukanPada ?? new Date(now).toISOString(),
  };
}

const storedCandidate = z.object({
  nomor: z.int(),
  nama: z.string(),
  namaWakil: z.nullable(z.string()),
  foto: z.nullable(imageRefSchema),
  visi: z.string(),
  misi: z.string(),
});

/** `…/kandidat/{nomor}`: a candidate is kept under its number, which is also its id. */
export function candidateFromDoc(id: string, data: Data): Candidate | null {
  const parsed = z.safeParse(storedCandidate, data ?? null);
  return parsed.success && String(parsed.data.nomor) === id ? { id, ...parsed.data } : null;
}

const storedRollEntry = z.object({
  voterId: z.string(),
  namaLengkap: z.string(),
  nim: z.string(),
  prodi: z.enum(PRODI),
  email: z.nullable(z.string()),
  status: z.enum(ROLL_STATUSES),
  alasanPenolakan: z.nullable(z.string()),
  sumber: z.enum(['pemilih', 'panitia']),
  dibuatPada: iso,
});

/**
 * `…/pemilih/{voterUid}`: the voter's place on the roll and the copy the committee reads. An
 * entry the committee added shows no e-mail, also one written before entries stopped copying it
 * (issue 33 item 1; docs/FIREBASE.md says what such an old copy still holds).
 */
export function rollEntryFromDoc(id: string, data: Data, now: number): RollEntry | null {
  if (!data) return null;
  const parsed = z.safeParse(storedRollEntry, withIsoTimes(data, ['dibuatPada']));
  if (!parsed.success || parsed.data.voterId !== id) return null;
  return {
    ...parsed.data,
    email: parsed.data.sumber === 'pemilih' ? parsed.data.email : null,
    dibuatPada: parsed.data.dibuatPada ?? new Date(now).toISOString(),
  };
}

const storedAnnouncement = z.object({ teks: z.string(), dibuatPada: iso });

export function announcementFromDoc(id: string, data: Data, now: number): Announcement | null {
  if (!data) return null;
  const parsed = z.safeParse(storedAnnouncement, withIsoTimes(data, ['dibuatPada']));
  if (!parsed.success) return null;
  return {
    id,
    teks: parsed.data.teks,
    dibuatPada: parsed.data.dibuatPada ?? new Date(now).toISOString(),
  };
}

interface SnapshotDoc {
  id: string;
  data(options?: { serverTimestamps?: 'estimate' }): Record<string, unknown> | undefined;
}

/**
 * Snapshot documents mapped by `from`, the ones that do not fit left out; a time the server has
 * not stamped yet (a local write) reads as its estimate.
 */
export const mapDocs = <T>(
  docs: readonly SnapshotDoc[],
  from: (id: string, data: Data) => T | null,
): T[] =>
  docs.flatMap((d) => {
    const value = from(d.id, d.data({ serverTimestamps: 'estimate' }));
    return value === null ? [] : [value];
  });

/** One snapshot document mapped by `from` (null when it does not exist or does not fit). */
export const mapDoc = <T>(d: SnapshotDoc, from: (id: string, data: Data) => T | null): T | null =>
  from(d.id, d.data({ serverTimestamps: 'estimate' }));

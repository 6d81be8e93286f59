/**
 * What the ballot's rules tests share (docs/EVOTING.md, "Firebase"): elections seeded with their
 * shards as the schedule leaves them, and the batches exactly as the adapter writes them
 * (ballot-plan.ts, ballot-writes.ts), with ways to bend each one for the refusals.
 */
import { webcrypto } from 'node:crypto';
import {
  collection,
  doc,
  FieldPath,
  getDocs,
  increment,
  serverTimestamp,
  setDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import {
  ballotRefs,
  emptyShard,
  SHARD_IDS,
  type BallotRefs,
} from '../../src/renderer/src/backend/firebase/ballot-docs';
import {
  planCast,
  sha256Hex,
  shardCommitmentText,
  writeCast,
  type CastPlan,
} from '../../src/renderer/src/backend/firebase/ballot-plan';
import { writePublication } from '../../src/renderer/src/backend/firebase/ballot-writes';
import { evotingRefs } from '../../src/renderer/src/backend/firebase/evoting-access';
import type { FirebaseHandles } from '../../src/renderer/src/backend/firebase/firebase-app';
import { EVOTING_HISTORY } from '../../src/shared/evoting/election-history';
import { newReceipt } from '../../src/shared/evoting/ballot';
import {
  asUser,
  asVoter,
  candidate,
  OTHER_PANITIA,
  seedElection,
  type SeededState,
} from './evoting-rules-fixtures';
import { asCaller, logEntry, seed, type Db } from './firestore-rules-support';

const random = (bytes: Uint8Array) => webcrypto.getRandomValues(bytes);

/** The adapter's references on a test client. */
export const refsOf = (db: Db): BallotRefs => ballotRefs({ db } as unknown as FirebaseHandles);
const evotingOf = (db: Db) => evotingRefs({ db } as unknown as FirebaseHandles);

/**
 * seedElection's election (committee panitia, voter `pemilih` verified on the roll) with a second
 * candidate and every count shard written empty, as the committee's schedule leaves them.
 */
export async function seedBallotElection(
  state: SeededState = 'berlangsung',
  options: { marked?: boolean } = {},
): Promise<string> {
  const id = await seedElection(state, options);
  await seed(async (db) => {
    const batch = writeBatch(db);
    batch.set(doc(db, 'pemilihan_events', id, 'kandidat', '2'), candidate(2));
    for (const shard of SHARD_IDS) batch.set(refsOf(db).shard(id, shard), emptyShard());
    await batch.commit();
  });
  return id;
}

/** Writes `data` past the rules at `pemilihan_events/{id}/...segments`. */
export const seedAt = (id: string, segments: string[], data: DocumentData) =>
  seed((db) => setDoc(doc(db, 'pemilihan_events', id, ...segments), data));

export const newPlan = (): Promise<CastPlan> => planCast(random);

/** The adapter's cast batch for `uid`, committed; `bend` may add to it or change it first. */
export async function cast(
  db: Db,
  id: string,
  uid: string,
  pilihan: string,
  options: {
    plan?: CastPlan;
    bend?: (batch: ReturnType<typeof writeBatch>, plan: CastPlan) => void;
  } = {},
): Promise<CastPlan> {
  const plan = options.plan ?? (await newPlan());
  const batch = writeBatch(db);
  writeCast(batch, refsOf(db), { eventId: id, voterUid: uid, pilihan, plan });
  options.bend?.(batch, plan);
  await batch.commit();
  return plan;
}

/**
 * A cast batch written by hand: the record (its fields replaced by `voted`), the receipts listed
 * (each an empty document unless given), and the count updates listed (shard, field → change).
 */
export async function castByHand(
  db: Db,
  id: string,
  uid: string,
  parts: {
    voted?: DocumentData | null;
    receipts?: { kode: string; data?: DocumentData }[];
    counts?: { shard: string; rahasia: string; changes: Record<string, unknown> }[];
  },
): Promise<void> {
  const refs = refsOf(db);
  const batch = writeBatch(db);
  if (parts.voted !== null && parts.voted !== undefined)
    batch.set(refs.voted(id, uid), parts.voted);
  for (const receipt of parts.receipts ?? [])
    batch.set(refs.receipt(id, receipt.kode), receipt.data ?? {});
  for (const count of parts.counts ?? []) {
    const pairs = Object.entries(count.changes).flatMap(([choice, change]) => [
      new FieldPath('suara', choice),
      change,
    ]);
    const [first, firstValue, ...rest] = pairs;
    batch.update(
      refs.shard(id, count.shard),
      first as FieldPath,
      firstValue,
      ...rest,
      'rahasia',
      count.rahasia,
    );
  }
  await batch.commit();
}

/** The record the adapter would write for these commitments. */
export async function votedFor(
  kode: string,
  shard: string,
  rahasia: string,
): Promise<DocumentData> {
  return {
    pada: serverTimestamp(),
    kodeTanda: kode,
    kunciKode: await sha256Hex(kode),
    kunciHitungan: await sha256Hex(shardCommitmentText(shard, rahasia)),
  };
}

export const plusOne = () => increment(1);

/** The adapter's publication batch (with its history entry) as `uid`, committed. */
export async function publish(
  db: Db,
  id: string,
  uid: string,
  options: {
    jumlahPemilih?: number;
    bend?: (batch: ReturnType<typeof writeBatch>, db: Db) => void;
    only?: 'flag' | 'results' | 'seals';
  } = {},
): Promise<void> {
  const batch = writeBatch(db);
  const refs = { evoting: evotingOf(db), ballot: refsOf(db) };
  if (options.only === 'flag')
    batch.update(refs.evoting.election(id), { hasilDipublikasikan: true });
  else if (options.only === 'results')
    batch.set(refs.ballot.results(id), { jumlahPemilih: 1, dipublikasikanPada: serverTimestamp() });
  else if (options.only === 'seals')
    for (const shard of SHARD_IDS)
      batch.set(refs.ballot.shard(id, shard), { terkunci: true, rahasia: null }, { merge: true });
  else writePublication(batch, refs, id, options.jumlahPemilih ?? 1);
  options.bend?.(batch, db);
  batch.set(evotingOf(db).histori(), logEntry(uid, EVOTING_HISTORY.resultsPublished('Pemilihan')));
  await batch.commit();
}

export const receipt = () => newReceipt((bytes) => globalThis.crypto.getRandomValues(bytes));
export const shardDoc = (db: Db, id: string, shard: string) => refsOf(db).shard(id, shard);

/** Everything the box holds, read past the rules: receipts, the counts summed, the records. */
export async function boxOf(
  id: string,
): Promise<{ receipts: string[]; counts: Record<string, number>; voted: string[] }> {
  let found = {
    receipts: [] as string[],
    counts: {} as Record<string, number>,
    voted: [] as string[],
  };
  await seed(async (db) => {
    const receipts = (await getDocs(collection(db, 'pemilihan_events', id, 'kotak'))).docs;
    const shards = (await getDocs(collection(db, 'pemilihan_events', id, 'hitungan'))).docs;
    const voted = (await getDocs(collection(db, 'pemilihan_events', id, 'sudah_memilih'))).docs;
    const counts: Record<string, number> = {};
    for (const shard of shards)
      for (const [choice, n] of Object.entries(
        (shard.data()['suara'] ?? {}) as Record<string, number>,
      ))
        counts[choice] = (counts[choice] ?? 0) + n;
    found = {
      receipts: receipts.map((d) => d.id),
      counts,
      voted: voted.map((d) => d.id),
    };
  });
  return found;
}

/** Every kind of caller, named. */
export const EVERYONE = (): [string, Db][] => [
  ['visitor', asCaller('anonymous')],
  ['the voter', asVoter('pemilih')],
  ['another voter', asVoter('pemilih-lain')],
  ['its committee', asCaller('panitia')],
  ['another committee', asUser(OTHER_PANITIA)],
  ['the master', asCaller('master')],
];

/** A batch built by `build` on `db`, committed. */
export async function writeBatchOf(
  db: Db,
  build: (batch: ReturnType<typeof writeBatch>, db: Db) => void,
): Promise<void> {
  const batch = writeBatch(db);
  build(batch, db);
  await batch.commit();
}

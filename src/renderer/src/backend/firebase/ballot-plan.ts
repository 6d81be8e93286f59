import {
  FieldPath,
  increment,
  serverTimestamp,
  type DocumentReference,
  type WriteBatch,
} from 'firebase/firestore';
import { newReceipt } from '../../../../shared/evoting/ballot';
import { COUNT_SHARDS, type BallotRefs } from './ballot-docs';

/**
 * One ballot on Firestore, planned in the voter's browser and written in one batch
 * (docs/EVOTING.md, "Firebase", "Casting"): the has-voted record, the receipt and one count on one
 * shard. The rules tie them together without a stored link between the voter and the shard:
 * the record holds two SHA-256 commitments, one to the receipt and one to the shard and a
 * random secret; the receipt must open the first, the shard (with the secret written on it,
 * overwritten by the next ballot there) the second. So one voter can add one receipt and one
 * count, on one shard, once.
 */

/** Fills the given bytes from a cryptographic source (crypto.getRandomValues). */
export type RandomFill = (bytes: Uint8Array) => Uint8Array;

/** A shard chosen uniformly at random (a byte past the last whole round is drawn again). */
export function pickShard(random: RandomFill): string {
  const limit = 256 - (256 % COUNT_SHARDS);
  for (;;) {
    const [byte] = random(new Uint8Array(1));
    if (byte !== undefined && byte < limit) return String(byte % COUNT_SHARDS);
  }
}

/** Lowercase hex, as the rules compare it (`toHexString().lower()`). */
export const toHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** SHA-256 of the UTF-8 text, lowercase hex (the rules' `hashing.sha256(text)`). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return toHex(new Uint8Array(digest));
}

/** The bytes of the shard's secret: 128 random bits, so the commitment cannot be guessed. */
const SECRET_BYTES = 16;

export interface CastPlan {
  kodeTanda: string;
  shard: string;
  /** Written on the shard with the count; the next ballot on that shard overwrites it. */
  rahasia: string;
  /** The has-voted record's commitments (docs: why they link nothing once the secret is gone). */
  kunciKode: string;
  kunciHitungan: string;
}

/** The text the shard commitment hashes: the shard and the secret. */
export const shardCommitmentText = (shard: string, rahasia: string): string =>
  `${shard}:${rahasia}`;

export async function planCast(random: RandomFill): Promise<CastPlan> {
  const kodeTanda = newReceipt(random);
  const shard = pickShard(random);
  const rahasia = toHex(random(new Uint8Array(SECRET_BYTES)));
  const [kunciKode, kunciHitungan] = await Promise.all([
    sha256Hex(kodeTanda),
    sha256Hex(shardCommitmentText(shard, rahasia)),
  ]);
  return { kodeTanda, shard, rahasia, kunciKode, kunciHitungan };
}

/**
 * The has-voted record: when (the server's time), the voter's own receipt (readable by them
 * alone, so their booth shows it again should the cast's answer be lost) and the two
 * commitments. No choice.
 */
export const votedDoc = (plan: CastPlan) => ({
  pada: serverTimestamp(),
  kodeTanda: plan.kodeTanda,
  kunciKode: plan.kunciKode,
  kunciHitungan: plan.kunciHitungan,
});

/** The batch's writes for one ballot (nothing else may be in that batch: the rules check it). */
export function writeCast(
  batch: Pick<WriteBatch, 'set' | 'update'>,
  refs: BallotRefs,
  ballot: { eventId: string; voterUid: string; pilihan: string; plan: CastPlan },
): void {
  const { eventId, voterUid, pilihan, plan } = ballot;
  batch.set(refs.voted(eventId, voterUid), votedDoc(plan));
  // A receipt is an empty document: its id is all it says.
  batch.set(refs.receipt(eventId, plan.kodeTanda), {});
  // One key of the shard's map, by one; the secret replaces the previous ballot's.
  const shard: DocumentReference = refs.shard(eventId, plan.shard);
  batch.update(shard, new FieldPath('suara', pilihan), increment(1), 'rahasia', plan.rahasia);
}

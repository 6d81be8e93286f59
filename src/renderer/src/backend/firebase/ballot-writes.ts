import { serverTimestamp, type WriteBatch } from 'firebase/firestore';
import { emptyShard, sealedShard, SHARD_IDS, type BallotRefs } from './ballot-docs';
import type { EvotingRefs } from './evoting-access';

/**
 * The committee's writes of the ballot's documents (docs/EVOTING.md, "Firebase"), each added to
 * the batch of the change it belongs to, as firestore.rules requires.
 */
type Batch = Pick<WriteBatch, 'set' | 'update'>;

/**
 * Every count shard, empty, with the schedule (and "Buka sekarang"): before the start nothing
 * can have been counted, so overwriting them loses nothing, and a shard's creation time is the
 * committee's, not a ballot's. A cast only updates a shard that exists.
 */
export function writeEmptyShards(batch: Batch, ballot: BallotRefs, eventId: string): void {
  for (const shard of SHARD_IDS) batch.set(ballot.shard(eventId, shard), emptyShard());
}

/** The abstain setting where voters can read it, with every change of the committee's own. */
export function writeAbstainSetting(
  batch: Batch,
  ballot: BallotRefs,
  eventId: string,
  abstain: boolean,
): void {
  batch.set(ballot.ballotRules(eventId), { abstain });
}

/**
 * Publication in one batch: the election's flag, the publication (the verified roll's size, the
 * time), and every shard sealed, which makes it readable and sets its update time to this one,
 * so that no shard shows when its last ballot came. A shard nobody wrote is created sealed.
 */
export function writePublication(
  batch: Batch,
  refs: { evoting: EvotingRefs; ballot: BallotRefs },
  eventId: string,
  jumlahPemilih: number,
): void {
  batch.update(refs.evoting.election(eventId), { hasilDipublikasikan: true });
  batch.set(refs.ballot.results(eventId), {
    jumlahPemilih,
    dipublikasikanPada: serverTimestamp(),
  });
  for (const shard of SHARD_IDS)
    batch.set(refs.ballot.shard(eventId, shard), sealedShard(), { merge: true });
}

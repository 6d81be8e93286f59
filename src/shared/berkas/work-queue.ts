import { isClosed, mayFinalise, verifierFor, canApprove } from './workflow';
import {
  SUBMISSION_STATUSES,
  type SubmissionStatus,
  type VerifierKey,
  type Verifiers,
} from './status';
import type { Kementerian, UserRole } from '../roles';

interface Actor {
  role: UserRole;
  kementerian: Kementerian | null;
}

type Queued = { currentStatus: SubmissionStatus; verifiers: Verifiers };

/** How many items of each bucket the Ringkasan lists (the count covers them all). */
export const WORK_QUEUE_PREVIEW = 5;

/** A submission in the work queue: only what the list shows, never the answers. */
export interface WorkQueueItem {
  id: string;
  ticketId: string;
  namaKegiatan: string;
  penyelenggara: string;
  currentStatus: SubmissionStatus;
  createdAt: string;
}

export interface WorkQueueBucket {
  total: number;
  /** The oldest first: they have waited longest. */
  items: WorkQueueItem[];
}

/**
 * What waits for one user (issue 12, item 11). `waiting` is null for a user without a verifier of
 * their own (master chooses one per action, so nothing waits for "them"); the two finalising
 * buckets only for those who may ACC and send the follow-up (mayFinalise).
 */
export interface WorkQueue {
  verifier: VerifierKey | null;
  waiting: WorkQueueBucket | null;
  readyForApproval: WorkQueueBucket | null;
  awaitingFinal: WorkQueueBucket | null;
}

/** Waits for this verifier: their status is still `menunggu` and the submission is open. */
export const waitsForVerifier = (submission: Queued, verifier: VerifierKey): boolean =>
  !isClosed(submission.currentStatus) && submission.verifiers[verifier].status === 'menunggu';

/** All four verified, not yet approved: ACC can be given. */
export const readyForApproval = (submission: Queued): boolean => canApprove(submission).ok;

/** Approved, the final follow-up not yet sent. */
export const awaitingFinal = (submission: Queued): boolean =>
  submission.currentStatus === 'Disetujui';

/** Which buckets a user has: their own verifier (never a chosen one) and the finalising ones. */
export function workQueueScope(actor: Actor): {
  verifier: VerifierKey | null;
  finalises: boolean;
} {
  return { verifier: verifierFor(actor), finalises: mayFinalise(actor) };
}

/** Builds the queue from the candidate submissions (any order), with the shared predicates. */
export function buildWorkQueue<T extends Queued & WorkQueueItem>(
  actor: Actor,
  candidates: readonly T[],
  preview = WORK_QUEUE_PREVIEW,
): WorkQueue {
  const { verifier, finalises } = workQueueScope(actor);
  const oldestFirst = [...candidates].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  );
  const bucket = (keep: (s: T) => boolean): WorkQueueBucket => {
    const matches = oldestFirst.filter(keep);
    return { total: matches.length, items: matches.slice(0, preview).map(toQueueItem) };
  };
  return {
    verifier,
    waiting: verifier ? bucket((s) => waitsForVerifier(s, verifier)) : null,
    readyForApproval: finalises ? bucket(readyForApproval) : null,
    awaitingFinal: finalises ? bucket(awaitingFinal) : null,
  };
}

export const toQueueItem = (s: WorkQueueItem): WorkQueueItem => ({
  id: s.id,
  ticketId: s.ticketId,
  namaKegiatan: s.namaKegiatan,
  penyelenggara: s.penyelenggara,
  currentStatus: s.currentStatus,
  createdAt: s.createdAt,
});

/** The panel's filter counts: every status and `total` (Semua), within the current search. */
export type StatusCounts = Record<SubmissionStatus, number> & { total: number };

export const emptyStatusCounts = (): StatusCounts => ({
  total: 0,
  ...(Object.fromEntries(SUBMISSION_STATUSES.map((s) => [s, 0])) as Record<
    SubmissionStatus,
    number
  >),
});

import {
  collection,
  doc,
  getDoc,
  writeBatch,
  type DocumentReference,
  type WriteBatch,
} from 'firebase/firestore';
import type { UserProfile } from '../../../../shared/accounts';
import { EVOTING_MESSAGES, type Election } from '../../../../shared/evoting/election';
import { configurationProblem } from '../../../../shared/evoting/election-state';
import { BackendError } from '../backend-error';
import type { FirebaseHandles } from './firebase-app';
import { translated } from './firebase-errors';
import { callerProfile, historiDoc } from './histori-writer';
import {
  EVOTING_COLLECTIONS as C,
  committeeFromDoc,
  electionFromDoc,
  electionWithCommittee,
  mapDoc,
  type CommitteeRecord,
  type ElectionRecord,
} from './evoting-docs';

/**
 * Who may act in e-voting on Firebase, decided as the embedded server's guards decide
 * (src/server/evoting/committee-access.ts): the rules refuse the same callers, this gives the
 * server's answers (403 for another committee, 404 only to the master) before any write.
 */

/** Refusals with the server's codes and the shared messages. */
export const refuse = {
  /** A state rule's refusal (the page shows the message), beside `field` when it names one. */
  conflict: (message: string, field?: string) =>
    new BackendError('CONFLICT', message, 409, field ? { [field]: message } : undefined),
  forbidden: () => BackendError.fromCode('FORBIDDEN', 403),
  unauthenticated: () => BackendError.fromCode('UNAUTHENTICATED', 401),
  notFound: (message: string = EVOTING_MESSAGES.electionNotFound) =>
    BackendError.fromCode('NOT_FOUND', 404, message),
  /** A field-level refusal, shown beside the field (as the server's VALIDATION with `fields`). */
  field: (field: string, message: string) =>
    new BackendError('VALIDATION', message, 400, { [field]: message }),
};

/** A Firestore document id (no slash, not `.`/`..`): anything else names no election. */
export const isDocId = (id: string): boolean => /^[A-Za-z0-9_-]{1,128}$/.test(id);

export function evotingRefs(h: FirebaseHandles) {
  const election = (id: string) => doc(h.db, C.elections, id);
  return {
    request: (id: string) => doc(h.db, C.requests, id),
    requests: () => collection(h.db, C.requests),
    election,
    elections: () => collection(h.db, C.elections),
    committee: (id: string) => doc(h.db, C.committees, id),
    committees: () => collection(h.db, C.committees),
    candidates: (id: string) => collection(election(id), C.candidates),
    candidate: (id: string, nomor: number | string) =>
      doc(election(id), C.candidates, String(nomor)),
    roll: (id: string) => collection(election(id), C.roll),
    rollEntry: (id: string, voterId: string) => doc(election(id), C.roll, voterId),
    announcements: (id: string) => collection(election(id), C.announcements),
    announcement: (id: string, announcementId: string) =>
      doc(election(id), C.announcements, announcementId),
    histori: () => doc(collection(h.db, 'histori')),
  };
}
export type EvotingRefs = ReturnType<typeof evotingRefs>;

/** The master, or a refusal (Manajemen E-Voting is master only, src/shared/admin-menu.ts). */
export async function masterProfile(h: FirebaseHandles): Promise<UserProfile> {
  const actor = await callerProfile(h);
  if (actor.role !== 'master') throw refuse.forbidden();
  return actor;
}

async function readDoc<T>(
  ref: DocumentReference,
  from: (id: string, data: Record<string, unknown> | undefined) => T | null,
): Promise<T | null> {
  return mapDoc(await translated(() => getDoc(ref)), from);
}

export const readElection = (h: FirebaseHandles, id: string): Promise<ElectionRecord | null> =>
  readDoc(evotingRefs(h).election(id), (docId, data) => electionFromDoc(docId, data, Date.now()));

export const readCommittee = (h: FirebaseHandles, id: string): Promise<CommitteeRecord | null> =>
  readDoc(evotingRefs(h).committee(id), (_id, data) => committeeFromDoc(data));

/** The caller in an election's committee area, with the election as it is now. */
export interface CommitteeContext {
  actor: UserProfile;
  record: ElectionRecord;
  committee: CommitteeRecord;
  /** The election with the committee's abstain, its state from this client's clock. */
  election: Election;
}

/**
 * The committee area's guard: that election's committee (an active committee account on its
 * list) or the master. The committee document itself is readable only by them (firestore.rules),
 * so anyone else is refused by Firestore too.
 */
export async function committeeContext(
  h: FirebaseHandles,
  eventId: string,
): Promise<CommitteeContext> {
  const actor = await callerProfile(h);
  const isMaster = actor.role === 'master';
  if (!isMaster && actor.role !== 'panitia_requestor') throw refuse.forbidden();
  if (!isDocId(eventId)) throw isMaster ? refuse.notFound() : refuse.forbidden();
  const committee = await readCommittee(h, eventId);
  if (!isMaster && !committee?.ids.includes(actor.id)) throw refuse.forbidden();
  const record = await readElection(h, eventId);
  if (!record || !committee) throw refuse.notFound();
  return { actor, record, committee, election: electionWithCommittee(record, committee) };
}

/**
 * The committee acting on a configuration that may still change (candidates, roll): refused
 * once the election opens, as the rules refuse it with request.time.
 */
export async function configurableContext(
  h: FirebaseHandles,
  eventId: string,
): Promise<CommitteeContext> {
  const context = await committeeContext(h, eventId);
  const problem = configurationProblem(context.election.state);
  if (problem) throw refuse.conflict(problem);
  return context;
}

/** A change and its history entry in one batch (the rules check the entry's actor and time). */
export async function commitWithHistori(
  h: FirebaseHandles,
  actor: UserProfile,
  action: string,
  change: (batch: WriteBatch) => void,
): Promise<void> {
  const batch = writeBatch(h.db);
  change(batch);
  batch.set(evotingRefs(h).histori(), historiDoc(actor, actor.id, action));
  await translated(() => batch.commit());
}

import { getDoc, getDocs, type DocumentSnapshot } from 'firebase/firestore';
import { BOOTH_MESSAGES, boothProblem, type BoothView } from '../../../../shared/evoting/ballot';
import { toPublicElection, type Candidate } from '../../../../shared/evoting/election';
import type { RollStatus } from '../../../../shared/evoting/roll';
import type { LiveObserver, Unsubscribe } from '../live-observer';
import { abstainFromDoc, ballotRefs, votedAtFromDoc, votedReceiptFromDoc } from './ballot-docs';
import { evotingRefs, isDocId, refuse } from './evoting-access';
import {
  candidateFromDoc,
  electionFromDoc,
  mapDoc,
  mapDocs,
  rollEntryFromDoc,
  type ElectionRecord,
} from './evoting-docs';
import { clockedEmitter, combineSources } from './evoting-live';
import { docSource } from './evoting-sources';
import type { FirebaseHandles } from './firebase-app';
import { toBackendError, translated } from './firebase-errors';

/**
 * The booth `/voting/{eventId}` on Firestore, for the voter signed in on the voters' app: the
 * election, their own roll entry, their own has-voted record and the abstain setting, each a
 * document the rules let them read, decided with the shared boothProblem. The rules decide again
 * when they cast (ballot-cast.ts); this only tells them beforehand.
 */

/** What the booth decides on. */
export interface BoothFacts {
  record: ElectionRecord | null;
  rollStatus: RollStatus | null;
  votedAt: string | null;
  /** The voter's own receipt on their has-voted record (null when none was kept). */
  kodeTanda: string | null;
  abstain: boolean;
}

export type BoothDecision =
  /** No such election for a voter (unknown, or a draft: its committee's business only). */
  | { kind: 'tidak-ada' }
  /** Admitted: the ballot needs the candidates, read once (frozen from the start). */
  | { kind: 'perlu-kandidat' }
  | { kind: 'tampil'; view: BoothView };

export function decideBooth(
  facts: BoothFacts,
  candidates: readonly Candidate[] | null,
): BoothDecision {
  const { record } = facts;
  if (!record || record.election.state === 'draf') return { kind: 'tidak-ada' };
  const alasan = boothProblem(record.election.state, facts.rollStatus, facts.votedAt);
  if (alasan)
    return {
      kind: 'tampil',
      view: {
        kind: 'ditolak',
        election: toPublicElection(record.election, record.jumlahKandidat),
        alasan,
        // When they voted and their receipt are all a voter learns of their own ballot.
        votedAt: alasan === 'sudah-memilih' ? facts.votedAt : null,
        kodeTanda: alasan === 'sudah-memilih' ? facts.kodeTanda : null,
      },
    };
  if (!candidates) return { kind: 'perlu-kandidat' };
  const sorted = [...candidates].sort((a, b) => a.nomor - b.nomor);
  return {
    kind: 'tampil',
    view: {
      kind: 'terbuka',
      election: toPublicElection(record.election, sorted.length),
      candidates: sorted,
      abstain: facts.abstain,
    },
  };
}

/** The refusal a cast gets for these facts (the server's codes), or nothing when admitted. */
export function refuseUnlessAdmitted(facts: BoothFacts): void {
  const decision = decideBooth(facts, []);
  if (decision.kind === 'tidak-ada') throw refuse.notFound();
  if (decision.kind === 'tampil' && decision.view.kind === 'ditolak')
    throw refuse.conflict(BOOTH_MESSAGES[decision.view.alasan]);
}

interface BoothSnapshots extends Record<string, unknown> {
  election: DocumentSnapshot;
  entry: DocumentSnapshot;
  voted: DocumentSnapshot;
  ballot: DocumentSnapshot;
}

function factsOf(s: BoothSnapshots, now: number): BoothFacts {
  return {
    record: mapDoc(s.election, (id, data) => electionFromDoc(id, data, now)),
    rollStatus: mapDoc(s.entry, (id, data) => rollEntryFromDoc(id, data, now))?.status ?? null,
    votedAt: votedAtFromDoc(s.voted.data({ serverTimestamps: 'estimate' }), now),
    kodeTanda: votedReceiptFromDoc(s.voted.data()),
    abstain: abstainFromDoc(s.ballot.data()),
  };
}

function sourcesOf(h: FirebaseHandles, eventId: string, uid: string) {
  const ballot = ballotRefs(h);
  return {
    election: evotingRefs(h).election(eventId),
    entry: evotingRefs(h).rollEntry(eventId, uid),
    voted: ballot.voted(eventId, uid),
    ballot: ballot.ballotRules(eventId),
  };
}

/** The booth's facts read once, now (a cast checks them before writing). */
export async function readBooth(
  h: FirebaseHandles,
  eventId: string,
  uid: string,
): Promise<BoothFacts> {
  const refs = sourcesOf(h, eventId, uid);
  const [election, entry, voted, ballot] = await translated(() =>
    Promise.all([
      getDoc(refs.election),
      getDoc(refs.entry),
      getDoc(refs.voted),
      getDoc(refs.ballot),
    ]),
  );
  return factsOf({ election, entry, voted, ballot }, Date.now());
}

/** The election's candidates (public once it has a schedule). */
export async function readCandidates(h: FirebaseHandles, eventId: string): Promise<Candidate[]> {
  const snapshot = await translated(() => getDocs(evotingRefs(h).candidates(eventId)));
  return mapDocs(snapshot.docs, (id, data) => candidateFromDoc(id, data));
}

/** Follows the booth of one election for the signed-in voter `uid`. */
function followBooth(
  h: FirebaseHandles,
  eventId: string,
  uid: string,
  observer: LiveObserver<BoothView>,
  fail: (error: unknown) => void,
): Unsubscribe {
  let latest: BoothSnapshots | null = null;
  let candidates: Candidate[] | null = null;
  let loading = false;
  let stopped = false;
  // Assigned below; a listener never answers synchronously, but a stop must not depend on it.
  let stopSources: Unsubscribe = () => undefined;
  const stop = () => {
    stopped = true;
    clock.stop();
    stopSources();
  };
  const loadCandidates = () => {
    if (loading) return;
    loading = true;
    readCandidates(h, eventId).then(
      (found) => {
        candidates = found;
        clock.refresh();
      },
      (error: unknown) => {
        if (stopped) return;
        stop();
        fail(error);
      },
    );
  };
  // The state moves with the clock (opening, closing) while no document changes.
  const clock = clockedEmitter((now) => {
    if (!latest || stopped) return [];
    const facts = factsOf(latest, now);
    const decision = decideBooth(facts, candidates);
    if (decision.kind === 'tidak-ada') {
      stop();
      fail(refuse.notFound());
      return [];
    }
    if (decision.kind === 'perlu-kandidat') loadCandidates();
    else observer.next(decision.view);
    return facts.record ? [facts.record.election] : [];
  });
  const refs = sourcesOf(h, eventId, uid);
  stopSources = combineSources<BoothSnapshots>(
    {
      election: docSource(refs.election),
      entry: docSource(refs.entry),
      voted: docSource(refs.voted),
      ballot: docSource(refs.ballot),
    },
    (values) => {
      latest = values;
      clock.refresh();
    },
    (error) => {
      if (stopped) return;
      stopped = true;
      clock.stop();
      fail(error);
    },
  );
  return stop;
}

/** watchBooth: waits for the voter's session (restored asynchronously after a reload). */
export function watchBooth(
  voterApp: () => FirebaseHandles,
  eventId: string,
  observer: LiveObserver<BoothView>,
): Unsubscribe {
  const fail = (error: unknown) => observer.error?.(toBackendError(error));
  if (!isDocId(eventId)) {
    queueMicrotask(() => fail(refuse.notFound()));
    return () => undefined;
  }
  const h = voterApp();
  let cancelled = false;
  let stopWatching: Unsubscribe | null = null;
  void h.auth.authStateReady().then(() => {
    if (cancelled) return;
    const uid = h.auth.currentUser?.uid;
    if (!uid) fail(refuse.unauthenticated());
    else stopWatching = followBooth(h, eventId, uid, observer, fail);
  }, fail);
  return () => {
    cancelled = true;
    stopWatching?.();
  };
}

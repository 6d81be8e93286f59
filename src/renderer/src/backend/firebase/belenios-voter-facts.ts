import { getDoc } from 'firebase/firestore';
import type { BeleniosSetupDocument } from '../../../../shared/evoting/belenios/record-from-documents';
import type { RollStatus } from '../../../../shared/evoting/roll';
import { BackendError } from '../backend-error';
import { votedAtFromDoc } from './ballot-docs';
import {
  beleniosRefs,
  credentialFromDoc,
  setupFromDoc,
  votedTrackerFromDoc,
} from './belenios-docs';
import { evotingRefs } from './evoting-access';
import { electionFromDoc, mapDoc, rollEntryFromDoc, type ElectionRecord } from './evoting-docs';
import type { FirebaseHandles } from './firebase-app';
import { translated } from './firebase-errors';

/**
 * What the voter's Belenios steps decide on, read on the voters' app with the documents the rules
 * let a voter read: the public setup and election, and their own roll entry, public credential
 * and has-voted record. The rules decide again when they write; this gives the server's answers.
 */
export interface BeleniosVoterFacts {
  setup: BeleniosSetupDocument | null;
  /** Null for an election the voter may not see (none, or a draft the rules keep from them). */
  record: ElectionRecord | null;
  rollStatus: RollStatus | null;
  kredensial: string | null;
  votedAt: string | null;
  tracker: string | null;
}

/** A read the rules refuse (a draft's election, for a voter) is a document the voter cannot see. */
async function visible<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await translated(read);
  } catch (error) {
    if (error instanceof BackendError && error.code === 'FORBIDDEN') return null;
    throw error;
  }
}

export async function readVoterFacts(
  h: FirebaseHandles,
  eventId: string,
  uid: string,
): Promise<BeleniosVoterFacts> {
  const refs = beleniosRefs(h);
  const setup = setupFromDoc((await translated(() => getDoc(refs.setup(eventId)))).data());
  const none = { record: null, rollStatus: null, kredensial: null, votedAt: null, tracker: null };
  if (!setup) return { setup, ...none };
  const election = await visible(() => getDoc(evotingRefs(h).election(eventId)));
  const now = Date.now();
  const record = election && mapDoc(election, (id, data) => electionFromDoc(id, data, now));
  if (!record || record.election.state === 'draf') return { setup, ...none };
  const [entry, credential, voted] = await translated(() =>
    Promise.all([
      getDoc(evotingRefs(h).rollEntry(eventId, uid)),
      getDoc(refs.credential(eventId, uid)),
      getDoc(refs.voted(eventId, uid)),
    ]),
  );
  return {
    setup,
    record,
    rollStatus: mapDoc(entry, (id, data) => rollEntryFromDoc(id, data, now))?.status ?? null,
    kredensial: credentialFromDoc(credential.data()),
    votedAt: votedAtFromDoc(voted.data(), now),
    tracker: votedTrackerFromDoc(voted.data()),
  };
}

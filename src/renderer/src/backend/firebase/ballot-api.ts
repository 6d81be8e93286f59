import type { BallotApi } from '../ballot-api';
import { watchBooth } from './ballot-booth';
import { castBallot } from './ballot-cast';
import { publishResults } from './ballot-publish';
import { watchResults } from './ballot-results';
import { readBeleniosRecord } from './belenios-results-read';
import type { FirebaseHandles } from './firebase-app';

/**
 * E-voting part 2 on Firebase (docs/EVOTING.md, "Firebase"): the booth and the cast on the voters'
 * own app (the voter signs in there: voter-app.ts), the publication on the main app (the
 * committee's and the master's accounts), the results and a Belenios election's record, built
 * from its documents, on the main app for anyone.
 */
export function createFirebaseBallotApi(
  h: FirebaseHandles,
  voterApp: () => FirebaseHandles,
): BallotApi {
  return {
    watchBooth: (eventId, observer) => watchBooth(voterApp, eventId, observer),
    cast: (eventId, pilihan) => castBallot(voterApp, eventId, pilihan),
    watchResults: (eventId, observer) => watchResults(h, eventId, observer),
    publishResults: (eventId) => publishResults(h, eventId),
    record: (eventId) => readBeleniosRecord(h, eventId),
  };
}

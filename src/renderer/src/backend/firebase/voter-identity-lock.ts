import { collectionGroup, getDocs, query, where } from 'firebase/firestore';
import type { ElectionState } from '../../../../shared/evoting/election-state';
import { readElection } from './evoting-access';
import { EVOTING_COLLECTIONS, ROLL_VOTER_FIELD } from './evoting-docs';
import type { FirebaseHandles } from './firebase-app';
import { translated } from './firebase-errors';

/**
 * The states of the elections on whose roll the voter is verified, for the shared identity lock
 * (voter.ts identityChangeProblem) as the server applies it. The voter reads their own entries
 * (a collection-group query the rules allow for their own uid). An election the voter may not
 * read is a draft, which has not closed: it counts as one.
 */
export async function verifiedElectionStates(
  h: FirebaseHandles,
  uid: string,
): Promise<ElectionState[]> {
  const entries = await translated(() =>
    getDocs(
      query(collectionGroup(h.db, EVOTING_COLLECTIONS.roll), where(ROLL_VOTER_FIELD, '==', uid)),
    ),
  );
  const electionIds = entries.docs
    .filter((entry) => entry.get('status') === 'terverifikasi')
    .map((entry) => entry.ref.parent.parent?.id ?? '');
  return Promise.all(
    electionIds.map(async (id): Promise<ElectionState> => {
      try {
        return (await readElection(h, id))?.election.state ?? 'draf';
      } catch {
        return 'draf';
      }
    }),
  );
}

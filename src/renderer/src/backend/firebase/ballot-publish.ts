import { BELENIOS_MESSAGES } from '../../../../shared/evoting/belenios-election';
import { EVOTING_HISTORY } from '../../../../shared/evoting/election-history';
import { publishProblem, type ElectionResults } from '../../../../shared/evoting/results';
import { BackendError } from '../backend-error';
import { ballotRefs } from './ballot-docs';
import { readResults } from './ballot-results';
import { publishBeleniosResults } from './belenios-publish';
import { readSetup } from './belenios-results-read';
import { isFrozenSetup } from './belenios-tally';
import { writePublication } from './ballot-writes';
import {
  commitWithHistori,
  committeeContext,
  evotingRefs,
  readElection,
  refuse,
} from './evoting-access';
import { countRoll } from './evoting-overview';
import type { FirebaseHandles } from './firebase-app';

/**
 * The committee (or the master) publishes the results of a closed election, once, with its
 * history entry (the server's text); a Belenios election's result is computed and checked first
 * (belenios-publish.ts). The rules allow it only from the end on, not for a cancelled
 * election, and only once; the roll's size is the one figure the committee's client writes (the
 * public cannot count the roll; it is frozen since the start).
 */
export async function publishResults(
  h: FirebaseHandles,
  eventId: string,
): Promise<ElectionResults> {
  const { actor, election } = await committeeContext(h, eventId);
  const problem = publishProblem(election.state, election.hasilDipublikasikan);
  if (problem) throw refuse.conflict(problem);
  const setup = await readSetup(h, eventId);
  try {
    if (setup) {
      // A Belenios election: its counts exist only in the result its trustees' decryptions give.
      if (!isFrozenSetup(setup)) throw refuse.conflict(BELENIOS_MESSAGES.notClosed);
      await publishBeleniosResults(h, eventId, actor, election.nama, setup);
    } else {
      const roll = await countRoll(h, eventId);
      const refs = { evoting: evotingRefs(h), ballot: ballotRefs(h) };
      await commitWithHistori(h, actor, EVOTING_HISTORY.resultsPublished(election.nama), (batch) =>
        writePublication(batch, refs, eventId, roll.terverifikasi),
      );
    }
  } catch (error) {
    // Refused by the rules: another member published first (or the master cancelled it).
    // Say so, as the server would; any other refusal is reported as it is.
    const now = await readElection(h, eventId);
    const again = now && publishProblem(now.election.state, now.election.hasilDipublikasikan);
    if (error instanceof BackendError && error.code === 'FORBIDDEN' && again)
      throw refuse.conflict(again);
    throw error;
  }
  const results = await readResults(h, eventId);
  if (!results) throw BackendError.fromCode('INTERNAL');
  return results;
}

import { BELENIOS_MESSAGES } from '../belenios-election';
import { ballotProblem, parseBallot } from './ballot';
import { type BeleniosElection, parseElection } from './election';

/** The last election read, by its text: a checker checks ballots of one election at a time. */
let cached: { text: string; election: BeleniosElection } | null = null;

/**
 * Everything a cast ballot must satisfy that needs no database (issue 34 item 3): it parses,
 * it is signed with the voter's own public credential, its election is this one, and every
 * proof and the signature hold. The refusal in Indonesian, or null. CPU-bound (tens of
 * milliseconds of 2048-bit arithmetic): the embedded server runs it off its event loop
 * (ballot-checker.ts); on Firebase the voter's browser runs it before writing, so that a voter
 * gets the server's refusal rather than a ballot the committee leaves out of the tally.
 */
export function castBallotProblem(
  electionJson: string,
  credential: string,
  text: string,
): string | null {
  if (cached?.text !== electionJson)
    cached = { text: electionJson, election: parseElection(electionJson) };
  try {
    const ballot = parseBallot(text);
    if (ballot.credential.toString() !== credential) return BELENIOS_MESSAGES.wrongCredential;
    const problem = ballotProblem(cached.election, ballot);
    return problem === null ? null : BELENIOS_MESSAGES.badBallot + problem;
  } catch (error) {
    return (
      BELENIOS_MESSAGES.badBallot + (error instanceof Error ? error.message : 'tidak terbaca.')
    );
  }
}

import { BackendError } from '../backend-error';
import type { BeleniosVoterApi } from '../belenios-voter-api';
import { BELENIOS_UNAVAILABLE } from './belenios-committee-api';

/**
 * Firebase keeps its plaintext counters (issue 34 is the embedded server's for now): no election
 * there is a Belenios election, so the voter's view is always "none" and every step is refused.
 */
export function createFirebaseBeleniosVoterApi(): BeleniosVoterApi {
  const refuse = () => Promise.reject(new BackendError('UNAVAILABLE', BELENIOS_UNAVAILABLE));
  return {
    view: () => Promise.resolve(null),
    registerCredential: refuse,
    castBallot: refuse,
    ballotBox: refuse,
  };
}

import { BackendError } from '../backend-error';
import type { TrusteeApi } from '../trustee-api';
import { BELENIOS_UNAVAILABLE } from './belenios-committee-api';

/**
 * Firebase keeps its plaintext counters (issue 34 is the embedded server's for now): no election
 * there has trustees, so every trustee call is refused with the same sentence as the committee's.
 */
export function createFirebaseTrusteeApi(): TrusteeApi {
  const refuse = () => Promise.reject(new BackendError('UNAVAILABLE', BELENIOS_UNAVAILABLE));
  return { signIn: refuse, signOut: refuse, view: refuse, send: refuse };
}

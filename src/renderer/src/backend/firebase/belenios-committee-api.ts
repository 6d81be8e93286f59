import { BackendError } from '../backend-error';
import { BELENIOS_UNAVAILABLE_CODE, type BeleniosCommitteeApi } from '../belenios-committee-api';

/** Why a Firebase build refuses the committee's Belenios steps. */
export const BELENIOS_UNAVAILABLE =
  'Wali kunci dan kredensial pemilih (surat suara terenkripsi) hanya tersedia pada server bawaan portal.';

/**
 * Firebase keeps its plaintext counters (issue 34 is the embedded server's for now): every call
 * is refused with UNAVAILABLE, which the committee's pages read as "no such step here".
 */
export function createFirebaseBeleniosCommitteeApi(): BeleniosCommitteeApi {
  const refuse = () =>
    Promise.reject(new BackendError(BELENIOS_UNAVAILABLE_CODE, BELENIOS_UNAVAILABLE));
  return {
    trusteeStatus: refuse,
    nameTrustees: refuse,
    credentialStatus: refuse,
    issueCredentials: refuse,
  };
}

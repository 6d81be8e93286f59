import {
  derivePublicCredential,
  generatePrivateCredential,
  publicCredentialToString,
} from '../../../../../shared/evoting/belenios/credential';
import { BELENIOS_2048 } from '../../../../../shared/evoting/belenios/group';
import type { CredentialMessage, CredentialVoter, MadeCredential } from './credential-messages';

/** Progress at most this often: a smooth bar without thousands of queued messages. */
export const PROGRESS_INTERVAL_MS = 50;

/**
 * The worker's whole job, without the worker (credential-worker.ts wires it to `self`): a fresh
 * private credential per voter and its public credential for this election's UUID (PBKDF2 and a
 * 2048-bit exponentiation each), with throttled progress, then the list or an error.
 */
export function makeCredentials(
  uuid: string,
  voters: readonly CredentialVoter[],
  post: (message: CredentialMessage) => void,
  now: () => number = Date.now,
): void {
  try {
    const credentials: MadeCredential[] = [];
    let lastPosted = -Infinity;
    for (const voter of voters) {
      const kode = generatePrivateCredential();
      const publik = publicCredentialToString(derivePublicCredential(BELENIOS_2048, uuid, kode));
      credentials.push({ ...voter, kode, publik });
      const done = credentials.length;
      const at = now();
      // The last always goes out, so the bar ends full.
      if (done === voters.length || at - lastPosted >= PROGRESS_INTERVAL_MS) {
        lastPosted = at;
        post({ type: 'progress', done, total: voters.length });
      }
    }
    post({ type: 'result', credentials });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    post({ type: 'error', message: `Pembuatan kredensial terhenti karena galat: ${detail}` });
  }
}

import { readArchive } from '../../../../shared/evoting/belenios/archive';
import { parseElection } from '../../../../shared/evoting/belenios/election';
import { verifyRecord } from '../../../../shared/evoting/belenios/verify-record';
import type { RecordElection, VerifyMessage } from './verify-messages';

/**
 * Progress at most this often (about 20 a second): a bar that moves smoothly, without thousands
 * of messages queueing on the page's thread for a big election.
 */
export const PROGRESS_INTERVAL_MS = 50;

/** The election named by the record, or null when it cannot even be read (the chain step says why). */
function recordElection(bytes: Uint8Array): RecordElection | null {
  try {
    const { name, uuid, fingerprint } = parseElection(readArchive(bytes).election);
    return { name, uuid, fingerprint };
  } catch {
    return null;
  }
}

/**
 * The worker's whole job, without the worker (verify-worker.ts wires it to `self`): names the
 * election first so the page shows what is being checked, then verifies the record, throttling
 * the per-ballot progress, and ends with the verification or an error.
 */
export function runVerification(
  bytes: Uint8Array,
  post: (message: VerifyMessage) => void,
  now: () => number = Date.now,
): void {
  try {
    const election = recordElection(bytes);
    if (election !== null) post({ type: 'election', election });
    let lastPosted = -Infinity;
    const verification = verifyRecord(bytes, (done, total) => {
      const at = now();
      // The first and the last always go out: the bar starts at once and ends full.
      if (done > 0 && done < total && at - lastPosted < PROGRESS_INTERVAL_MS) return;
      lastPosted = at;
      post({ type: 'progress', done, total });
    });
    post({ type: 'result', verification });
  } catch (error) {
    // verifyRecord reports a bad record as failed steps; only the unexpected (memory) gets here.
    const detail = error instanceof Error ? error.message : String(error);
    post({ type: 'error', message: `Pemeriksaan terhenti karena galat: ${detail}` });
  }
}

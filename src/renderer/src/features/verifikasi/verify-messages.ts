import type { RecordVerification } from '../../../../shared/evoting/belenios/verify-record';

/**
 * What the page and the verification worker say to each other (verify-worker.ts). The page
 * sends the archive's bytes once, transferred rather than copied; the worker answers with the
 * election it found, progress, and at the end either the verification or an error.
 */

export interface VerifyRequest {
  type: 'verify';
  /** The whole `UUID.bel`; transferred, so the page no longer holds it. */
  bytes: ArrayBuffer;
}

/** The election the record names, read before its checks so the page can show it at once. */
export interface RecordElection {
  name: string;
  uuid: string;
  /** Belenios' fingerprint of election.json, which every ballot names. */
  fingerprint: string;
}

export type VerifyMessage =
  | { type: 'election'; election: RecordElection }
  | { type: 'progress'; done: number; total: number }
  | { type: 'result'; verification: RecordVerification }
  | { type: 'error'; message: string };

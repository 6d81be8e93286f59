/**
 * What the booth and its encryption worker say to each other (ballot-worker.ts): the page sends
 * election.json, the credential and the choice once; the worker answers with progress and at the
 * end the ballot's exact text, or an error.
 */

export interface EncryptRequest {
  type: 'encrypt';
  /** election.json's exact text, as the server published it. */
  election: string;
  /** The voter's private credential (it never leaves this device). */
  credential: string;
  /** A candidate's index in ballot-number order, or null for abstain. */
  choice: number | null;
}

export type EncryptMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'ballot'; text: string }
  | { type: 'error'; message: string };

/**
 * What the page and the credential worker say to each other (credential-worker.ts): the page
 * sends the election's UUID and the voters; the worker answers with progress, then every voter's
 * private and public credential, or an error.
 */

export interface CredentialVoter {
  voterId: string;
  nim: string;
  nama: string;
}

export interface MadeCredential extends CredentialVoter {
  /** The private credential (XXX-XXX-XXX-XXX-XXX), for the voter's hands only. */
  kode: string;
  /** g^secret in decimal: the only part the backend receives. */
  publik: string;
}

export interface CredentialRequest {
  type: 'make';
  uuid: string;
  voters: CredentialVoter[];
}

export type CredentialMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'result'; credentials: MadeCredential[] }
  | { type: 'error'; message: string };

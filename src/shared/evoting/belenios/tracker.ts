import { sha256B64, sha256Hex } from './hash';

/**
 * The smart ballot tracker (issue 34; Belenios' specification, "Ballots": H_JSON of the whole
 * ballot): the Base64 SHA-256 (no padding) of the ballot's exact text, as Belenios' booth shows it
 * (`belenios_jslib`: `tracker = sha256_b64 ballot`). It is the voter's receipt.
 *
 * The same digest in hex is the name of the ballot's payload in the election archive (.bel) and
 * the `hash` that `belenios-tool election compute-ballot-summary` lists.
 */
export function ballotTracker(ballotText: string): string {
  return sha256B64(ballotText);
}

/** The ballot's payload hash in the archive and in compute-ballot-summary (hex). */
export function ballotArchiveHash(ballotText: string): string {
  return sha256Hex(ballotText);
}

/** A tracker (Base64, no padding) as the archive's hex hash, to find a voter's ballot there. */
export function trackerToArchiveHash(tracker: string): string {
  const padded = tracker + '='.repeat((4 - (tracker.length % 4)) % 4);
  const binary = atob(padded);
  let hex = '';
  for (let i = 0; i < binary.length; i++) hex += binary.charCodeAt(i).toString(16).padStart(2, '0');
  return hex;
}

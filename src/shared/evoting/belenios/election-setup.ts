import { BASE58_DIGITS } from './credential';
import {
  type BeleniosGroup,
  numberToString,
  randomBelow,
  type RandomBytes,
  systemRandom,
} from './group';

/**
 * What an election's Belenios setup is made of on the portal's side (issue 34;
 * docs/BELENIOS-FORMATS.md §3 and §11): a fresh UUID next to the portal's own election id, one
 * homomorphic question whose answers are the candidate pairs in ballot-number order (abstain is
 * Belenios' blank vote, so index 0 of the result is abstain when it is allowed), and election.json
 * written field for field as `belenios-tool setup make-election` writes it.
 */

/** `setup generate-token`: 14 uniform Base58 characters. */
export function generateElectionUuid(random: RandomBytes = systemRandom): string {
  let uuid = '';
  for (let i = 0; i < 14; i++) uuid += BASE58_DIGITS.charAt(Number(randomBelow(58n, random)));
  return uuid;
}

export interface ElectionTemplate {
  uuid: string;
  group: BeleniosGroup;
  /** The election public key: the product of the trustees' keys (electionPublicKey). */
  publicKey: bigint;
  name: string;
  description: string;
  question: string;
  /** The candidate pairs' labels, in ballot-number order. */
  answers: readonly string[];
  /** Abstain allowed: Belenios' blank vote. */
  abstain: boolean;
}

/**
 * election.json as belenios-tool 2.0 writes it, without a final newline: version, description,
 * name, group, public_key, questions, uuid, in that order; `blank` present only when true, as
 * the tool writes it from a template that leaves it out. Strings are JSON-escaped like Yojson does for
 * plain text (the portal's names never hold control characters: plainText rules).
 */
export function makeElectionText(t: ElectionTemplate): string {
  const blank = t.abstain ? '"blank":true,' : '';
  const question =
    `{"answers":${JSON.stringify(t.answers)},${blank}"min":1,"max":1,` +
    `"question":${JSON.stringify(t.question)}}`;
  return (
    `{"version":1,"description":${JSON.stringify(t.description)},"name":${JSON.stringify(t.name)},` +
    `"group":${JSON.stringify(t.group.description)},"public_key":"${numberToString(t.publicKey)}",` +
    `"questions":[${question}],"uuid":"${t.uuid}"}`
  );
}

/**
 * The published list of public credentials (`public_creds.json` in the archive): plain, no
 * weights, sorted by numeric value as the tool sorts them, so the order says nothing of the roll.
 */
export function publicCredentialsText(credentials: readonly bigint[]): string {
  const sorted = [...credentials].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(sorted.map(numberToString));
}

import {
  type BeleniosGroup,
  type RandomBytes,
  gPow,
  inRange,
  isGroupElement,
  mod,
  mul,
  numberToString,
  parseNumber,
  pow,
  randomZq,
  systemRandom,
} from './group';
import { hashToZq } from './hash';
import type { Ballot, Ciphertext, Proof } from './ballot-json';
import type { BeleniosElection } from './election';

/**
 * The encrypted tally and the trustees' partial decryptions of a Belenios election with
 * homomorphic questions (issue 34), as belenios-tool 2.0 computes and checks them: spec §4.16
 * (encrypted tally), §4.18 (partial decryption); src/lib/v1/question_h.ml
 * `process_ciphertexts`, src/lib/v1/election.ml `eg_factor` / `check_factor`.
 *
 * A partial decryption of ciphertext (alpha, beta) by the key x (public X = g^x) is the factor
 * alpha^x with a proof that log_g X = log_alpha factor:
 * challenge = Hq("decrypt|" ‖ φ ‖ "|" ‖ X ‖ "|", [g^w, alpha^w]), response = w − x·challenge.
 */

/** One array of ciphertexts per question, one ciphertext per choice (blank first if any). */
export type EncryptedTally = Ciphertext[][];

export interface SizedTally {
  tally: EncryptedTally;
  /** Number of ballots counted (one per credential). */
  numTallied: number;
  /** Sum of their weights: the bound of the discrete logarithms of the result. */
  totalWeight: number;
}

export interface WeightedBallot {
  ballot: Ballot;
  /** The credential's weight; 1 when the election has no weights. */
  weight?: number;
}

/**
 * The homomorphic product over the ballots, each raised to its weight. Only the last ballot of
 * each credential counts, as in Belenios (a re-vote replaces the earlier ballot); the ballots must
 * already have been checked. With no ballot, every ciphertext is (1, 1).
 */
export function computeEncryptedTally(
  election: BeleniosElection,
  ballots: readonly WeightedBallot[],
): SizedTally {
  const { group } = election;
  const last = new Map<bigint, WeightedBallot>();
  for (const b of ballots) {
    last.delete(b.ballot.credential); // keep the insertion order of the latest ballot
    last.set(b.ballot.credential, b);
  }
  const tally: EncryptedTally = election.questions.map((q) =>
    Array.from({ length: q.answers.length + (q.blank ? 1 : 0) }, () => ({ alpha: 1n, beta: 1n })),
  );
  let totalWeight = 0;
  for (const { ballot, weight = 1 } of last.values()) {
    if (!Number.isSafeInteger(weight) || weight < 0) throw new Error('Bobot tidak sah.');
    totalWeight += weight;
    const w = BigInt(weight);
    tally.forEach((row, i) => {
      const choices = ballot.answers[i]?.choices;
      if (choices?.length !== row.length) throw new Error('Bentuk surat suara tidak sesuai.');
      row.forEach((c, j) => {
        const x = choices[j] as Ciphertext;
        c.alpha = mul(group, c.alpha, pow(group, x.alpha, w));
        c.beta = mul(group, c.beta, pow(group, x.beta, w));
      });
    });
  }
  return { tally, numTallied: last.size, totalWeight };
}

export function serializeEncryptedTally(tally: EncryptedTally): string {
  const row = (cs: Ciphertext[]): string =>
    `[${cs.map((c) => `{"alpha":"${numberToString(c.alpha)}","beta":"${numberToString(c.beta)}"}`).join(',')}]`;
  return `[${tally.map(row).join(',')}]`;
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function number(x: unknown): bigint {
  if (typeof x !== 'string') throw new Error('Bilangan tidak sah.');
  return parseNumber(x);
}

function matrix<T>(x: unknown, item: (y: unknown) => T): T[][] {
  if (!Array.isArray(x)) throw new Error('Larik tidak sah.');
  return x.map((row: unknown) => {
    if (!Array.isArray(row)) throw new Error('Larik tidak sah.');
    return row.map(item);
  });
}

function proofFromJson(x: unknown): Proof {
  if (!isRecord(x)) throw new Error('Bukti tidak sah.');
  return { challenge: number(x.challenge), response: number(x.response) };
}

/** Reads an encrypted tally (what `election compute-encrypted-tally` prints first). */
export function parseEncryptedTally(text: string): EncryptedTally {
  return matrix(JSON.parse(text), (c) => {
    if (!isRecord(c)) throw new Error('Cipherteks tidak sah.');
    return { alpha: number(c.alpha), beta: number(c.beta) };
  });
}

export interface PartialDecryption {
  decryptionFactors: bigint[][];
  decryptionProofs: Proof[][];
}

function decryptPrefix(election: BeleniosElection, publicKey: bigint): string {
  return `decrypt|${election.fingerprint}|${numberToString(publicKey)}|`;
}

function checkTallyElements(group: BeleniosGroup, tally: EncryptedTally): void {
  // `compute_factor` refuses to work on a ciphertext outside the group (`check_ciphertext`).
  for (const row of tally)
    for (const c of row)
      if (!isGroupElement(group, c.alpha) || !isGroupElement(group, c.beta))
        throw new Error('Cipherteks tally bukan anggota grup.');
}

/** The trustee holding x decrypts its share of every ciphertext of the tally, with proofs. */
export function computePartialDecryption(
  election: BeleniosElection,
  tally: EncryptedTally,
  privateKey: bigint,
  random: RandomBytes = systemRandom,
): PartialDecryption {
  const { group } = election;
  if (!inRange(group.q, privateKey)) throw new RangeError('Kunci privat wali di luar Z_q.');
  checkTallyElements(group, tally);
  const prefix = decryptPrefix(election, gPow(group, privateKey));
  const decryptionFactors: bigint[][] = [];
  const decryptionProofs: Proof[][] = [];
  for (const row of tally) {
    const factors: bigint[] = [];
    const proofs: Proof[] = [];
    for (const { alpha } of row) {
      factors.push(pow(group, alpha, privateKey));
      const w = randomZq(group, random);
      const challenge = hashToZq(group, prefix, [gPow(group, w), pow(group, alpha, w)]);
      proofs.push({ challenge, response: mod(w - privateKey * challenge, group.q) });
    }
    decryptionFactors.push(factors);
    decryptionProofs.push(proofs);
  }
  return { decryptionFactors, decryptionProofs };
}

/**
 * Belenios' `check_factor`: the partial decryption has the tally's shape, every factor is a
 * group element, and every proof shows it is alpha raised to the trustee's key `publicKey`
 * (a Single's public key, or the owner's verification key in a Pedersen item).
 */
export function checkPartialDecryption(
  election: BeleniosElection,
  tally: EncryptedTally,
  publicKey: bigint,
  pd: PartialDecryption,
): boolean {
  const { group } = election;
  if (!isGroupElement(group, publicKey)) return false;
  const prefix = decryptPrefix(election, publicKey);
  if (pd.decryptionFactors.length !== tally.length) return false;
  if (pd.decryptionProofs.length !== tally.length) return false;
  return tally.every((row, i) => {
    const factors = pd.decryptionFactors[i] as bigint[];
    const proofs = pd.decryptionProofs[i] as Proof[];
    if (factors.length !== row.length || proofs.length !== row.length) return false;
    return row.every(({ alpha }, j) => {
      const factor = factors[j] as bigint;
      const { challenge, response } = proofs[j] as Proof;
      if (!isGroupElement(group, factor)) return false;
      if (!inRange(group.q, challenge) || !inRange(group.q, response)) return false;
      const a = mul(group, gPow(group, response), pow(group, publicKey, challenge));
      const b = mul(group, pow(group, alpha, response), pow(group, factor, challenge));
      return hashToZq(group, prefix, [a, b]) === challenge;
    });
  });
}

/** Compact JSON, fields `decryption_factors` then `decryption_proofs` (the tool's first line). */
export function serializePartialDecryption(pd: PartialDecryption): string {
  const factors = pd.decryptionFactors
    .map((row) => `[${row.map((f) => `"${numberToString(f)}"`).join(',')}]`)
    .join(',');
  const proofs = pd.decryptionProofs
    .map(
      (row) =>
        `[${row.map((p) => `{"challenge":"${numberToString(p.challenge)}","response":"${numberToString(p.response)}"}`).join(',')}]`,
    )
    .join(',');
  return `{"decryption_factors":[${factors}],"decryption_proofs":[${proofs}]}`;
}

export function parsePartialDecryption(text: string): PartialDecryption {
  const json: unknown = JSON.parse(text);
  if (!isRecord(json)) throw new Error('Dekripsi parsial tidak sah.');
  return {
    decryptionFactors: matrix(json.decryption_factors, number),
    decryptionProofs: matrix(json.decryption_proofs, proofFromJson),
  };
}

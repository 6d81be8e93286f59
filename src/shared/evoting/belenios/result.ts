import { type BeleniosGroup, div, gPow, invMod, mod, mul, pow } from './group';
import type { BeleniosElection } from './election';
import {
  type EncryptedTally,
  type PartialDecryption,
  type SizedTally,
  checkPartialDecryption,
} from './partial-decryption';
import { type TrusteeItem, type TrusteePublicKey, countTrustees } from './trustee-key';

/**
 * The result of a Belenios election with homomorphic questions (issue 34), as belenios-tool 2.0
 * computes and checks it: the trustees' partial decryptions are checked and combined into one
 * decryption factor F per ciphertext (spec §4.19; src/lib/v1/trustees.ml `combine_factors`,
 * `lagrange`; src/lib/core/util.ml `compute_synthetic_factors`), then every count is the bounded
 * discrete logarithm of beta / F (src/lib/v1/question_h.ml `compute_result`, `check_result`).
 */

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** λ_j = ∏_{k ∈ indexes, k ≠ j} k / (k − j) mod q (Belenios' `lagrange`). */
export function lagrangeCoefficient(q: bigint, indexes: readonly number[], j: number): bigint {
  let l = 1n;
  for (const k of indexes) {
    if (k === j) continue;
    l = mod(l * BigInt(k) * invMod(BigInt(k - j), q), q);
  }
  return l;
}

export interface OwnedPartialDecryption {
  /** 1-based index over the flattened trustees (`owned.owner`). */
  owner: number;
  partialDecryption: PartialDecryption;
}

export type CombinationError =
  'MissingPartialDecryption' | 'NotEnoughPartialDecryptions' | 'InvalidPartialDecryption';

/**
 * One combined factor F per ciphertext, or Belenios' reason for refusing. As in
 * `compute_synthetic_factors`: a later partial decryption of the same owner replaces an earlier
 * one; every Single must have a valid one; in a Pedersen item every one given must be valid, and
 * the first `threshold` in owner order are combined with Lagrange coefficients.
 */
export function combineFactors(
  election: BeleniosElection,
  tally: EncryptedTally,
  trustees: readonly TrusteeItem[],
  partials: readonly OwnedPartialDecryption[],
): { ok: true; factors: bigint[][] } | { ok: false; error: CombinationError } {
  const { group } = election;
  const byOwner = new Map<number, PartialDecryption>();
  for (const p of partials) {
    if (p.owner < 1 || p.owner > countTrustees(trustees)) throw new Error('Nomor wali tidak sah.');
    byOwner.set(p.owner, p.partialDecryption);
  }
  const factors: bigint[][] = tally.map((row) => row.map(() => 1n));
  const multiply = (pd: PartialDecryption, exponent: bigint): void => {
    factors.forEach((row, i) =>
      row.forEach((f, j) => {
        const x = (pd.decryptionFactors[i] as bigint[])[j] as bigint;
        row[j] = mul(group, f, exponent === 1n ? x : pow(group, x, exponent));
      }),
    );
  };
  const valid = (key: TrusteePublicKey, pd: PartialDecryption): boolean =>
    checkPartialDecryption(election, tally, key.publicKey, pd);
  let next = 1;
  for (const item of trustees) {
    if (item.kind === 'single') {
      const pd = byOwner.get(next++);
      if (pd === undefined) return { ok: false, error: 'MissingPartialDecryption' };
      if (!valid(item.key, pd)) return { ok: false, error: 'InvalidPartialDecryption' };
      multiply(pd, 1n);
      continue;
    }
    const present: [number, PartialDecryption][] = [];
    for (let j = 1; j <= item.verificationKeys.length; j++) {
      const pd = byOwner.get(next++);
      if (pd === undefined) continue;
      if (!valid(item.verificationKeys[j - 1] as TrusteePublicKey, pd))
        return { ok: false, error: 'InvalidPartialDecryption' };
      present.push([j, pd]);
    }
    if (present.length < item.threshold) return { ok: false, error: 'NotEnoughPartialDecryptions' };
    const chosen = present.slice(0, item.threshold);
    const indexes = chosen.map(([j]) => j);
    for (const [j, pd] of chosen) multiply(pd, lagrangeCoefficient(group.q, indexes, j));
  }
  return { ok: true, factors };
}

/**
 * log_g x for a result known to lie in [0, max], by baby-step giant-step (as Belenios'
 * `BabyStepGiantStep`); null when there is none in range (a wrong factor, or a wrong bound).
 */
export function boundedDiscreteLog(group: BeleniosGroup, x: bigint, max: number): number | null {
  if (!Number.isSafeInteger(max) || max < 0) throw new RangeError('Batas log tidak sah.');
  const m = Math.ceil(Math.sqrt(max + 1));
  const baby = new Map<bigint, number>();
  let e = 1n;
  for (let j = 0; j < m; j++) {
    if (!baby.has(e)) baby.set(e, j);
    e = mul(group, e, group.g);
  }
  const giant = div(group, 1n, gPow(group, BigInt(m))); // g^−m
  let y = mod(x, group.p);
  for (let i = 0; i * m <= max; i++) {
    const j = baby.get(y);
    if (j !== undefined) return i * m + j <= max ? i * m + j : null;
    y = mul(group, y, giant);
  }
  return null;
}

export type ElectionResult = number[][];

/** The counts: result[i][j] = log_g(beta_ij / F_ij), each in [0, total weight]. */
export function computeResult(
  election: BeleniosElection,
  sized: SizedTally,
  trustees: readonly TrusteeItem[],
  partials: readonly OwnedPartialDecryption[],
): { ok: true; result: ElectionResult } | { ok: false; error: CombinationError | 'NoLog' } {
  const { group } = election;
  const combined = combineFactors(election, sized.tally, trustees, partials);
  if (!combined.ok) return combined;
  const result: ElectionResult = [];
  for (const [i, row] of sized.tally.entries()) {
    const counts: number[] = [];
    for (const [j, c] of row.entries()) {
      const f = (combined.factors[i] as bigint[])[j] as bigint;
      const n = boundedDiscreteLog(group, div(group, c.beta, f), sized.totalWeight);
      if (n === null) return { ok: false, error: 'NoLog' };
      counts.push(n);
    }
    result.push(counts);
  }
  return { ok: true, result };
}

/** Belenios' `check_result`: the combination succeeds and g^result = beta / F everywhere. */
export function checkResult(
  election: BeleniosElection,
  sized: SizedTally,
  trustees: readonly TrusteeItem[],
  partials: readonly OwnedPartialDecryption[],
  result: ElectionResult,
): boolean {
  const { group } = election;
  const combined = combineFactors(election, sized.tally, trustees, partials);
  if (!combined.ok || result.length !== sized.tally.length) return false;
  return sized.tally.every((row, i) => {
    const counts = result[i];
    if (counts?.length !== row.length) return false;
    return row.every((c, j) => {
      const n = counts[j] as number;
      if (!Number.isSafeInteger(n) || n < 0) return false;
      const f = (combined.factors[i] as bigint[])[j] as bigint;
      return gPow(group, BigInt(n)) === div(group, c.beta, f);
    });
  });
}

/** The Result event's payload, `{"result":[[…]]}`. */
export function serializeResult(result: ElectionResult): string {
  return `{"result":[${result.map((row) => `[${row.join(',')}]`).join(',')}]}`;
}

export function parseResult(text: string): ElectionResult {
  const json: unknown = JSON.parse(text);
  if (!isRecord(json) || !Array.isArray(json.result)) throw new Error('Hasil tidak sah.');
  return json.result.map((row: unknown) => {
    if (!Array.isArray(row) || !row.every((n): n is number => Number.isSafeInteger(n) && n >= 0))
      throw new Error('Hasil tidak sah.');
    return row;
  });
}

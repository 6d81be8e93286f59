import {
  type BeleniosGroup,
  type RandomBytes,
  div,
  fixedBasePow,
  gPow,
  inRange,
  invMod,
  mod,
  mul,
  numberToString,
  pow,
  randomZq,
} from './group';
import type { Ciphertext, Proof } from './ballot-json';
import { hashToZq } from './hash';
import { GroupPowers } from './multi-exp';

/**
 * The zero-knowledge proofs inside a Belenios ballot (issue 34; Belenios' specification, "Proofs
 * of interval membership" and "Proofs of possibly-blank votes"; src/lib/v1/question_h.ml of
 * version 2.0): the disjunctive proof (`eg_disj_prove`/`eg_disj_verify`) used for each choice's
 * 0/1 proof and for the overall proof of a question without blank, and the blank and overall
 * proofs of a question that allows blank (`make_blank_proof`/`verify_blank_proof`).
 */

export function stringifyChoices(choices: readonly Ciphertext[]): string {
  return choices.map((c) => `${numberToString(c.alpha)},${numberToString(c.beta)}`).join(',');
}

export function combine(group: BeleniosGroup, cs: readonly Ciphertext[]): Ciphertext {
  let alpha = 1n;
  let beta = 1n;
  for (const c of cs) {
    alpha = mul(group, alpha, c.alpha);
    beta = mul(group, beta, c.beta);
  }
  return { alpha, beta };
}

/**
 * `combine` in a check: the same ciphertext, its α and β multiplied through `powers` so that
 * their powers reuse the choices' ladders (multi-exp.ts).
 */
export function combineChecked(powers: GroupPowers, cs: readonly Ciphertext[]): Ciphertext {
  return {
    alpha: powers.product(cs.map((c) => c.alpha)),
    beta: powers.product(cs.map((c) => c.beta)),
  };
}

/** g^m for a small m ≥ 0 (1 for 0, as Belenios writes it). */
export function gSmall(group: BeleniosGroup, m: number): bigint {
  return m === 0 ? 1n : gPow(group, BigInt(m));
}

/** d₀…d_k with d_i = g^−(min+i): `make_d min max` (and [1, g⁻¹] for 0/1). */
export function makeD(group: BeleniosGroup, min: number, max: number): bigint[] {
  const invG = invMod(group.g, group.p);
  const d: bigint[] = [invMod(gSmall(group, min), group.p)];
  for (let i = 1; i <= max - min; i++) d.push(mul(group, d[i - 1] as bigint, invG));
  return d;
}

export interface ProveContext {
  group: BeleniosGroup;
  y: bigint;
  random: RandomBytes;
}

/**
 * `eg_disj_prove`: proves that (α, β) = (g^r, y^r·g^{M_x}) where d_i = g^{−M_i}, by one genuine
 * and n−1 simulated Schnorr-like proofs whose challenges sum to the hash.
 */
export function disjProve(
  ctx: ProveContext,
  d: readonly bigint[],
  zkp: string,
  x: number,
  r: bigint,
  c: Ciphertext,
): Proof[] {
  const { group, y, random } = ctx;
  const { q } = group;
  const n = d.length;
  if (!(x >= 0 && x < n)) throw new Error('Pilihan di luar rentang bukti.');
  const proofs: Proof[] = new Array<Proof>(n);
  const commitments: bigint[] = new Array<bigint>(2 * n).fill(group.g);
  let total = 0n;
  for (let i = 0; i < n; i++) {
    if (i === x) continue;
    const challenge = randomZq(group, random);
    const response = randomZq(group, random);
    proofs[i] = { challenge, response };
    commitments[2 * i] = gPow(group, mod(response + r * challenge, q));
    commitments[2 * i + 1] = mul(
      group,
      fixedBasePow(group, y, response),
      pow(group, mul(group, c.beta, d[i] as bigint), challenge),
    );
    total += challenge;
  }
  const w = randomZq(group, random);
  commitments[2 * x] = gPow(group, w);
  commitments[2 * x + 1] = fixedBasePow(group, y, w);
  const prefix = `prove|${zkp}|${numberToString(c.alpha)},${numberToString(c.beta)}|`;
  const challenge = mod(hashToZq(group, prefix, commitments) - total, q);
  proofs[x] = { challenge, response: mod(w - r * challenge, q) };
  return proofs;
}

/**
 * (β·g^−shift)^c, the β side of a proof's commitment for the disjunct "m = shift", without the
 * inverse and the variable-base power of β·g^−shift that `make_d` and Belenios compute: in any
 * commutative group (β·d)^c = β^c·d^c, and d = g^−shift with g of order q gives
 * d^c = g^((−shift·c) mod q) exactly, whatever β is (β's own membership plays no part). So β^c
 * comes from β's shared ladder and the rest from g's fixed-base table.
 */
function shiftedPow(
  group: BeleniosGroup,
  powers: GroupPowers,
  beta: bigint,
  shift: number,
  c: bigint,
): bigint {
  const betaPower = powers.pow(beta, c);
  if (shift === 0) return betaPower;
  return mul(group, betaPower, gPow(group, mod(-BigInt(shift) * c, group.q)));
}

/**
 * `eg_disj_verify` with d_i = g^−(min+i), i = 0…max−min (`make_d min max`: the 0/1 proofs with
 * min 0, max 1, and the overall proof of a question without blank). `powers` shares the ladders
 * of α and β with the other checks of the same ballot.
 */
export function disjVerify(
  group: BeleniosGroup,
  y: bigint,
  min: number,
  max: number,
  zkp: string,
  proofs: readonly Proof[],
  c: Ciphertext,
  powers: GroupPowers = new GroupPowers(group),
): boolean {
  if (!powers.isMember(c.alpha) || !powers.isMember(c.beta)) return false;
  const n = max - min + 1;
  if (proofs.length !== n) return false;
  const commitments: bigint[] = [];
  let total = 0n;
  for (let i = 0; i < n; i++) {
    const { challenge, response } = proofs[i] as Proof;
    if (!inRange(group.q, challenge) || !inRange(group.q, response)) return false;
    commitments.push(mul(group, gPow(group, response), powers.pow(c.alpha, challenge)));
    commitments.push(
      mul(
        group,
        fixedBasePow(group, y, response),
        shiftedPow(group, powers, c.beta, min + i, challenge),
      ),
    );
    total += challenge;
  }
  const prefix = `prove|${zkp}|${numberToString(c.alpha)},${numberToString(c.beta)}|`;
  return hashToZq(group, prefix, commitments) === mod(total, group.q);
}

/**
 * `make_blank_proof`: the blank proof (m₀ = 0 ∨ m_Σ = 0) and the overall proof
 * (m₀ = 1 ∨ m_Σ ∈ [min, max]) of a question that allows blank.
 */
export function blankProve(
  ctx: ProveContext,
  zkp: string,
  min: number,
  max: number,
  m0: number,
  c0: Ciphertext,
  r0: bigint,
  mS: number,
  cS: Ciphertext,
  rS: bigint,
): { overallProof: Proof[]; blankProof: Proof[] } {
  const { group, y, random } = ctx;
  const { q, g } = group;
  const k = max - min + 2;
  /** A simulated proof for (α, β) = (g^r, …) and the commitments g^resp·α^chal, y^resp·β'^chal. */
  const simulate = (r: bigint, betaShifted: bigint): { proof: Proof; a: bigint; b: bigint } => {
    const challenge = randomZq(group, random);
    const response = randomZq(group, random);
    return {
      proof: { challenge, response },
      a: gPow(group, mod(response + r * challenge, q)),
      b: mul(group, fixedBasePow(group, y, response), pow(group, betaShifted, challenge)),
    };
  };
  /** β_Σ / g^(min+i−1), the overall proof's i-th disjunct (i ≥ 1). */
  const shiftedSigma = (i: number): bigint => div(group, cS.beta, gSmall(group, min + i - 1));

  if (m0 === 0) {
    // Blank proof: the first case (m₀ = 0) is true; simulate m_Σ = 0.
    const sim = simulate(rS, cS.beta);
    const w = randomZq(group, random);
    const h = hashToZq(group, `bproof0|${zkp}|`, [
      gPow(group, w),
      fixedBasePow(group, y, w),
      sim.a,
      sim.b,
    ]);
    const challenge0 = mod(h - sim.proof.challenge, q);
    const blankProof = [
      { challenge: challenge0, response: mod(w - r0 * challenge0, q) },
      sim.proof,
    ];
    // Overall proof: the second case (m_Σ ∈ [min, max]) is true; simulate m₀ = 1.
    if (!(min <= mS && mS <= max)) throw new Error('Jumlah pilihan di luar batas min/max.');
    const overallProof: Proof[] = new Array<Proof>(k);
    const commitments: bigint[] = new Array<bigint>(2 * k).fill(g);
    const sim0 = simulate(r0, div(group, c0.beta, g));
    overallProof[0] = sim0.proof;
    commitments[0] = sim0.a;
    commitments[1] = sim0.b;
    let total = sim0.proof.challenge;
    const indexTrue = mS - min + 1;
    for (let i = 1; i < k; i++) {
      if (i === indexTrue) continue;
      const s = simulate(rS, shiftedSigma(i));
      overallProof[i] = s.proof;
      commitments[2 * i] = s.a;
      commitments[2 * i + 1] = s.b;
      total += s.proof.challenge;
    }
    const w2 = randomZq(group, random);
    commitments[2 * indexTrue] = gPow(group, w2);
    commitments[2 * indexTrue + 1] = fixedBasePow(group, y, w2);
    const challenge = mod(hashToZq(group, `bproof1|${zkp}|`, commitments) - total, q);
    overallProof[indexTrue] = { challenge, response: mod(w2 - rS * challenge, q) };
    return { overallProof, blankProof };
  }

  // m₀ = 1: a blank vote, every other choice 0.
  if (mS !== 0) throw new Error('Suara kosong tidak boleh memilih kandidat.');
  // Blank proof: the second case (m_Σ = 0) is true; simulate m₀ = 0.
  const sim = simulate(r0, c0.beta);
  const w = randomZq(group, random);
  const h = hashToZq(group, `bproof0|${zkp}|`, [
    sim.a,
    sim.b,
    gPow(group, w),
    fixedBasePow(group, y, w),
  ]);
  const challenge1 = mod(h - sim.proof.challenge, q);
  const blankProof = [sim.proof, { challenge: challenge1, response: mod(w - rS * challenge1, q) }];
  // Overall proof: the first case (m₀ = 1) is true; simulate every m_Σ = min+i−1.
  const overallProof: Proof[] = new Array<Proof>(k);
  const commitments: bigint[] = new Array<bigint>(2 * k).fill(g);
  let total = 0n;
  for (let i = 1; i < k; i++) {
    const s = simulate(rS, shiftedSigma(i));
    overallProof[i] = s.proof;
    commitments[2 * i] = s.a;
    commitments[2 * i + 1] = s.b;
    total += s.proof.challenge;
  }
  const w2 = randomZq(group, random);
  commitments[0] = gPow(group, w2);
  commitments[1] = fixedBasePow(group, y, w2);
  const challenge = mod(hashToZq(group, `bproof1|${zkp}|`, commitments) - total, q);
  overallProof[0] = { challenge, response: mod(w2 - r0 * challenge, q) };
  return { overallProof, blankProof };
}

/** `verify_blank_proof`; `powers` shares the ladders of c₀ with its 0/1 proof's check. */
export function blankVerify(
  group: BeleniosGroup,
  y: bigint,
  zkp: string,
  min: number,
  max: number,
  c0: Ciphertext,
  cS: Ciphertext,
  overallProof: readonly Proof[],
  blankProof: readonly Proof[],
  powers: GroupPowers = new GroupPowers(group),
): boolean {
  const { q } = group;
  if (![c0.alpha, c0.beta, cS.alpha, cS.beta].every((x) => powers.isMember(x))) return false;
  /** The commitments for "m = shift" on (α, β): g^resp·α^chal and y^resp·(β/g^shift)^chal. */
  const commit = (p: Proof, c: Ciphertext, shift: number): [bigint, bigint] | null => {
    if (!inRange(q, p.challenge) || !inRange(q, p.response)) return null;
    return [
      mul(group, gPow(group, p.response), powers.pow(c.alpha, p.challenge)),
      mul(
        group,
        fixedBasePow(group, y, p.response),
        shiftedPow(group, powers, c.beta, shift, p.challenge),
      ),
    ];
  };
  // Blank proof: m₀ = 0 ∨ m_Σ = 0.
  if (blankProof.length !== 2) return false;
  const b0 = commit(blankProof[0] as Proof, c0, 0);
  const b1 = commit(blankProof[1] as Proof, cS, 0);
  if (b0 === null || b1 === null) return false;
  const blankTotal = mod(
    (blankProof[0] as Proof).challenge + (blankProof[1] as Proof).challenge,
    q,
  );
  if (hashToZq(group, `bproof0|${zkp}|`, [...b0, ...b1]) !== blankTotal) return false;
  // Overall proof: m₀ = 1 ∨ m_Σ ∈ [min, max].
  const k = max - min + 2;
  if (overallProof.length !== k) return false;
  const commitments: bigint[] = [];
  let total = 0n;
  for (let i = 0; i < k; i++) {
    const p = overallProof[i] as Proof;
    const c = i === 0 ? commit(p, c0, 1) : commit(p, cS, min + i - 1);
    if (c === null) return false;
    commitments.push(...c);
    total += p.challenge;
  }
  return hashToZq(group, `bproof1|${zkp}|`, commitments) === mod(total, q);
}

import { describe, expect, it } from 'vitest';
import { type Ballot, createBallot } from './ballot';
import type { Ciphertext, Proof } from './ballot-json';
import { parseElection } from './election';
import {
  type BeleniosGroup,
  div,
  gPow,
  inRange,
  isGroupElement,
  mod,
  mul,
  numberToString,
  pow,
} from './group';
import { hashToZq } from './hash';
import { GroupPowers } from './multi-exp';
import {
  blankVerify,
  combine,
  combineChecked,
  disjVerify,
  gSmall,
  makeD,
  stringifyChoices,
} from './proofs';
import { FIXTURE_ELECTION, FIXTURE_PRIVATE_CREDENTIALS } from './test-fixtures';

/**
 * The verifiers with shared powers (multi-exp.ts, d^c through g's table) decide exactly as the
 * plain ones: below, `eg_disj_verify` and `verify_blank_proof` as belenios-tool 2.0 writes them,
 * with `powMod` and `make_d`, are run on honest proofs and on every kind of tampering, and the
 * answers must be the same.
 */

const election = parseElection(FIXTURE_ELECTION);
const G = election.group;
const y = election.publicKey;
const { q, p, g } = G;

function referenceDisj(
  group: BeleniosGroup,
  d: readonly bigint[],
  zkp: string,
  proofs: readonly Proof[],
  c: Ciphertext,
): boolean {
  if (!isGroupElement(group, c.alpha) || !isGroupElement(group, c.beta)) return false;
  if (proofs.length !== d.length) return false;
  const commitments: bigint[] = [];
  let total = 0n;
  for (let i = 0; i < d.length; i++) {
    const { challenge, response } = proofs[i] as Proof;
    if (!inRange(q, challenge) || !inRange(q, response)) return false;
    commitments.push(mul(group, pow(group, g, response), pow(group, c.alpha, challenge)));
    const shifted = mul(group, c.beta, d[i] as bigint);
    commitments.push(mul(group, pow(group, y, response), pow(group, shifted, challenge)));
    total += challenge;
  }
  const prefix = `prove|${zkp}|${numberToString(c.alpha)},${numberToString(c.beta)}|`;
  return hashToZq(group, prefix, commitments) === mod(total, q);
}

function referenceBlank(
  zkp: string,
  min: number,
  max: number,
  c0: Ciphertext,
  cS: Ciphertext,
  overall: readonly Proof[],
  blank: readonly Proof[],
): boolean {
  if (![c0.alpha, c0.beta, cS.alpha, cS.beta].every((x) => isGroupElement(G, x))) return false;
  const commit = (pr: Proof, alpha: bigint, beta: bigint): bigint[] | null =>
    inRange(q, pr.challenge) && inRange(q, pr.response)
      ? [
          mul(G, pow(G, g, pr.response), pow(G, alpha, pr.challenge)),
          mul(G, pow(G, y, pr.response), pow(G, beta, pr.challenge)),
        ]
      : null;
  if (blank.length !== 2) return false;
  const b0 = commit(blank[0] as Proof, c0.alpha, c0.beta);
  const b1 = commit(blank[1] as Proof, cS.alpha, cS.beta);
  if (b0 === null || b1 === null) return false;
  const blankTotal = mod((blank[0] as Proof).challenge + (blank[1] as Proof).challenge, q);
  if (hashToZq(G, `bproof0|${zkp}|`, [...b0, ...b1]) !== blankTotal) return false;
  if (overall.length !== max - min + 2) return false;
  const commitments: bigint[] = [];
  let total = 0n;
  for (let i = 0; i < overall.length; i++) {
    const pr = overall[i] as Proof;
    const c =
      i === 0
        ? commit(pr, c0.alpha, div(G, c0.beta, g))
        : commit(pr, cS.alpha, div(G, cS.beta, gSmall(G, min + i - 1)));
    if (c === null) return false;
    commitments.push(...c);
    total += pr.challenge;
  }
  return hashToZq(G, `bproof1|${zkp}|`, commitments) === mod(total, q);
}

/** Every way of spoiling a list of proofs: each number moved by one or out of Z_q, lengths. */
function spoiledProofs(proofs: readonly Proof[]): Proof[][] {
  const out: Proof[][] = [];
  proofs.forEach((pr, i) => {
    const withProof = (x: Proof): Proof[] => proofs.map((o, j) => (j === i ? x : o));
    out.push(withProof({ ...pr, challenge: (pr.challenge + 1n) % q }));
    out.push(withProof({ ...pr, response: (pr.response + 1n) % q }));
    out.push(withProof({ ...pr, challenge: pr.challenge + q }));
    out.push(withProof({ ...pr, response: q }));
  });
  out.push(proofs.slice(1), [...proofs, proofs[0] as Proof], [...proofs].reverse());
  return out;
}

/** Ciphertexts near c: outside the subgroup, outside [0, p), or another member. */
function spoiledCiphertexts(c: Ciphertext): Ciphertext[] {
  return [
    { ...c, alpha: (c.alpha * (p - 1n)) % p },
    { ...c, beta: (c.beta * (p - 1n)) % p },
    { ...c, alpha: 0n },
    { ...c, beta: c.beta + p },
    { ...c, beta: mul(G, c.beta, g) },
    { alpha: c.beta, beta: c.alpha },
  ];
}

const credential = (i: number): string => FIXTURE_PRIVATE_CREDENTIALS[i]?.[1] ?? '';
const zkp0 = (b: Ballot): string => `${election.fingerprint}|${numberToString(b.credential)}`;
const ballots = [
  [
    [0, 0, 1, 0],
    [1, 1],
  ],
  [
    [1, 0, 0, 0],
    [0, 0],
  ],
].map((plaintext, i) => createBallot(election, credential(i), plaintext).ballot);

describe('disjVerify', () => {
  it('decides as the plain eg_disj_verify on honest and spoiled 0/1 and overall proofs', () => {
    for (const ballot of ballots) {
      const zkp = zkp0(ballot);
      const cases: [number, number, string, readonly Proof[], Ciphertext][] = [];
      for (const a of ballot.answers)
        a.choices.forEach((c, i) => cases.push([0, 1, zkp, a.individualProofs[i] ?? [], c]));
      const second = ballot.answers[1];
      if (second === undefined) throw new Error('two questions expected');
      const overallZkp = `${zkp}|${stringifyChoices(second.choices)}`;
      cases.push([0, 2, overallZkp, second.overallProof, combine(G, second.choices)]);
      for (const [min, max, z, proofs, c] of cases) {
        expect(disjVerify(G, y, min, max, z, proofs, c)).toBe(true);
        const variants: [number, number, readonly Proof[], Ciphertext][] = [
          [min, max, proofs, c],
          [min + 1, max + 1, proofs, c],
          [min, max + 1, proofs, c],
          ...spoiledProofs(proofs).map((ps): [number, number, Proof[], Ciphertext] => [
            min,
            max,
            ps,
            c,
          ]),
          ...spoiledCiphertexts(c).map((x): [number, number, readonly Proof[], Ciphertext] => [
            min,
            max,
            proofs,
            x,
          ]),
        ];
        const shared = new GroupPowers(G);
        let accepted = 0;
        for (const [lo, hi, ps, x] of variants) {
          const expected = referenceDisj(G, makeD(G, lo, hi), z, ps, x);
          expect(disjVerify(G, y, lo, hi, z, ps, x)).toBe(expected);
          expect(disjVerify(G, y, lo, hi, z, ps, x, shared)).toBe(expected);
          if (expected) accepted++;
        }
        expect(accepted).toBe(1); // the honest case only
      }
    }
  });
});

describe('blankVerify', () => {
  it('decides as the plain verify_blank_proof on honest and spoiled proofs', () => {
    for (const ballot of ballots) {
      const a = ballot.answers[0];
      if (a?.blankProof === undefined) throw new Error('a blank-allowed question expected');
      const { blankProof, overallProof } = a;
      const zkp = `${zkp0(ballot)}|${stringifyChoices(a.choices)}`;
      const c0 = a.choices[0] as Ciphertext;
      const cS = combine(G, a.choices.slice(1));
      const shared = new GroupPowers(G);
      // As ballot.ts calls it: the choices' ladders exist and cS's is multiplied out of them.
      for (const c of a.choices)
        expect(shared.isMember(c.alpha) && shared.isMember(c.beta)).toBe(true);
      expect(combineChecked(shared, a.choices.slice(1))).toEqual(cS);
      expect(blankVerify(G, y, zkp, 1, 1, c0, cS, overallProof, blankProof, shared)).toBe(true);
      type Case = [number, number, Ciphertext, Ciphertext, readonly Proof[], readonly Proof[]];
      const variants: Case[] = [
        [1, 1, c0, cS, overallProof, blankProof],
        [0, 0, c0, cS, overallProof, blankProof],
        [2, 2, c0, cS, overallProof, blankProof],
        [0, 1, c0, cS, overallProof, blankProof],
        [1, 1, cS, c0, overallProof, blankProof],
        ...spoiledProofs(overallProof).map((o): Case => [1, 1, c0, cS, o, blankProof]),
        ...spoiledProofs(blankProof).map((b): Case => [1, 1, c0, cS, overallProof, b]),
        ...spoiledCiphertexts(c0).map((x): Case => [1, 1, x, cS, overallProof, blankProof]),
        ...spoiledCiphertexts(cS).map((x): Case => [1, 1, c0, x, overallProof, blankProof]),
      ];
      let accepted = 0;
      for (const [min, max, x0, xS, o, b] of variants) {
        const expected = referenceBlank(zkp, min, max, x0, xS, o, b);
        expect(blankVerify(G, y, zkp, min, max, x0, xS, o, b)).toBe(expected);
        expect(blankVerify(G, y, zkp, min, max, x0, xS, o, b, shared)).toBe(expected);
        if (expected) accepted++;
      }
      expect(accepted).toBe(1); // the honest case only
    }
  });

  it('raises g to the shift through its table exactly as dividing by g^shift does', () => {
    const beta = gPow(G, 12345n);
    for (const shift of [0, 1, 2, 7])
      for (const c of [0n, 1n, q - 1n, 98765n])
        expect(mul(G, pow(G, beta, c), gPow(G, mod(-BigInt(shift) * c, q)))).toBe(
          pow(G, div(G, beta, gSmall(G, shift)), c),
        );
  });
});

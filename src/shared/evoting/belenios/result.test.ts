import { describe, expect, it } from 'vitest';
import { createBallot } from './ballot';
import { generatePrivateCredential } from './credential';
import { parseElection } from './election';
import { BELENIOS_2048, gPow, mod, mul } from './group';
import { computeEncryptedTally, computePartialDecryption } from './partial-decryption';
import {
  type OwnedPartialDecryption,
  boundedDiscreteLog,
  checkResult,
  combineFactors,
  computeResult,
  lagrangeCoefficient,
  parseResult,
  serializeResult,
} from './result';
import {
  type TrusteeItem,
  countTrustees,
  generateTrusteeKey,
  parseTrustees,
  proveTrusteeKey,
  serializeTrusteePublicKey,
} from './trustee-key';

/**
 * Combination and result on an election made here: one Single trustee plus a Pedersen group of
 * three with threshold 2 whose shares are f(1), f(2), f(3) of a degree-1 polynomial f (what the
 * threshold key generation gives each trustee; the exchange itself is not done here), so the
 * election key is X · g^f(0). The same structure against belenios-tool is in
 * tests/belenios/trustee-interop.test.ts.
 */

const G = BELENIOS_2048;
const single = generateTrusteeKey(G);
const coefficients = [generateTrusteeKey(G).privateKey, generateTrusteeKey(G).privateKey];
const share = (j: number): bigint =>
  mod((coefficients[0] as bigint) + (coefficients[1] as bigint) * BigInt(j), G.q);
const shares = [1, 2, 3].map(share);
const trustees: TrusteeItem[] = [
  { kind: 'single', key: single.publicKey },
  {
    kind: 'pedersen',
    threshold: 2,
    certs: [],
    coefexps: [],
    verificationKeys: shares.map((s) => proveTrusteeKey(G, s)),
  },
];
const electionKey = mul(G, single.publicKey.publicKey, gPow(G, coefficients[0] as bigint));
const election = parseElection(
  `{"version":1,"description":"Uji","name":"Uji hasil","group":"BELENIOS-2048","public_key":"${electionKey}",` +
    `"questions":[{"answers":["A","B","C"],"blank":true,"min":1,"max":1,"question":"Q"}],"uuid":"TrusteeUnitTest"}`,
);

const credentials = [1, 2, 3, 4].map(() => generatePrivateCredential());
const cast = (i: number, choice: number[]) =>
  createBallot(election, credentials[i] as string, [choice]).ballot;
// Voter 0 re-votes: only the later ballot counts. Voter 3 has weight 2.
const ballots = [
  { ballot: cast(0, [0, 0, 0, 1]) },
  { ballot: cast(1, [0, 1, 0, 0]) },
  { ballot: cast(2, [1, 0, 0, 0]) },
  { ballot: cast(3, [0, 1, 0, 0]), weight: 2 },
  { ballot: cast(0, [0, 0, 1, 0]) },
];
const expected = [[1, 3, 1, 0]];
const sized = computeEncryptedTally(election, ballots);
const pd = (owner: number, key: bigint): OwnedPartialDecryption => ({
  owner,
  partialDecryption: computePartialDecryption(election, sized.tally, key),
});
const singlePd = pd(1, single.privateKey);
const pedersenPds = shares.map((s, i) => pd(i + 2, s));

describe('Belenios result', () => {
  it('tallies the last ballot per credential with its weight', () => {
    expect(sized.numTallied).toBe(4);
    expect(sized.totalWeight).toBe(5);
  });

  it('computes the counts from the Single and any two of the three Pedersen trustees', () => {
    for (const pair of [
      [0, 1],
      [0, 2],
      [1, 2],
    ]) {
      const partials = [singlePd, ...pair.map((i) => pedersenPds[i] as OwnedPartialDecryption)];
      const outcome = computeResult(election, sized, trustees, partials);
      expect(outcome).toEqual({ ok: true, result: expected });
      expect(checkResult(election, sized, trustees, partials, expected)).toBe(true);
    }
  });

  it('uses the first threshold partial decryptions when more are given', () => {
    const partials = [...pedersenPds, singlePd];
    expect(computeResult(election, sized, trustees, partials)).toEqual({
      ok: true,
      result: expected,
    });
  });

  it("refuses as Belenios does: a missing Single, too few Pedersen, a wrong trustee's factor", () => {
    const [p1, p2] = pedersenPds as [OwnedPartialDecryption, OwnedPartialDecryption];
    expect(combineFactors(election, sized.tally, trustees, [p1, p2])).toEqual({
      ok: false,
      error: 'MissingPartialDecryption',
    });
    expect(combineFactors(election, sized.tally, trustees, [singlePd, p1])).toEqual({
      ok: false,
      error: 'NotEnoughPartialDecryptions',
    });
    // trustee 3's decryption presented as trustee 4's: its proof is for another key
    const misplaced = { ...p2, owner: 4 };
    expect(combineFactors(election, sized.tally, trustees, [singlePd, p1, misplaced])).toEqual({
      ok: false,
      error: 'InvalidPartialDecryption',
    });
  });

  it('refuses a result with one count changed', () => {
    const partials = [singlePd, ...pedersenPds];
    expect(checkResult(election, sized, trustees, partials, [[1, 3, 0, 1]])).toBe(false);
    expect(checkResult(election, sized, trustees, partials, [[1, 3, 1]])).toBe(false);
  });

  it('reads trustees.json items and numbers the owners over the flattened list', () => {
    const json = `[["Single",${serializeTrusteePublicKey(single.publicKey)}],["Pedersen",{"threshold":2,"certs":[],"coefexps":[],"verification_keys":[${trustees[1]?.kind === 'pedersen' ? trustees[1].verificationKeys.map(serializeTrusteePublicKey).join(',') : ''}]}]]`;
    const parsed = parseTrustees(json);
    expect(parsed).toEqual(trustees);
    expect(countTrustees(parsed)).toBe(4);
  });

  it('computes Lagrange coefficients that rebuild f(0) from any two shares', () => {
    for (const idx of [
      [1, 2],
      [1, 3],
      [2, 3],
    ]) {
      const f0 = idx.reduce(
        (acc, j) => mod(acc + lagrangeCoefficient(G.q, idx, j) * share(j), G.q),
        0n,
      );
      expect(f0).toBe(coefficients[0]);
    }
  });

  it('finds bounded discrete logarithms, and none beyond the bound', () => {
    for (const n of [0, 1, 2, 15, 16, 17, 99, 100]) {
      expect(boundedDiscreteLog(G, gPow(G, BigInt(n)), 100)).toBe(n);
    }
    expect(boundedDiscreteLog(G, gPow(G, 101n), 100)).toBeNull();
    expect(boundedDiscreteLog(G, gPow(G, 5n), 0)).toBeNull();
    expect(boundedDiscreteLog(G, 1n, 0)).toBe(0);
  });

  it('writes and reads the result as Belenios does', () => {
    expect(
      serializeResult([
        [2, 1],
        [0, 0, 3],
      ]),
    ).toBe('{"result":[[2,1],[0,0,3]]}');
    expect(parseResult('{"result":[[2,1]]}')).toEqual([[2, 1]]);
    expect(() => parseResult('{"result":[[-1]]}')).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import {
  type Ballot,
  ballotProblem,
  checkBallotText,
  createBallot,
  parseBallot,
  serializeBallot,
} from './ballot';
import { derivePublicCredential } from './credential';
import { parseElection } from './election';
import { sha256Hex } from './hash';
import {
  FIXTURE_BALLOT_1,
  FIXTURE_BALLOT_3_BLANK,
  FIXTURE_ELECTION,
  FIXTURE_FINGERPRINT,
  FIXTURE_PRIVATE_CREDENTIALS,
} from './test-fixtures';

const election = parseElection(FIXTURE_ELECTION);
const credential = (i: number): string => FIXTURE_PRIVATE_CREDENTIALS[i]?.[1] ?? '';

/** The text with the last digit of its first `"alpha":"…"` changed. */
function changeOneDigit(text: string): string {
  const at = text.indexOf('"alpha":"') + '"alpha":"'.length + 10;
  const digit = text.charAt(at);
  return text.slice(0, at) + (digit === '7' ? '8' : '7') + text.slice(at + 1);
}

describe('the election', () => {
  it('is read with its fingerprint, key and questions', () => {
    expect(election.fingerprint).toBe(FIXTURE_FINGERPRINT);
    expect(election.group.description).toBe('BELENIOS-2048');
    expect(election.questions.map((q) => [q.blank, q.min, q.max, q.answers.length])).toEqual([
      [true, 1, 1, 3],
      [false, 0, 2, 2],
    ]);
  });

  it('refuses non-homomorphic questions and other groups', () => {
    const nh = FIXTURE_ELECTION.replace(
      '"questions":[',
      '"questions":[{"type":"NonHomomorphic","value":{"answers":["a"],"question":"x"}},',
    );
    expect(() => parseElection(nh)).toThrow(/homomorfik/);
    expect(() => parseElection(FIXTURE_ELECTION.replace('BELENIOS-2048', 'RFC-3526-2048'))).toThrow(
      /tidak didukung/,
    );
  });
});

describe('ballots made by belenios-tool 2.0', () => {
  it('are accepted by our checker (a vote and a blank vote)', () => {
    for (const text of [FIXTURE_BALLOT_1, FIXTURE_BALLOT_3_BLANK]) {
      const result = checkBallotText(election, text);
      expect(result).toMatchObject({ ok: true });
    }
  });

  it('round-trip through our parser and serializer byte for byte', () => {
    expect(serializeBallot(parseBallot(FIXTURE_BALLOT_1))).toBe(FIXTURE_BALLOT_1);
    expect(serializeBallot(parseBallot(FIXTURE_BALLOT_3_BLANK))).toBe(FIXTURE_BALLOT_3_BLANK);
  });

  it('are refused when one digit changes, or when not canonical', () => {
    expect(checkBallotText(election, changeOneDigit(FIXTURE_BALLOT_1)).ok).toBe(false);
    const pretty = JSON.stringify(JSON.parse(FIXTURE_BALLOT_1), null, 1);
    expect(checkBallotText(election, pretty)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/kanonik/),
    });
    expect(checkBallotText(election, '{')).toMatchObject({ ok: false });
  });

  it("name the credential derived from the voter's private credential", () => {
    const ballot = parseBallot(FIXTURE_BALLOT_1);
    expect(ballot.credential).toBe(
      derivePublicCredential(election.group, election.uuid, credential(0)),
    );
  });
});

describe('our ballots', () => {
  const plaintexts = [
    [
      [0, 1, 0, 0],
      [0, 0],
    ],
    [
      [0, 0, 0, 1],
      [1, 1],
    ],
    [
      [1, 0, 0, 0],
      [0, 1],
    ], // blank on the first question
  ];

  it('pass our checker for every kind of choice, blank included', () => {
    for (const plaintext of plaintexts) {
      const { ballot, text } = createBallot(election, credential(1), plaintext);
      expect(text).toBe(serializeBallot(ballot));
      expect(ballotProblem(election, ballot)).toBeNull();
      expect(checkBallotText(election, text).ok).toBe(true);
      expect(ballot.answers[0]?.blankProof).toHaveLength(2);
      expect(ballot.answers[0]?.overallProof).toHaveLength(2); // max − min + 2
      expect(ballot.answers[1]?.blankProof).toBeUndefined();
      expect(ballot.answers[1]?.overallProof).toHaveLength(3); // max − min + 1
    }
  });

  it('are fresh each time (new randomness)', () => {
    const a = createBallot(election, credential(1), plaintexts[0] ?? []).text;
    const b = createBallot(election, credential(1), plaintexts[0] ?? []).text;
    expect(a).not.toBe(b);
  });

  it('are reproducible from a given random source, and report progress per question', () => {
    /** Deterministic bytes (SHA-256 in counter mode over a seed): for this test only. */
    const seeded = (seed: string) => {
      let counter = 0;
      return (bytes: Uint8Array): void => {
        let pool = '';
        while (pool.length < bytes.length * 2) pool += sha256Hex(`${seed}|${counter++}`);
        for (let i = 0; i < bytes.length; i++)
          bytes[i] = parseInt(pool.slice(2 * i, 2 * i + 2), 16);
      };
    };
    const progress: string[] = [];
    const a = createBallot(election, credential(1), plaintexts[0] ?? [], {
      random: seeded('x'),
      onProgress: (done, total) => progress.push(`${done}/${total}`),
    });
    const b = createBallot(election, credential(1), plaintexts[0] ?? [], { random: seeded('x') });
    expect(a.text).toBe(b.text);
    expect(checkBallotText(election, a.text).ok).toBe(true);
    expect(progress).toEqual(['1/3', '2/3', '3/3']);
  });

  it('refuse choices the question does not allow', () => {
    const bad = [
      [
        [0, 1, 1, 0],
        [0, 0],
      ], // two candidates where max is 1
      [
        [0, 0, 0, 0],
        [0, 0],
      ], // none where min is 1 (and not blank)
      [
        [1, 1, 0, 0],
        [0, 0],
      ], // blank and a candidate
      [
        [0, 1, 0],
        [0, 0],
      ], // missing the blank slot
      [
        [0, 2, 0, 0],
        [0, 0],
      ], // not 0/1
      [[0, 1, 0, 0]], // a question missing
    ];
    for (const plaintext of bad)
      expect(() => createBallot(election, credential(1), plaintext)).toThrow();
  });

  it('are refused when tampered with: a digit, the signature, another election', () => {
    const { ballot, text } = createBallot(election, credential(2), plaintexts[1] ?? []);
    expect(checkBallotText(election, changeOneDigit(text)).ok).toBe(false);
    const forged: Ballot = structuredClone(ballot);
    if (forged.signature)
      forged.signature.proof.response = (forged.signature.proof.response + 1n) % election.group.q;
    expect(ballotProblem(election, forged)).toMatch(/Tanda tangan/);
    const unsigned: Ballot = { ...ballot };
    delete unsigned.signature;
    expect(ballotProblem(election, unsigned)).toMatch(/tanda tangan/);
    const other = parseElection(
      FIXTURE_ELECTION.replace('"name":"Pemira Uji"', '"name":"Pemira Lain"'),
    );
    expect(ballotProblem(other, ballot)).toMatch(/Sidik jari/);
    // A valid proof for another choice vector cannot be spliced in: swap the two answers' order.
    const swapped: Ballot = {
      ...ballot,
      answers: [ballot.answers[1], ballot.answers[0]] as Ballot['answers'],
    };
    expect(ballotProblem(election, swapped)).not.toBeNull();
  });
});

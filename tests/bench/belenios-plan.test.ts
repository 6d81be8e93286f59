import { describe, expect, it } from 'vitest';
import { ABSTAIN } from '../../src/shared/evoting/ballot';
import type { BeleniosElection } from '../../src/shared/evoting/belenios/election';
import {
  choicePlaintext,
  compareBox,
  expectedCounts,
  planChoice,
  turnoutDelays,
} from './belenios-plan';

/** Only the question matters to the plaintext. */
const electionWith = (blank: boolean) =>
  ({
    questions: [{ answers: ['A', 'B', 'C'], blank, min: 1, max: 1, question: 'Calon' }],
  }) as unknown as BeleniosElection;

describe('the Belenios bench plan', () => {
  it('cycles the candidates then abstain, and counts what was cast', () => {
    const choices = Array.from({ length: 10 }, (_, i) => planChoice(i, 3));
    expect(choices).toEqual([0, 1, 2, ABSTAIN, 0, 1, 2, ABSTAIN, 0, 1]);
    expect(expectedCounts(choices, 3)).toEqual({ kandidat: [3, 3, 2], abstain: 2 });
  });

  it('writes the plaintext blank first when abstain is allowed', () => {
    expect(choicePlaintext(electionWith(true), 1)).toEqual([[0, 0, 1, 0]]);
    expect(choicePlaintext(electionWith(true), ABSTAIN)).toEqual([[1, 0, 0, 0]]);
    expect(choicePlaintext(electionWith(false), 2)).toEqual([[0, 0, 1]]);
    expect(() => choicePlaintext(electionWith(false), ABSTAIN)).toThrow(/tanpa abstain/);
  });

  it('finds a tracker missing from the box, one it does not know, and one listed twice', () => {
    expect(compareBox(['a', 'b'], ['b', 'a']).exact).toBe(true);
    expect(compareBox(['a', 'b'], ['a', 'x', 'x'])).toEqual({
      missing: ['b'],
      unknown: ['x'],
      doubled: ['x'],
      exact: false,
    });
    // Two acknowledgements naming the same tracker are not two ballots in the box.
    expect(compareBox(['a', 'a'], ['a']).exact).toBe(false);
    expect(compareBox(['a', 'a'], ['a', 'a']).exact).toBe(false);
  });

  it('times each acknowledgement until a snapshot counted it', () => {
    const seen = [
      { at: 100, count: 0 },
      { at: 250, count: 1 },
      { at: 400, count: 3 },
    ];
    expect(turnoutDelays([300, 200, 240], seen)).toEqual([50, 100, 160]);
    // The snapshot counting 1 came before the answer it counts (a race): no delay, not a negative one.
    expect(turnoutDelays([270], seen)).toEqual([0]);
    // A fourth answer no snapshot ever counted.
    expect(turnoutDelays([300, 200, 240, 390], seen).at(-1)).toBe(Number.POSITIVE_INFINITY);
  });
});

import { describe, expect, it } from 'vitest';
import { ABSTAIN, CHOICE_MESSAGES, choiceProblem, newReceipt, RECEIPT_PATTERN } from './ballot';
import { PUBLISH_MESSAGES, publishProblem } from './results';

describe('a choice on the ballot', () => {
  it('is one of the frozen candidates, or abstain where the election offers it', () => {
    expect(choiceProblem('a', ['a', 'b'], false)).toBeNull();
    expect(choiceProblem(ABSTAIN, ['a'], true)).toBeNull();
    expect(choiceProblem(ABSTAIN, ['a'], false)).toBe(CHOICE_MESSAGES.abstainNotAllowed);
    expect(choiceProblem('c', ['a', 'b'], true)).toBe(CHOICE_MESSAGES.notOnBallot);
    expect(choiceProblem('', [], true)).toBe(CHOICE_MESSAGES.notOnBallot);
  });
});

describe('publishing the results', () => {
  it('is allowed once, and only after the close', () => {
    expect(publishProblem('selesai', false)).toBeNull();
    expect(publishProblem('selesai', true)).toBe(PUBLISH_MESSAGES.alreadyPublished);
    for (const state of ['draf', 'dijadwalkan', 'berlangsung'] as const)
      expect(publishProblem(state, false)).toBe(PUBLISH_MESSAGES.notClosed);
    expect(publishProblem('dibatalkan', false)).toBe(PUBLISH_MESSAGES.cancelled);
  });
});

describe('a receipt', () => {
  it('is 20 symbols of 5 bits in groups of five, fresh each time', () => {
    const receipts = Array.from({ length: 1_000 }, () =>
      newReceipt((bytes) => globalThis.crypto.getRandomValues(bytes)),
    );
    for (const receipt of receipts) expect(receipt).toMatch(RECEIPT_PATTERN);
    expect(new Set(receipts).size).toBe(receipts.length);
    // Every symbol of the alphabet turns up: no bias that leaves one out.
    expect(new Set(receipts.join('').replaceAll('-', '')).size).toBe(32);
  });
});

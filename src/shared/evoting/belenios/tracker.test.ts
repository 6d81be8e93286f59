import { describe, expect, it } from 'vitest';
import { ballotArchiveHash, ballotTracker, trackerToArchiveHash } from './tracker';
import { FIXTURE_BALLOT_1, FIXTURE_BALLOT_1_SUMMARY_HASH } from './test-fixtures';

describe('the smart ballot tracker', () => {
  it("is the ballot's Base64 SHA-256, the hash belenios-tool's ballot summary lists in hex", () => {
    expect(ballotArchiveHash(FIXTURE_BALLOT_1)).toBe(FIXTURE_BALLOT_1_SUMMARY_HASH);
    const tracker = ballotTracker(FIXTURE_BALLOT_1);
    expect(tracker).toMatch(/^[A-Za-z0-9+/]{43}$/);
    expect(trackerToArchiveHash(tracker)).toBe(FIXTURE_BALLOT_1_SUMMARY_HASH);
  });

  it('changes with any byte of the ballot', () => {
    expect(ballotTracker(`${FIXTURE_BALLOT_1} `)).not.toBe(ballotTracker(FIXTURE_BALLOT_1));
  });
});

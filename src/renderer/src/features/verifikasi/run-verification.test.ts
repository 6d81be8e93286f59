import { beforeAll, describe, expect, it } from 'vitest';
import { STEP_LABELS } from '../../../../shared/evoting/belenios/verify-record';
import {
  buildTestRecord,
  TEST_RECORD_NAME,
  TEST_RECORD_UUID,
  type TestRecord,
} from './record-test-utils';
import { PROGRESS_INTERVAL_MS, runVerification } from './run-verification';
import type { VerifyMessage } from './verify-messages';

/** Runs the worker's core on `bytes` with a clock that moves `step` ms per reading. */
function run(bytes: Uint8Array, step = 0): VerifyMessage[] {
  const messages: VerifyMessage[] = [];
  let clock = 0;
  runVerification(
    bytes,
    (message) => messages.push(message),
    () => (clock += step),
  );
  return messages;
}

const progressOf = (messages: VerifyMessage[]) =>
  messages.flatMap((m) => (m.type === 'progress' ? [`${m.done}/${m.total}`] : []));

let honest: TestRecord;

beforeAll(() => {
  honest = buildTestRecord({ voters: 5 });
}, 60_000);

describe('runVerification (the worker core)', () => {
  it('names the election first, reports progress, and ends with a passing verification', () => {
    const messages = run(honest.bytes, PROGRESS_INTERVAL_MS);
    expect(messages[0]).toEqual({
      type: 'election',
      election: {
        name: TEST_RECORD_NAME,
        uuid: TEST_RECORD_UUID,
        fingerprint: honest.election.fingerprint,
      },
    });
    // The clock moves a full interval between ballots: every one is reported.
    expect(progressOf(messages)).toEqual(['0/5', '1/5', '2/5', '3/5', '4/5', '5/5']);
    const last = messages.at(-1);
    if (last?.type !== 'result') throw new Error(`expected a result, got ${last?.type}`);
    expect(last.verification.ok).toBe(true);
    expect(last.verification.steps.map((s) => [s.label, s.status])).toEqual(
      Object.values(STEP_LABELS).map((label) => [label, 'ok']),
    );
    expect(last.verification.fingerprint).toBe(honest.election.fingerprint);
  });

  it('sends no more than one progress message per interval, but always the first and last', () => {
    // The clock stands still: everything between the first and the last is dropped.
    expect(progressOf(run(honest.bytes, 0))).toEqual(['0/5', '5/5']);
    // Half an interval per ballot: every other one goes out.
    expect(progressOf(run(honest.bytes, PROGRESS_INTERVAL_MS / 2))).toEqual([
      '0/5',
      '2/5',
      '4/5',
      '5/5',
    ]);
  });

  it('reports a forged result as a failed step with its reason', () => {
    const messages = run(buildTestRecord({ voters: 2, forgedResult: true }).bytes);
    const last = messages.at(-1);
    if (last?.type !== 'result') throw new Error(`expected a result, got ${last?.type}`);
    expect(last.verification.ok).toBe(false);
    const result = last.verification.steps.find((s) => s.id === 'result');
    expect(result).toMatchObject({
      status: 'failed',
      reason: expect.stringContaining('Hasil tidak sesuai'),
    });
  });

  it('names no election for bytes that are not an archive, and fails at the chain', () => {
    const messages = run(new TextEncoder().encode('bukan arsip pemilihan'));
    expect(messages.map((m) => m.type)).toEqual(['result']);
    const last = messages[0];
    if (last?.type !== 'result') throw new Error('expected a result');
    expect(last.verification.steps.map((s) => s.status)).toEqual([
      'failed',
      ...Array(7).fill('skipped'),
    ]);
  });
});

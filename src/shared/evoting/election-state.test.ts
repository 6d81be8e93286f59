import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cancelProblem,
  closeNowProblem,
  configurationProblem,
  electionState,
  ELECTION_MESSAGES,
  extendProblem,
  isFrozen,
  openNowProblem,
  readinessProblem,
  scheduleProblem,
  type ElectionSchedule,
} from './election-state';

const T0 = Date.parse('2026-12-01T01:00:00.000Z');
const HOUR = 3_600_000;
const at = (ms: number) => new Date(ms).toISOString();
const scheduled = (start: number, end: number): ElectionSchedule => ({
  mulai: at(start),
  selesai: at(end),
  dibatalkanPada: null,
});
const READY = { candidates: 2, abstain: false, rollSize: 10 };

describe('the state of an election comes from the clock and the schedule', () => {
  it('walks draf → dijadwalkan → berlangsung → selesai by time alone', () => {
    expect(electionState({ mulai: null, selesai: null, dibatalkanPada: null }, T0)).toBe('draf');
    const election = scheduled(T0 + HOUR, T0 + 2 * HOUR);
    expect(electionState(election, T0)).toBe('dijadwalkan');
    expect(electionState(election, T0 + HOUR)).toBe('berlangsung');
    expect(electionState(election, T0 + 2 * HOUR - 1)).toBe('berlangsung');
    expect(electionState(election, T0 + 2 * HOUR)).toBe('selesai');
    expect(electionState({ ...election, dibatalkanPada: at(T0) }, T0 + HOUR)).toBe('dibatalkan');
  });

  it('never goes back in time: once open it is open or closed, once closed it stays closed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000 }),
        fc.integer({ min: 0, max: 3_000 }),
        fc.integer({ min: 0, max: 3_000 }),
        (length, a, b) => {
          const election = scheduled(T0 + 1_000, T0 + 1_000 + length);
          const [early, late] = a <= b ? [a, b] : [b, a];
          const order = ['draf', 'dijadwalkan', 'berlangsung', 'selesai'];
          const first = order.indexOf(electionState(election, T0 + early));
          const second = order.indexOf(electionState(election, T0 + late));
          expect(second).toBeGreaterThanOrEqual(first);
        },
      ),
    );
  });

  it('freezes the configuration from the opening on', () => {
    expect(isFrozen('draf')).toBe(false);
    expect(isFrozen('dijadwalkan')).toBe(false);
    expect(isFrozen('berlangsung')).toBe(true);
    expect(configurationProblem('berlangsung')).toBe(ELECTION_MESSAGES.frozen);
    expect(configurationProblem('selesai')).toBe(ELECTION_MESSAGES.closed);
    expect(configurationProblem('dijadwalkan')).toBeNull();
  });
});

describe('the committee’s actions', () => {
  it('saves a schedule only when the end is after a start that has not passed', () => {
    expect(scheduleProblem(at(T0 + HOUR), at(T0 + 2 * HOUR), T0)).toBeNull();
    expect(scheduleProblem(at(T0 + HOUR), at(T0 + HOUR), T0)).toBe(
      ELECTION_MESSAGES.endBeforeStart,
    );
    expect(scheduleProblem(at(T0 - HOUR), at(T0 + HOUR), T0)).toBe(ELECTION_MESSAGES.startInPast);
    expect(scheduleProblem('bukan tanggal', at(T0), T0)).toBe(ELECTION_MESSAGES.scheduleMissing);
  });

  it('opens now only a ready election that is not open, with an end to come', () => {
    const upcoming = scheduled(T0 + HOUR, T0 + 2 * HOUR);
    expect(openNowProblem(upcoming, READY, null, T0)).toBeNull();
    expect(openNowProblem(upcoming, READY, null, T0 + HOUR)).toBe(ELECTION_MESSAGES.alreadyOpen);
    const draft = { mulai: null, selesai: null, dibatalkanPada: null };
    expect(openNowProblem(draft, READY, null, T0)).toBe(ELECTION_MESSAGES.scheduleMissing);
    expect(openNowProblem(draft, READY, at(T0 - 1), T0)).toBe(ELECTION_MESSAGES.endInPast);
    expect(openNowProblem(draft, READY, at(T0 + HOUR), T0)).toBeNull();
    expect(openNowProblem(upcoming, { ...READY, rollSize: 0 }, null, T0)).toBe(
      ELECTION_MESSAGES.emptyRoll,
    );
  });

  it('needs candidates, and abstain beside a single one', () => {
    expect(readinessProblem({ candidates: 0, abstain: true, rollSize: 1 })).toBe(
      ELECTION_MESSAGES.noCandidates,
    );
    expect(readinessProblem({ candidates: 1, abstain: false, rollSize: 1 })).toBe(
      ELECTION_MESSAGES.singleWithoutAbstain,
    );
    expect(readinessProblem({ candidates: 1, abstain: true, rollSize: 1 })).toBeNull();
  });

  it('closes and extends only while open, and extends only to a later end', () => {
    const open = scheduled(T0 - HOUR, T0 + HOUR);
    expect(closeNowProblem(open, T0)).toBeNull();
    expect(closeNowProblem(open, T0 + HOUR)).toBe(ELECTION_MESSAGES.notOpen);
    expect(extendProblem(open, at(T0 + 2 * HOUR), T0)).toBeNull();
    expect(extendProblem(open, at(T0 + HOUR), T0)).toBe(ELECTION_MESSAGES.extendNotLater);
    expect(extendProblem(open, at(T0 + 2 * HOUR), T0 + HOUR)).toBe(ELECTION_MESSAGES.notOpen);
  });

  it('cancels anything not yet closed, once', () => {
    expect(cancelProblem(scheduled(T0 + HOUR, T0 + 2 * HOUR), T0)).toBeNull();
    expect(cancelProblem(scheduled(T0 - 2 * HOUR, T0 - HOUR), T0)).toBe(
      ELECTION_MESSAGES.cancelClosed,
    );
    expect(
      cancelProblem({ ...scheduled(T0 + HOUR, T0 + 2 * HOUR), dibatalkanPada: at(T0) }, T0),
    ).toBe(ELECTION_MESSAGES.closed);
  });
});

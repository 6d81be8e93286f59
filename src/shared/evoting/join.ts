import { EVOTING_MESSAGES } from './election';
import type { ElectionState } from './election-state';
import type { RollStatus } from './roll';

/**
 * Why a voter may not ask to join an election's roll now, or null. Only a scheduled election that
 * has not opened takes requests: a draft is not public yet, and once open the roll is frozen
 * (../shared/EVOTING.md). A voter already on the roll, whatever their status, asks only once.
 */
export function joinProblem(state: ElectionState, onRoll: RollStatus | null): string | null {
  if (onRoll) return EVOTING_MESSAGES.joinAlreadyAsked;
  return state === 'dijadwalkan' ? null : EVOTING_MESSAGES.joinClosed;
}

import { EVOTING_MESSAGES } from './election';
import type { ElectionState } from './election-state';
import type { RollStatus } from './roll';

/**
 * Why a voter may not ask to join an election's roll now, or null. Only a scheduled election that
 * has not opened takes requests (once open the roll is frozen, ../shared/EVOTING.md); a draft is
 * not shown to voters at all, so a backend answers it as not found before asking this. A voter
 * already waiting or verified asks only once; a rejected voter may ask again.
 */
export function joinProblem(state: ElectionState, onRoll: RollStatus | null): string | null {
  if (state !== 'dijadwalkan') return EVOTING_MESSAGES.joinClosed;
  return onRoll && onRoll !== 'ditolak' ? EVOTING_MESSAGES.joinAlreadyAsked : null;
}

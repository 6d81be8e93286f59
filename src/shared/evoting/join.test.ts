import { describe, expect, it } from 'vitest';
import { EVOTING_MESSAGES } from './election';
import { joinProblem } from './join';

describe('a voter asking to join a roll', () => {
  it('is taken only while the election is scheduled and not open', () => {
    expect(joinProblem('dijadwalkan', null)).toBeNull();
    for (const state of ['draf', 'berlangsung', 'selesai', 'dibatalkan'] as const) {
      expect(joinProblem(state, null)).toBe(EVOTING_MESSAGES.joinClosed);
      expect(joinProblem(state, 'ditolak')).toBe(EVOTING_MESSAGES.joinClosed);
    }
  });

  it('is taken once while waiting or verified; a rejected voter may ask again', () => {
    for (const status of ['menunggu', 'terverifikasi'] as const)
      expect(joinProblem('dijadwalkan', status)).toBe(EVOTING_MESSAGES.joinAlreadyAsked);
    expect(joinProblem('dijadwalkan', 'ditolak')).toBeNull();
  });
});

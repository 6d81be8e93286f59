import { describe, expect, it } from 'vitest';
import { publicElection } from '../panitia/panitia-test-utils';
import { electionToCall } from './election-call';

describe("the home page's call to vote", () => {
  const soon = publicElection({ id: 'soon', state: 'dijadwalkan', mulai: '2026-12-01T00:00:00Z' });
  const later = publicElection({
    id: 'later',
    state: 'dijadwalkan',
    mulai: '2027-01-01T00:00:00Z',
  });
  const open = publicElection({ id: 'open', state: 'berlangsung' });
  const over = publicElection({ id: 'over', state: 'selesai' });

  it('names an open election first, else the one that opens soonest', () => {
    expect(electionToCall([later, soon, open])?.id).toBe('open');
    expect(electionToCall([later, over, soon])?.id).toBe('soon');
  });

  it('says nothing when no election is open or coming', () => {
    expect(electionToCall([over, publicElection({ state: 'dibatalkan' })])).toBeNull();
    expect(electionToCall([])).toBeNull();
  });
});

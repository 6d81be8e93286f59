// The fake clock and the router's view for tests of the idle sign-out (not part of the app).
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { act } from '@testing-library/react';

export const MINUTE = 60_000;

/** Where the router is: the page the sign-out sent the user to. */
export function WhereAmI() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/**
 * A fake clock for each test of the calling block. The sign-out, its warning and its keep-alive
 * are lazy chunks, the warning a lazy part of a lazy part: they are loaded before the clock is
 * faked, as a slow import under fake timers (a busy machine, other test files beside) left the
 * warning unrendered when the test's minutes had passed. setImmediate stays real:
 * BroadcastChannel messages from "another tab" arrive on it.
 */
export function fakeIdleClockPerTest(): void {
  beforeEach(async () => {
    await import('./InactivityLogout');
    await import('./IdleWarningDialog');
    await import('./keep-alive');
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

import { useCallback, useEffect, useMemo, useRef } from 'react';

/** One run started with useLatestRun. */
export interface LatestRun {
  /** False once a newer run started or the page was left: its late messages are ignored. */
  current(): boolean;
  /** How to stop this run's worker (null once it finished by itself); ignored when not current. */
  stopWith(stop: (() => void) | null): void;
}

/**
 * One worker run at a time: starting a run stops the one before, and leaving the page stops the
 * last, so no worker keeps a core busy (or a secret in memory) for a page nobody looks at.
 */
export function useLatestRun() {
  /** Counts runs: a stopped run's late messages (already queued, or a fake's) are ignored. */
  const runId = useRef(0);
  const stopRun = useRef<(() => void) | null>(null);

  const stop = useCallback(() => {
    runId.current += 1;
    stopRun.current?.();
    stopRun.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const start = useCallback((): LatestRun => {
    stop();
    const id = runId.current;
    const current = () => runId.current === id;
    return {
      current,
      stopWith: (next) => {
        if (current()) stopRun.current = next;
      },
    };
  }, [stop]);

  return useMemo(() => ({ start, stop }), [start, stop]);
}

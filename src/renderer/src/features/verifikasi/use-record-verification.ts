import { useCallback, useEffect, useRef, useState } from 'react';
import { STARTED, nextVerificationState, type VerificationState } from './verification-state';
import { VERIFIKASI_TEXT } from './verifikasi-text';
import { WORKER_FAILED, type VerificationRunner } from './worker-runner';

export interface RecordVerificationControl {
  state: VerificationState;
  /**
   * Verifies these bytes (transferred to the runner; a file still being read may be given as
   * its promise), stopping any run still going.
   */
  verify(bytes: ArrayBuffer | Promise<ArrayBuffer>): void;
}

/**
 * One verification at a time: a new run stops the previous one, and leaving the page stops the
 * run, so no worker keeps a core busy for an archive nobody looks at any more.
 */
export function useRecordVerification(runner: VerificationRunner): RecordVerificationControl {
  const [state, setState] = useState<VerificationState>({ status: 'idle' });
  /** Counts runs: a stopped run's late messages (already queued, or a fake's) are ignored. */
  const runId = useRef(0);
  const stopRun = useRef<(() => void) | null>(null);

  const stop = useCallback(() => {
    runId.current += 1;
    stopRun.current?.();
    stopRun.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const verify = useCallback(
    (bytes: ArrayBuffer | Promise<ArrayBuffer>) => {
      stop();
      const id = runId.current;
      const current = () => runId.current === id;
      setState(STARTED);
      Promise.resolve(bytes).then(
        (buffer) => {
          if (!current()) return;
          try {
            stopRun.current = runner(buffer, (message) => {
              if (current()) setState((now) => nextVerificationState(now, message));
            });
          } catch {
            setState({ status: 'error', message: WORKER_FAILED });
          }
        },
        () => {
          if (current()) setState({ status: 'error', message: VERIFIKASI_TEXT.unreadable });
        },
      );
    },
    [runner, stop],
  );

  return { state, verify };
}

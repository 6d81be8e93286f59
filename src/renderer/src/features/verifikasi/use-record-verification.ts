import { useCallback, useState } from 'react';
import { useLatestRun } from '../../lib/use-latest-run';
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
  const runs = useLatestRun();

  const verify = useCallback(
    (bytes: ArrayBuffer | Promise<ArrayBuffer>) => {
      const run = runs.start();
      setState(STARTED);
      Promise.resolve(bytes).then(
        (buffer) => {
          if (!run.current()) return;
          try {
            run.stopWith(
              runner(buffer, (message) => {
                if (run.current()) setState((now) => nextVerificationState(now, message));
              }),
            );
          } catch {
            setState({ status: 'error', message: WORKER_FAILED });
          }
        },
        () => {
          if (run.current()) setState({ status: 'error', message: VERIFIKASI_TEXT.unreadable });
        },
      );
    },
    [runner, runs],
  );

  return { state, verify };
}

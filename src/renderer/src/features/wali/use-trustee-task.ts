import { useCallback, useEffect, useRef, useState } from 'react';
import type { TrusteeTask } from './trustee-messages';
import { TASK_TEXT } from './wali-text';
import type { TrusteeRunner } from './worker-runner';

export type TaskState =
  | { status: 'idle' }
  | { status: 'running'; label: string; done: number; total: number }
  | { status: 'error'; message: string };

export interface TrusteeTaskControl {
  state: TaskState;
  /** Runs the task (stopping any other); the text it computed, or null if it failed or stopped. */
  run(task: TrusteeTask): Promise<string | null>;
  /** Back to idle (a new attempt), keeping nothing of the last one. */
  reset(): void;
}

/**
 * One computation at a time for one step: a new run stops the previous one, and leaving the page
 * stops it, so no worker keeps a core busy (or a seed in memory) for a page nobody looks at.
 */
export function useTrusteeTask(runner: TrusteeRunner): TrusteeTaskControl {
  const [state, setState] = useState<TaskState>({ status: 'idle' });
  const runId = useRef(0);
  const stopRun = useRef<(() => void) | null>(null);

  const stop = useCallback(() => {
    runId.current += 1;
    stopRun.current?.();
    stopRun.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const run = useCallback(
    (task: TrusteeTask) =>
      new Promise<string | null>((resolve) => {
        stop();
        const id = runId.current;
        const current = () => runId.current === id;
        setState({ status: 'running', label: '', done: 0, total: 1 });
        try {
          stopRun.current = runner(task, (message) => {
            if (!current()) return resolve(null);
            if (message.type === 'progress') setState({ status: 'running', ...message });
            else if (message.type === 'error') {
              setState({ status: 'error', message: message.message });
              resolve(null);
            } else {
              stopRun.current = null;
              resolve(message.text);
            }
          });
        } catch {
          setState({ status: 'error', message: TASK_TEXT.workerFailed });
          resolve(null);
        }
      }),
    [runner, stop],
  );

  const reset = useCallback(() => {
    stop();
    setState({ status: 'idle' });
  }, [stop]);

  return { state, run, reset };
}

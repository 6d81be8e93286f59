import { useCallback, useState } from 'react';
import { useLatestRun } from '../../lib/use-latest-run';
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
  const runs = useLatestRun();

  const run = useCallback(
    (task: TrusteeTask) =>
      new Promise<string | null>((resolve) => {
        const current = runs.start();
        setState({ status: 'running', label: '', done: 0, total: 1 });
        try {
          current.stopWith(
            runner(task, (message) => {
              if (!current.current()) return resolve(null);
              if (message.type === 'progress') setState({ status: 'running', ...message });
              else if (message.type === 'error') {
                setState({ status: 'error', message: message.message });
                resolve(null);
              } else {
                current.stopWith(null);
                resolve(message.text);
              }
            }),
          );
        } catch {
          setState({ status: 'error', message: TASK_TEXT.workerFailed });
          resolve(null);
        }
      }),
    [runner, runs],
  );

  const reset = useCallback(() => {
    runs.stop();
    setState({ status: 'idle' });
  }, [runs]);

  return { state, run, reset };
}

import type { TrusteeTask, TrusteeTaskMessage } from './trustee-messages';
import { TASK_TEXT } from './wali-text';

/**
 * Runs one trustee task somewhere and reports its messages; returns a function that stops it.
 * The page gets the worker's; a component test gives its own (jsdom has no Worker).
 */
export type TrusteeRunner = (
  task: TrusteeTask,
  onMessage: (message: TrusteeTaskMessage) => void,
) => () => void;

/** A module worker per task, ended when it answers, fails or is stopped. */
export const workerRunner: TrusteeRunner = (task, onMessage) => {
  const worker = new Worker(new URL('./trustee-worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<TrusteeTaskMessage>) => {
    if (event.data.type !== 'progress') worker.terminate();
    onMessage(event.data);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    worker.terminate();
    onMessage({ type: 'error', message: TASK_TEXT.workerFailed });
  };
  worker.postMessage(task);
  return () => worker.terminate();
};

import { runTrusteeTask } from './run-trustee-task';
import type { TrusteeTask, TrusteeTaskMessage } from './trustee-messages';

/**
 * The trustee's Web Worker (worker-runner.ts starts one per step): 2048-bit modular arithmetic
 * takes seconds on a phone and must never block the page's thread.
 */

/** What is used of a dedicated worker's global scope (the renderer is typed with DOM's lib). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<TrusteeTask>) => void) | null;
  postMessage(message: TrusteeTaskMessage): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  runTrusteeTask(event.data, (message) => scope.postMessage(message));
};

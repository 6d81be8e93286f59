import { runVerification } from './run-verification';
import type { VerifyMessage, VerifyRequest } from './verify-messages';

/**
 * The verification's Web Worker (worker-runner.ts starts it): 2048-bit arithmetic over every
 * ballot takes minutes for a big election, which must never block the page's thread.
 */

/** What is used of a dedicated worker's global scope (the renderer is typed with DOM's lib). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<VerifyRequest>) => void) | null;
  postMessage(message: VerifyMessage): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  runVerification(new Uint8Array(event.data.bytes), (message) => scope.postMessage(message));
};

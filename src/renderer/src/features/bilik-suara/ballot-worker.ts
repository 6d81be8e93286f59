import type { EncryptMessage, EncryptRequest } from './ballot-messages';
import { encryptBallot } from './encrypt-ballot';

/**
 * The booth's encryption worker (ballot-runner.ts starts it): the proofs take 2048-bit modular
 * arithmetic, seconds on a phone, which must never freeze the booth.
 */

/** What is used of a dedicated worker's global scope (the renderer is typed with DOM's lib). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<EncryptRequest>) => void) | null;
  postMessage(message: EncryptMessage): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  encryptBallot(event.data, (message) => scope.postMessage(message));
};

import type { CredentialMessage, CredentialRequest } from './credential-messages';
import { makeCredentials } from './make-credentials';

/**
 * The credential authority's Web Worker (credential-runner.ts starts it): a 2048-bit
 * exponentiation per voter takes minutes for thousands of voters on a modest laptop, which must
 * never block the page's thread.
 */

/** What is used of a dedicated worker's global scope (the renderer is typed with DOM's lib). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<CredentialRequest>) => void) | null;
  postMessage(message: CredentialMessage): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  makeCredentials(event.data.uuid, event.data.voters, (message) => scope.postMessage(message));
};

import type { EncryptMessage, EncryptRequest } from './ballot-messages';
import { ENCRYPTED_BOOTH_TEXTS } from './belenios-texts';

/**
 * Encrypts one ballot somewhere and reports its messages; returns a function that stops it. The
 * booth gets the worker's; a component test gives its own (jsdom has no Worker).
 */
export type BallotEncryptionRunner = (
  request: EncryptRequest,
  onMessage: (message: EncryptMessage) => void,
) => () => void;

/** A module worker per ballot, ended when it answers, fails or is stopped. */
export const workerEncryptionRunner: BallotEncryptionRunner = (request, onMessage) => {
  const worker = new Worker(new URL('./ballot-worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<EncryptMessage>) => {
    if (event.data.type !== 'progress') worker.terminate();
    onMessage(event.data);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    worker.terminate();
    onMessage({ type: 'error', message: ENCRYPTED_BOOTH_TEXTS.encryptionFailed });
  };
  worker.postMessage(request);
  return () => worker.terminate();
};

/** Runs the encryption to its end: the ballot's text, progress on the way. */
export function runEncryption(
  runner: BallotEncryptionRunner,
  request: EncryptRequest,
  onProgress: (fraction: number) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    try {
      runner(request, (message) => {
        if (message.type === 'progress') onProgress(message.done / message.total);
        else if (message.type === 'ballot') resolve(message.text);
        else reject(new Error(message.message));
      });
    } catch {
      reject(new Error(ENCRYPTED_BOOTH_TEXTS.encryptionFailed));
    }
  });
}

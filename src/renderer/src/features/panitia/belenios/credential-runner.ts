import type { CredentialMessage, CredentialRequest, CredentialVoter } from './credential-messages';

/**
 * Makes credentials somewhere and reports its messages; returns a function that stops it. The
 * page gets the worker's; a component test gives its own (jsdom has no Worker).
 */
export type CredentialRunner = (
  uuid: string,
  voters: CredentialVoter[],
  onMessage: (message: CredentialMessage) => void,
) => () => void;

export const CREDENTIAL_WORKER_FAILED = 'Kredensial tidak dapat dibuat di peramban ini.';

/** A module worker per run, ended when it answers, fails or is stopped. */
export const credentialWorkerRunner: CredentialRunner = (uuid, voters, onMessage) => {
  const worker = new Worker(new URL('./credential-worker.ts', import.meta.url), {
    type: 'module',
  });
  worker.onmessage = (event: MessageEvent<CredentialMessage>) => {
    if (event.data.type === 'result' || event.data.type === 'error') worker.terminate();
    onMessage(event.data);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    worker.terminate();
    onMessage({ type: 'error', message: CREDENTIAL_WORKER_FAILED });
  };
  const request: CredentialRequest = { type: 'make', uuid, voters };
  worker.postMessage(request);
  return () => worker.terminate();
};

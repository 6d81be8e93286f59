import type { VerifyMessage, VerifyRequest } from './verify-messages';

/**
 * Runs one verification somewhere and reports its messages; returns a function that stops it.
 * The page gets the worker's; a component test gives its own (jsdom has no Worker).
 */
export type VerificationRunner = (
  bytes: ArrayBuffer,
  onMessage: (message: VerifyMessage) => void,
) => () => void;

export const WORKER_FAILED = 'Pemeriksaan tidak dapat dijalankan di peramban ini.';

/** A module worker per run, ended when it answers, fails or is stopped. */
export const workerRunner: VerificationRunner = (bytes, onMessage) => {
  const worker = new Worker(new URL('./verify-worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<VerifyMessage>) => {
    if (event.data.type === 'result' || event.data.type === 'error') worker.terminate();
    onMessage(event.data);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    worker.terminate();
    onMessage({ type: 'error', message: WORKER_FAILED });
  };
  const request: VerifyRequest = { type: 'verify', bytes };
  // Transferred, not copied: an archive can be tens of megabytes.
  worker.postMessage(request, [bytes]);
  return () => worker.terminate();
};

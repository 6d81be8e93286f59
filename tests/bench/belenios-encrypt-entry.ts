import type { EncryptMessage } from '../../src/renderer/src/features/bilik-suara/ballot-messages';
import { encryptBallot } from '../../src/renderer/src/features/bilik-suara/encrypt-ballot';

/**
 * The booth worker's whole job (encrypt-ballot.ts, what ballot-worker.ts runs), bundled for a
 * page of the bench (belenios-encrypt-bundle.ts) so it can run on the page's own thread: the only
 * thread Chromium's CPU throttling slows (it refuses to throttle a worker).
 */
function benchEncrypt(request: { election: string; credential: string; choice: number | null }) {
  // Assigned in the callback: typed so, else the compiler thinks it stays undefined.
  let answer = undefined as EncryptMessage | undefined;
  const started = performance.now();
  encryptBallot({ type: 'encrypt', ...request }, (message) => {
    if (message.type !== 'progress') answer = message;
  });
  const ms = performance.now() - started;
  if (answer?.type === 'ballot') return { ms, bytes: answer.text.length };
  throw new Error(answer?.type === 'error' ? answer.message : 'Tidak ada surat suara.');
}

(globalThis as unknown as { benchEncrypt: typeof benchEncrypt }).benchEncrypt = benchEncrypt;

import { createBallot } from '../../../../shared/evoting/belenios/ballot';
import type { Plaintext } from '../../../../shared/evoting/belenios/ballot-json';
import { type BeleniosElection, parseElection } from '../../../../shared/evoting/belenios/election';
import type { EncryptMessage, EncryptRequest } from './ballot-messages';

/** Progress at most this often: the bar moves without flooding the page's thread. */
export const PROGRESS_INTERVAL_MS = 50;

/**
 * The plaintext of the portal's one-question ballot: 1 for the chosen candidate (index in
 * ballot-number order, as election.json lists the answers), Belenios' blank vote first when
 * abstain is allowed.
 */
export function choicePlaintext(election: BeleniosElection, choice: number | null): Plaintext {
  const question = election.questions[0];
  if (question === undefined || election.questions.length !== 1)
    throw new Error('Surat suara pemilihan ini tidak dikenali.');
  if (choice !== null && (choice < 0 || choice >= question.answers.length))
    throw new Error('Pilihan tidak ada pada surat suara terenkripsi.');
  const answers = question.answers.map((_, i) => (i === choice ? 1 : 0));
  if (!question.blank) {
    if (choice === null) throw new Error('Pemilihan ini tidak menyediakan pilihan abstain.');
    return [answers];
  }
  return [[choice === null ? 1 : 0, ...answers]];
}

/**
 * The worker's whole job, without the worker (ballot-worker.ts wires it to `self`): encrypts and
 * proves the choice under the election key and signs it with the credential, reporting progress
 * (throttled), and ends with the ballot's text or an error.
 */
export function encryptBallot(
  request: EncryptRequest,
  post: (message: EncryptMessage) => void,
  now: () => number = Date.now,
): void {
  try {
    const election = parseElection(request.election);
    const plaintext = choicePlaintext(election, request.choice);
    let lastPosted = -Infinity;
    post({ type: 'progress', done: 0, total: election.questions.length + 1 });
    const { text } = createBallot(election, request.credential, plaintext, {
      onProgress: (done, total) => {
        const at = now();
        if (done < total && at - lastPosted < PROGRESS_INTERVAL_MS) return;
        lastPosted = at;
        post({ type: 'progress', done, total });
      },
    });
    post({ type: 'ballot', text });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    post({ type: 'error', message: `Surat suara tidak dapat dienkripsi: ${detail}` });
  }
}

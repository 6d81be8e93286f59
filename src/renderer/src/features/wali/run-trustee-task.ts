import { parseElection } from '../../../../shared/evoting/belenios/election';
import { BELENIOS_2048 } from '../../../../shared/evoting/belenios/group';
import {
  computePartialDecryption,
  parseEncryptedTally,
  serializePartialDecryption,
} from '../../../../shared/evoting/belenios/partial-decryption';
import {
  openDecryptionKeyShare,
  thresholdStep3,
  thresholdStep5,
} from '../../../../shared/evoting/belenios/threshold-keygen';
import {
  type SignedMessage,
  makeCertificate,
  serializeSignedMessage,
  signedMessageFromJson,
} from '../../../../shared/evoting/belenios/threshold-trustee';
import type { TrusteeTask, TrusteeTaskMessage } from './trustee-messages';
import { TASK_TEXT } from './wali-text';

const group = BELENIOS_2048;

/** The library's words when the seed is not any trustee's of this election (threshold-keygen). */
const NOT_LISTED = 'Sertifikat wali ini tidak ada di daftar.';

const parseCertificates = (texts: readonly string[]): SignedMessage[] =>
  texts.map((text) => signedMessageFromJson(JSON.parse(text)));

interface Phase {
  label: string;
  run(): void;
}

/** The task's phases, each announced before it runs, and the text the step sends at the end. */
function plan(task: TrusteeTask): { phases: Phase[]; result: () => string } {
  let text = '';
  const result = () => text;
  switch (task.type) {
    case 'sertifikat':
      return {
        phases: [
          {
            label: TASK_TEXT.certificate,
            run: () => (text = serializeSignedMessage(makeCertificate(group, task.seed))),
          },
        ],
        result,
      };
    case 'polinomial':
      return {
        phases: [
          {
            label: TASK_TEXT.polynomial,
            run: () => {
              const certificates = parseCertificates(task.certificates);
              text = thresholdStep3(group, certificates, task.seed, task.ambang);
            },
          },
        ],
        result,
      };
    case 'verifikasi':
      return {
        phases: [
          {
            label: TASK_TEXT.verification,
            run: () => {
              const certificates = parseCertificates(task.certificates);
              text = thresholdStep5(group, certificates, task.seed, task.vinput);
            },
          },
        ],
        result,
      };
    case 'dekripsi': {
      let share = 0n;
      return {
        phases: [
          {
            label: TASK_TEXT.openKey,
            run: () => {
              // The server gives the encrypted_msg text; a JSON-quoted copy of it reads the same.
              const dkey = task.dkey.startsWith('"')
                ? (JSON.parse(task.dkey) as string)
                : task.dkey;
              const certificates = parseCertificates(task.certificates);
              share = openDecryptionKeyShare(group, certificates, task.seed, dkey);
            },
          },
          {
            label: TASK_TEXT.decryption,
            run: () => {
              const election = parseElection(task.pemilihan);
              const tally = parseEncryptedTally(task.tallyTerenkripsi);
              text = serializePartialDecryption(computePartialDecryption(election, tally, share));
            },
          },
        ],
        result,
      };
    }
  }
}

/**
 * The worker's whole job, without the worker (trustee-worker.ts wires it to `self`): runs one
 * step's computation from the seed, announcing each phase, and ends with the text the step sends
 * or an Indonesian error. A seed that is not this trustee's says so plainly.
 */
export function runTrusteeTask(task: TrusteeTask, post: (m: TrusteeTaskMessage) => void): void {
  const { phases, result } = plan(task);
  const total = phases.length;
  try {
    phases.forEach((phase, done) => {
      post({ type: 'progress', label: phase.label, done, total });
      phase.run();
    });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    post({
      type: 'error',
      message: detail === NOT_LISTED ? TASK_TEXT.keyMismatch : TASK_TEXT.failed(detail),
    });
    return;
  }
  post({ type: 'result', text: result() });
}

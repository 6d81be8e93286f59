import type { Kementerian, UserRole } from '../roles';
import {
  BERKAS_MESSAGES,
  SUBMISSION_STATUSES,
  VERIFIER_KEYS,
  VERIFIER_LABELS,
  type SubmissionStatus,
  type VerifierKey,
  type Verifiers,
} from './status';

export type VerifierAction = 'verify' | 'request-revision' | 'cancel-verification';

export const VERIFIER_ACTION_LABELS: Record<VerifierAction, string> = {
  verify: 'Verifikasi',
  'request-revision': 'Minta Revisi',
  'cancel-verification': 'Batal Verifikasi',
};

interface Actor {
  role: UserRole;
  kementerian: Kementerian | null;
}

const MINISTRY_VERIFIER: Partial<Record<Kementerian, VerifierKey>> = {
  'Sekretariat Jenderal': 'sekjend',
  'Kementerian Dalam Negeri': 'kemendagri',
  'Kementerian Keuangan': 'kemenkeu',
  'Banggar DPM': 'banggar',
};

/**
 * SPEC.md §6: every acting user is a verifier. Master chooses which one to act as; banggar acts
 * as banggar; an admin acts as the verifier of their ministry; anyone else has none.
 */
export function verifierFor(actor: Actor, chosen?: VerifierKey): VerifierKey | null {
  if (actor.role === 'master') return chosen && VERIFIER_KEYS.includes(chosen) ? chosen : null;
  if (actor.role === 'banggar') return 'banggar';
  if (actor.role !== 'admin' || !actor.kementerian) return null;
  return MINISTRY_VERIFIER[actor.kementerian] ?? null;
}

/** ACC and the final follow-up: master or Sekretariat Jenderal only. */
export function mayFinalise(actor: Actor): boolean {
  return (
    actor.role === 'master' ||
    (actor.role === 'admin' && actor.kementerian === 'Sekretariat Jenderal')
  );
}

/** Once approved or finished, no verifier may act any more. */
export const CLOSED_STATUSES = [
  'Disetujui',
  'Selesai',
] as const satisfies readonly SubmissionStatus[];

export const isClosed = (status: SubmissionStatus): boolean =>
  (CLOSED_STATUSES as readonly SubmissionStatus[]).includes(status);

/** The statuses in which a verifier may still act. */
export const OPEN_STATUSES: readonly SubmissionStatus[] = SUBMISSION_STATUSES.filter(
  (status) => !isClosed(status),
);

/** How the submission's own history names each step (the activity history adds the ticket). */
export const WORKFLOW_EVENTS = {
  verifier: (action: VerifierAction, verifier: VerifierKey) =>
    `${VERIFIER_ACTION_LABELS[action]} sebagai ${VERIFIER_LABELS[verifier]}`,
  approve: 'Persetujuan akhir (ACC)',
  finish: 'Tindak lanjut akhir',
} as const;

/** The activity history's entry for a step of one submission. */
export const historiActionOf = (event: string, ticketId: string): string =>
  `${event} — ${ticketId}`;

export type WorkflowResult<T> = { ok: true; value: T } | { ok: false; message: string };

const refuse = (message: string): { ok: false; message: string } => ({ ok: false, message });
const CLOSED_MESSAGE = 'Pengajuan ini sudah disetujui atau selesai; verifikasi tidak dapat diubah.';

/**
 * One verifier's action on a submission (SPEC.md §4): returns the new verifiers and status, or
 * why the action is not allowed now.
 */
export function applyVerifierAction(
  current: { currentStatus: SubmissionStatus; verifiers: Verifiers },
  verifier: VerifierKey,
  action: VerifierAction,
  note: string,
  now: string,
): WorkflowResult<{ verifiers: Verifiers; currentStatus: SubmissionStatus }> {
  if (isClosed(current.currentStatus)) return refuse(CLOSED_MESSAGE);
  const state = current.verifiers[verifier];
  const catatan = note.trim();
  let next: Verifiers[VerifierKey];
  switch (action) {
    case 'verify':
      if (state.status === 'diverifikasi') return refuse('Berkas ini sudah Anda verifikasi.');
      next = { status: 'diverifikasi', updatedAt: now, catatan };
      break;
    case 'request-revision':
      if (state.status === 'diverifikasi')
        return refuse('Batalkan verifikasi terlebih dahulu untuk meminta revisi.');
      if (!catatan) return refuse(BERKAS_MESSAGES.revisionNoteRequired);
      next = { status: 'revisi', updatedAt: now, catatan };
      break;
    case 'cancel-verification':
      if (state.status !== 'diverifikasi')
        return refuse('Hanya verifikasi yang sudah diberikan yang dapat dibatalkan.');
      next = { status: 'menunggu', updatedAt: now, catatan: '' };
      break;
  }
  return {
    ok: true,
    value: {
      verifiers: { ...current.verifiers, [verifier]: next },
      currentStatus: next.status === 'revisi' ? 'Revisi Diperlukan' : 'Dalam Proses Verifikasi',
    },
  };
}

/** ACC: all four verified and not yet approved or finished. */
export function canApprove(current: {
  currentStatus: SubmissionStatus;
  verifiers: Verifiers;
}): WorkflowResult<null> {
  if (isClosed(current.currentStatus)) return refuse('Pengajuan ini sudah disetujui atau selesai.');
  const waiting = VERIFIER_KEYS.filter((key) => current.verifiers[key].status !== 'diverifikasi');
  if (waiting.length > 0) return refuse('Semua verifikator harus memverifikasi terlebih dahulu.');
  return { ok: true, value: null };
}

/** ACC decided: the next status and the event to record, or why not now. */
export function approveSubmission(current: {
  currentStatus: SubmissionStatus;
  verifiers: Verifiers;
}): WorkflowResult<{ currentStatus: 'Disetujui'; event: string }> {
  const check = canApprove(current);
  if (!check.ok) return check;
  return { ok: true, value: { currentStatus: 'Disetujui', event: WORKFLOW_EVENTS.approve } };
}

/** The final follow-up decided: the next status and the event to record, or why not now. */
export function finishSubmission(
  current: { currentStatus: SubmissionStatus },
  response: { catatan: string; hasLetter: boolean },
): WorkflowResult<{ currentStatus: 'Selesai'; event: string }> {
  const check = canFinish(current, response);
  if (!check.ok) return check;
  return { ok: true, value: { currentStatus: 'Selesai', event: WORKFLOW_EVENTS.finish } };
}

/** The final follow-up: after ACC, with a note or a reply letter. */
export function canFinish(
  current: { currentStatus: SubmissionStatus },
  response: { catatan: string; hasLetter: boolean },
): WorkflowResult<null> {
  if (current.currentStatus !== 'Disetujui')
    return refuse('Tindak lanjut akhir hanya untuk pengajuan yang sudah disetujui.');
  if (!response.catatan.trim() && !response.hasLetter)
    return refuse(BERKAS_MESSAGES.finalNeedsNoteOrLetter);
  return { ok: true, value: null };
}

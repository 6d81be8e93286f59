import { VERIFIER_LABELS, type VerifierKey } from '../../../../shared/berkas/status';
import type { FinalResponse, Submission } from '../../../../shared/berkas/submission';
import {
  applyVerifierAction,
  canApprove,
  canFinish,
  VERIFIER_ACTION_LABELS,
  type VerifierAction,
  type WorkflowResult,
} from '../../../../shared/berkas/workflow';
import { publicVerifier } from '../../../../shared/berkas/public-tracking';

/**
 * One workflow step as Firestore writes: the shared rules (src/shared/berkas/workflow.ts) decide,
 * exactly as on the embedded server, and the result is turned into the update of the submission,
 * the matching update of its publicStatus mirror, and the action's name for the events and histori
 * entries. Each update touches only the fields docs/FIREBASE.md allows for that step. `stamp` is
 * serverTimestamp() (the rules require request.time); `now` is the local estimate of it, used in
 * the Submission handed back to the screen.
 */
export interface WorkflowChange {
  /** The submission as it is after the write. */
  next: Submission;
  submissionPatch: Record<string, unknown>;
  publicPatch: Record<string, unknown>;
  /** The action, as the submission's own history names it. */
  event: string;
}

/**
 * The note lengths the rules allow (docs/FIREBASE.md); the embedded server's request limits are
 * wider. Checked before writing, so a long note gets a message rather than a bare refusal.
 */
export const NOTE_LIMITS = { verifier: 1000, finalResponse: 2000 } as const;

export function noteTooLong(kind: keyof typeof NOTE_LIMITS, note: string): string | null {
  const max = NOTE_LIMITS[kind];
  return note.trim().length > max ? `Catatan terlalu panjang (maks. ${max} karakter).` : null;
}

export function verifierChange(
  current: Submission,
  verifier: VerifierKey,
  action: VerifierAction,
  note: string,
  now: string,
  stamp: unknown,
): WorkflowResult<WorkflowChange> {
  const result = applyVerifierAction(current, verifier, action, note, now);
  if (!result.ok) return result;
  const { verifiers, currentStatus } = result.value;
  const state = verifiers[verifier];
  const path = `verifiers.${verifier}`;
  return {
    ok: true,
    value: {
      next: { ...current, verifiers, currentStatus, updatedAt: now },
      submissionPatch: {
        [path]: { status: state.status, updatedAt: stamp, catatan: state.catatan },
        currentStatus,
        updatedAt: stamp,
      },
      publicPatch: {
        [path]: publicVerifier({ ...state, updatedAt: stamp }),
        currentStatus,
        updatedAt: stamp,
      },
      event: `${VERIFIER_ACTION_LABELS[action]} sebagai ${VERIFIER_LABELS[verifier]}`,
    },
  };
}

export function approveChange(
  current: Submission,
  now: string,
  stamp: unknown,
): WorkflowResult<WorkflowChange> {
  const check = canApprove(current);
  if (!check.ok) return check;
  const patch = { currentStatus: 'Disetujui', updatedAt: stamp };
  return {
    ok: true,
    value: {
      next: { ...current, currentStatus: 'Disetujui', updatedAt: now },
      submissionPatch: patch,
      publicPatch: { ...patch },
      event: 'Persetujuan akhir (ACC)',
    },
  };
}

export function finishChange(
  current: Submission,
  finalResponse: FinalResponse,
  now: string,
  stamp: unknown,
): WorkflowResult<WorkflowChange> {
  const check = canFinish(current, {
    catatan: finalResponse.catatan,
    hasLetter: finalResponse.fileUrl !== null,
  });
  if (!check.ok) return check;
  const patch = { currentStatus: 'Selesai', finalResponse: { ...finalResponse }, updatedAt: stamp };
  return {
    ok: true,
    value: {
      next: { ...current, currentStatus: 'Selesai', finalResponse, updatedAt: now },
      submissionPatch: patch,
      publicPatch: { ...patch, finalResponse: { ...finalResponse } },
      event: 'Tindak lanjut akhir',
    },
  };
}

/** The histori entry names the submission; its own history does not need to. */
export const historiAction = (change: WorkflowChange): string =>
  `${change.event} — ${change.next.ticketId}`;

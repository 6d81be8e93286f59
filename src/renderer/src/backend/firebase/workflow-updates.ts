import type { VerifierKey } from '../../../../shared/berkas/status';
import type { FinalResponse, Submission } from '../../../../shared/berkas/submission';
import {
  applyVerifierAction,
  approveSubmission,
  finishSubmission,
  historiActionOf,
  WORKFLOW_EVENTS,
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
      event: WORKFLOW_EVENTS.verifier(action, verifier),
    },
  };
}

export function approveChange(
  current: Submission,
  now: string,
  stamp: unknown,
): WorkflowResult<WorkflowChange> {
  const step = approveSubmission(current);
  if (!step.ok) return step;
  const { currentStatus, event } = step.value;
  const patch = { currentStatus, updatedAt: stamp };
  return {
    ok: true,
    value: {
      next: { ...current, currentStatus, updatedAt: now },
      submissionPatch: patch,
      publicPatch: { ...patch },
      event,
    },
  };
}

export function finishChange(
  current: Submission,
  finalResponse: FinalResponse,
  now: string,
  stamp: unknown,
): WorkflowResult<WorkflowChange> {
  const step = finishSubmission(current, {
    catatan: finalResponse.catatan,
    hasLetter: finalResponse.fileUrl !== null,
  });
  if (!step.ok) return step;
  const { currentStatus, event } = step.value;
  const patch = { currentStatus, finalResponse: { ...finalResponse }, updatedAt: stamp };
  return {
    ok: true,
    value: {
      next: { ...current, currentStatus, finalResponse, updatedAt: now },
      submissionPatch: patch,
      publicPatch: { ...patch, finalResponse: { ...finalResponse } },
      event,
    },
  };
}

/** The histori entry names the submission; its own history does not need to. */
export const historiAction = (change: WorkflowChange): string =>
  historiActionOf(change.event, change.next.ticketId);

import { actorName } from '../../shared/roles';
import { uploadContentProblem } from '../../shared/berkas/file-content';
import { decodeUploadedFile } from '../../shared/berkas/form-fields';
import { BERKAS_MESSAGES, type VerifierKey } from '../../shared/berkas/status';
import type { FinalResponse, Submission } from '../../shared/berkas/submission';
import {
  applyVerifierAction,
  approveSubmission,
  canFinish,
  finishSubmission,
  historiActionOf,
  mayFinalise,
  verifierFor,
  WORKFLOW_EVENTS,
  type VerifierAction,
} from '../../shared/berkas/workflow';
import {
  isLetterUrl,
  LETTER_MESSAGES,
  noteProblem,
  replyLetterFileProblem,
} from '../../shared/berkas/workflow-input';
import { LIVE_TOPICS } from '../../shared/live';
import type { StoredUser } from '../accounts/user-repository';
import type { Db } from '../db/database';
import { AppError } from '../http/app-error';
import type { HistoriService } from '../histori/histori-service';
import type { LiveHub } from '../live/live-hub';
import type { SubmitterNotifier } from '../mail/submitter-notifier';
import type { FileStore } from './file-store';
import type { SubmissionRepository } from './submission-repository';

/**
 * The verification workflow on the server: the rules of src/shared/berkas/workflow.ts decide,
 * each change is one transaction, and every action is written to the activity history and to the
 * submission's own history.
 */
export function createWorkflowService(deps: {
  db: Db;
  submissions: SubmissionRepository;
  files: FileStore;
  histori: HistoriService;
  hub: LiveHub;
  notifier?: SubmitterNotifier;
}) {
  const { db, submissions } = deps;
  const load = (id: string): Submission => {
    const submission = submissions.findById(id);
    if (!submission) throw new AppError('NOT_FOUND', 404, 'Pengajuan tidak ditemukan.');
    return submission;
  };
  const conflict = (message: string) => new AppError('CONFLICT', 409, message);
  const record = (actor: StoredUser, submission: Submission, action: string, now: string) => {
    submissions.addEvent(submission.id, action, actorName(actor), now);
    deps.histori.record(actor, historiActionOf(action, submission.ticketId));
  };
  const changed = () => deps.hub.publish(LIVE_TOPICS.submissions);

  return {
    verifierAction(
      actor: StoredUser,
      id: string,
      action: VerifierAction,
      note: string,
      chosen?: VerifierKey,
    ): Submission {
      const verifier = verifierFor(actor, chosen);
      if (!verifier) throw new AppError('FORBIDDEN', 403, BERKAS_MESSAGES.undefinedRole);
      const tooLong = noteProblem('verifierNote', note);
      if (tooLong) throw new AppError('VALIDATION', 400, tooLong);
      const now = new Date().toISOString();
      const updated = db.transaction(() => {
        const submission = load(id);
        const result = applyVerifierAction(submission, verifier, action, note, now);
        if (!result.ok) throw conflict(result.message);
        submissions.update(id, result.value, now);
        record(actor, submission, WORKFLOW_EVENTS.verifier(action, verifier), now);
        return load(id);
      })();
      changed();
      if (action === 'request-revision') deps.notifier?.revisionNeeded(updated);
      return updated;
    },

    approve(actor: StoredUser, id: string): Submission {
      if (!mayFinalise(actor)) throw new AppError('FORBIDDEN', 403);
      const now = new Date().toISOString();
      const updated = db.transaction(() => {
        const submission = load(id);
        const step = approveSubmission(submission);
        if (!step.ok) throw conflict(step.message);
        const { currentStatus, event } = step.value;
        submissions.update(id, { currentStatus, verifiers: submission.verifiers }, now);
        record(actor, submission, event, now);
        return load(id);
      })();
      changed();
      deps.notifier?.approved(updated);
      return updated;
    },

    /** The final follow-up: a note and/or a reply letter (an uploaded file or a link). */
    finish(
      actor: StoredUser,
      id: string,
      input: { catatan: string; letter?: string; letterUrl?: string },
    ): Submission {
      if (!mayFinalise(actor)) throw new AppError('FORBIDDEN', 403);
      const catatan = input.catatan.trim();
      const tooLong = noteProblem('finalNote', catatan);
      if (tooLong) throw new AppError('VALIDATION', 400, tooLong);
      const letter = input.letter ? decodeUploadedFile(input.letter) : null;
      if (input.letter && !letter)
        throw new AppError('VALIDATION', 400, LETTER_MESSAGES.unreadable);
      const letterProblem = letter
        ? (replyLetterFileProblem(letter) ?? uploadContentProblem(letter))
        : null;
      if (letterProblem) throw new AppError('VALIDATION', 400, letterProblem);
      if (input.letterUrl && !isLetterUrl(input.letterUrl))
        throw new AppError('VALIDATION', 400, LETTER_MESSAGES.badUrl);
      const current = load(id);
      const check = canFinish(current, { catatan, hasLetter: Boolean(letter || input.letterUrl) });
      if (!check.ok) throw conflict(check.message);

      const now = new Date().toISOString();
      // final-responses/{timestamp}_{filename} (SPEC.md §7), under the data dir.
      const written = letter
        ? deps.files.writePending(
            Buffer.from(letter.base64, 'base64'),
            letter.name,
            'final-responses',
          )
        : null;
      try {
        const updated = db.transaction(() => {
          const submission = load(id);
          const step = finishSubmission(submission, {
            catatan,
            hasLetter: Boolean(letter || input.letterUrl),
          });
          if (!step.ok) throw conflict(step.message);
          const { currentStatus, event } = step.value;
          if (written && letter) {
            deps.files.record({
              id: written.id,
              submissionId: id,
              purpose: 'final-response',
              name: letter.name,
              mimeType: written.mimeType,
              bytes: letter.bytes,
              path: written.relativePath,
            });
          }
          const finalResponse: FinalResponse = {
            catatan,
            fileUrl: written ? `/api/files/${written.id}` : (input.letterUrl ?? null),
            fileName: letter?.name ?? (input.letterUrl ? 'Surat balasan' : null),
          };
          submissions.update(
            id,
            { currentStatus, verifiers: submission.verifiers, finalResponse },
            now,
          );
          record(actor, submission, event, now);
          // Last before commit: the letter has its final name before the row points at it.
          if (written) deps.files.promote(written);
          return load(id);
        })();
        changed();
        deps.notifier?.finished(updated);
        return updated;
      } catch (error) {
        if (written) deps.files.discard([written]);
        throw error;
      }
    },
  };
}

export type WorkflowService = ReturnType<typeof createWorkflowService>;

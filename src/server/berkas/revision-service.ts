import { INTAKE_MESSAGES, tooManyAnswers } from '../../shared/berkas/intake';
import { historiActionOf } from '../../shared/berkas/workflow';
import { decodeUploadedFile, ownAnswer } from '../../shared/berkas/form-fields';
import {
  afterResubmission,
  mayResubmit,
  RESUBMISSION_ACTOR,
  RESUBMISSION_EVENT,
  RESUBMISSION_MESSAGES,
  correctionProblems,
  type RevisionDraft,
} from '../../shared/berkas/resubmission';
import { normaliseRevisionCode } from '../../shared/berkas/revision-code';
import type { Submission } from '../../shared/berkas/submission';
import { normaliseTicket } from '../../shared/berkas/ticket';
import { LIVE_TOPICS } from '../../shared/live';
import type { Db } from '../db/database';
import { AppError } from '../http/app-error';
import type { LiveHub } from '../live/live-hub';
import type { FileStore } from './file-store';
import type { FormFieldRepository } from './form-field-repository';
import { revisionCodeMatches, type RevisionRepository } from './revision-repository';
import type { SubmissionRepository } from './submission-repository';

const FILE_LINK = /^\/api\/files\/([A-Za-z0-9_-]{10,40})$/;

/**
 * Corrections after "Revisi Diperlukan" (issue 12, item 6): ticket and private revision code open
 * the current answers (files by name only) and replace them. The previous answers are kept as a
 * numbered version; their files stay stored for the staff.
 */
export function createRevisionService(deps: {
  db: Db;
  fields: FormFieldRepository;
  submissions: SubmissionRepository;
  revisions: RevisionRepository;
  files: FileStore;
  hub: LiveHub;
}) {
  const { db, submissions, revisions } = deps;

  /** The submission the ticket and code open, or null: one answer for every kind of mismatch. */
  function verify(ticketInput: string, codeInput: string): Submission | null {
    const ticket = normaliseTicket(ticketInput);
    const code = normaliseRevisionCode(codeInput);
    if (!ticket || !code) return null;
    const submission = submissions.findByTicket(ticket);
    if (!submission) return null;
    return revisionCodeMatches(revisions.codeHash(submission.id), code) ? submission : null;
  }

  /** Stored answer files of a submission by field: the names the submitter sees. */
  function keptFiles(submission: Submission): Record<string, string> {
    const names: Record<string, string> = {};
    for (const [fieldName, value] of Object.entries(submission.answers)) {
      const id = FILE_LINK.exec(value)?.[1];
      const file = id ? deps.files.find(id) : undefined;
      if (file) names[fieldName] = file.name;
    }
    return names;
  }

  return {
    verify,

    draft(submission: Submission): RevisionDraft {
      const files = keptFiles(submission);
      const answers = Object.fromEntries(
        Object.entries(submission.answers).filter(
          ([fieldName]) => !Object.hasOwn(files, fieldName),
        ),
      );
      return {
        ticketId: submission.ticketId,
        namaKegiatan: submission.namaKegiatan,
        answers,
        files,
      };
    },

    /** `answers`: as the intake takes them; a file field left empty keeps its stored file. */
    resubmit(verified: Submission, input: Record<string, string>): Submission {
      if (!mayResubmit(verified.currentStatus))
        throw new AppError('CONFLICT', 409, RESUBMISSION_MESSAGES.notInRevision);
      const fields = deps.fields.list();
      const kept = keptFiles(verified);
      const problems = correctionProblems(fields, input, kept);
      const first = Object.values(problems)[0];
      if (first) throw new AppError('VALIDATION', 400, first, problems);

      const pending: ReturnType<FileStore['writePending']>[] = [];
      const records: Parameters<FileStore['record']>[0][] = [];
      const answers: Record<string, string> = {};
      try {
        for (const field of fields) {
          const value = (ownAnswer(input, field.fieldName) ?? '').trim();
          if (!value) {
            const stored = ownAnswer(verified.answers, field.fieldName);
            if (field.type === 'file' && ownAnswer(kept, field.fieldName) && stored)
              answers[field.fieldName] = stored;
            continue;
          }
          const file =
            field.type === 'file' && value.startsWith('data:') ? decodeUploadedFile(value) : null;
          if (!file) {
            answers[field.fieldName] = value;
            continue;
          }
          const written = deps.files.writePending(
            Buffer.from(file.base64, 'base64'),
            file.name,
            `submissions/${verified.id}`,
          );
          pending.push(written);
          records.push({
            id: written.id,
            submissionId: verified.id,
            purpose: 'answer',
            name: file.name,
            mimeType: written.mimeType,
            bytes: file.bytes,
            path: written.relativePath,
          });
          answers[field.fieldName] = `/api/files/${written.id}`;
        }
        if (tooManyAnswers(answers)) throw new AppError('VALIDATION', 400, INTAKE_MESSAGES.invalid);
        const now = new Date().toISOString();
        const updated = db.transaction((): Submission => {
          const current = submissions.findById(verified.id);
          if (!current || !mayResubmit(current.currentStatus))
            throw new AppError('CONFLICT', 409, RESUBMISSION_MESSAGES.notInRevision);
          const earlier = revisions.versions(current.id).at(-1);
          revisions.addVersion(current.id, {
            answers: current.answers,
            submittedAt: earlier?.replacedAt ?? current.createdAt,
            replacedAt: now,
          });
          revisions.replaceAnswers(
            current.id,
            {
              answers,
              namaKegiatan: answers.namaKegiatan ?? '',
              penyelenggara: answers.penyelenggara ?? '',
              ...afterResubmission(current.verifiers, now),
            },
            now,
          );
          for (const record of records) deps.files.record(record);
          submissions.addEvent(current.id, RESUBMISSION_EVENT, RESUBMISSION_ACTOR, now);
          revisions.addHistori(
            historiActionOf(RESUBMISSION_EVENT, current.ticketId),
            RESUBMISSION_ACTOR,
            now,
          );
          // Last before commit: a file that cannot take its name undoes the whole correction.
          for (const file of pending) deps.files.promote(file);
          return submissions.findById(current.id)!;
        })();
        deps.hub.publish(LIVE_TOPICS.submissions);
        return updated;
      } catch (error) {
        deps.files.discard(pending);
        throw error;
      }
    },
  };
}

export type RevisionService = ReturnType<typeof createRevisionService>;

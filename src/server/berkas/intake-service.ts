import { randomInt, randomUUID } from 'node:crypto';
import { decodeUploadedFile, ownAnswer } from '../../shared/berkas/form-fields';
import {
  answersToSend,
  INTAKE_MESSAGES,
  intakeProblems,
  tooManyAnswers,
} from '../../shared/berkas/intake';
import { generateRevisionCode } from '../../shared/berkas/revision-code';
import { INITIAL_STATUS, initialVerifiers } from '../../shared/berkas/status';
import type { Submission } from '../../shared/berkas/submission';
import { formatTicket } from '../../shared/berkas/ticket';
import { LIVE_TOPICS } from '../../shared/live';
import type { Db } from '../db/database';
import type { LiveHub } from '../live/live-hub';
import { AppError } from '../http/app-error';
import type { FileStore } from './file-store';
import type { SubmitterNotifier } from '../mail/submitter-notifier';
import type { FormFieldRepository } from './form-field-repository';
import { hashRevisionCode, type RevisionRepository } from './revision-repository';
import type { SubmissionRepository } from './submission-repository';

const jakartaYear = (date: Date) =>
  Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Jakarta' }).format(date));

const TICKET_ATTEMPTS = 50;

/**
 * The SI-BERKAS intake (SPEC.md §7): every answer re-checked against the live field definitions,
 * files written to disk under temporary names, then one transaction that takes a ticket, stores
 * the submission and renames the files last. A failure anywhere stores nothing and removes the
 * files already written.
 */
export function createIntakeService(deps: {
  db: Db;
  fields: FormFieldRepository;
  submissions: SubmissionRepository;
  files: FileStore;
  hub: LiveHub;
  revisions: RevisionRepository;
  notifier?: SubmitterNotifier;
}) {
  return {
    /** The stored submission and its private revision code (only its hash is kept). */
    intake(body: unknown): Submission & { revisionCode: string } {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw new AppError('VALIDATION', 400, INTAKE_MESSAGES.invalid);
      }
      const input = body as Record<string, unknown>;
      const fields = deps.fields.list();
      const problems = intakeProblems(fields, input);
      const first = Object.values(problems)[0];
      if (first) throw new AppError('VALIDATION', 400, first, problems);
      // As many answers as firestore.rules store for one submission.
      if (tooManyAnswers(answersToSend(fields, input)))
        throw new AppError('VALIDATION', 400, INTAKE_MESSAGES.invalid);

      const id = randomUUID();
      const written: ReturnType<FileStore['writePending']>[] = [];
      const pendingFiles: Parameters<FileStore['record']>[0][] = [];
      const answers: Record<string, string> = {};
      try {
        for (const field of fields) {
          const sent = ownAnswer(input, field.fieldName);
          const value = typeof sent === 'string' ? sent.trim() : '';
          if (!value) continue;
          const file =
            field.type === 'file' && value.startsWith('data:') ? decodeUploadedFile(value) : null;
          if (!file) {
            answers[field.fieldName] = value;
            continue;
          }
          const stored = deps.files.writePending(
            Buffer.from(file.base64, 'base64'),
            file.name,
            `submissions/${id}`,
          );
          written.push(stored);
          pendingFiles.push({
            id: stored.id,
            submissionId: id,
            purpose: 'answer',
            name: file.name,
            mimeType: stored.mimeType,
            bytes: file.bytes,
            path: stored.relativePath,
          });
          answers[field.fieldName] = `/api/files/${stored.id}`;
        }
        const now = new Date();
        const revisionCode = generateRevisionCode();
        const base = {
          id,
          answers,
          namaKegiatan: answers.namaKegiatan ?? '',
          penyelenggara: answers.penyelenggara ?? '',
          currentStatus: INITIAL_STATUS,
          verifiers: initialVerifiers(),
          finalResponse: null,
          createdAt: now.toISOString(),
          updatedAt: now.toISOString(),
        };
        const submission = deps.db.transaction((): Submission => {
          // Random numbers, not a counter: the next ticket cannot be guessed from the last one.
          for (let attempt = 0; attempt < TICKET_ATTEMPTS; attempt += 1) {
            const candidate = {
              ...base,
              ticketId: formatTicket(jakartaYear(now), randomInt(0, 100_000)),
            };
            if (deps.submissions.findByTicket(candidate.ticketId)) continue;
            deps.submissions.insert(candidate);
            deps.revisions.setCodeHash(id, hashRevisionCode(revisionCode));
            for (const file of pendingFiles) deps.files.record(file);
            // Last before commit: the files have their final names before the rows point at them.
            for (const file of written) deps.files.promote(file);
            return candidate;
          }
          throw new AppError('INTERNAL', 500, 'Nomor tiket tidak dapat dibuat. Silakan coba lagi.');
        })();
        deps.hub.publish(LIVE_TOPICS.submissions);
        deps.notifier?.received(submission, revisionCode);
        return { ...submission, revisionCode };
      } catch (error) {
        deps.files.discard(written);
        throw error;
      }
    },
  };
}

export type IntakeService = ReturnType<typeof createIntakeService>;

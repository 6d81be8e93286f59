import * as z from 'zod/mini';
import { ownAnswer, type FormField } from './form-fields';
import { addContentProblems, addTitleProblems, intakeAnswerProblem } from './intake';
import type { SubmissionStatus, VerifierKey, VerifierStatus, Verifiers } from './status';
import { VERIFIER_KEYS } from './status';

/**
 * Sending a correction after "Revisi Diperlukan" (issue 12, item 6): the rules shared by the
 * server, the Firebase adapter and the tracking page.
 */

export const RESUBMISSION_MESSAGES = {
  wrongCode: 'Nomor tiket atau kode revisi tidak cocok. Periksa kembali kode revisi Anda.',
  codeRequired: 'Masukkan kode revisi yang Anda terima saat mengajukan berkas.',
  notInRevision: 'Perbaikan hanya dapat dikirim saat status berkas Revisi Diperlukan.',
  sent: 'Perbaikan berhasil dikirim. Berkas Anda kembali diverifikasi.',
} as const;

/** The event and histori text of a resubmission, and who it names (the submitter has no account). */
export const RESUBMISSION_EVENT = 'Perbaikan dikirim oleh pengaju';
export const RESUBMISSION_ACTOR = 'Pengaju';

export const mayResubmit = (status: SubmissionStatus): boolean => status === 'Revisi Diperlukan';

/**
 * After a correction: every verifier that asked for revision waits again (its note cleared), the
 * others keep their state, and the submission is back in verification.
 */
export function afterResubmission(
  verifiers: Verifiers,
  now: string,
): { verifiers: Verifiers; currentStatus: SubmissionStatus } {
  const next = { ...verifiers };
  for (const key of verifiersToReset(verifiers)) next[key] = resetVerifier(now);
  return { verifiers: next, currentStatus: STATUS_AFTER_RESUBMISSION };
}

/** The status a correction moves the submission to. */
export const STATUS_AFTER_RESUBMISSION =
  'Dalam Proses Verifikasi' as const satisfies SubmissionStatus;

/** The verifiers a correction resets: those who asked for it. */
export const verifiersToReset = (
  verifiers: Readonly<Record<VerifierKey, { status: VerifierStatus }>>,
): VerifierKey[] => VERIFIER_KEYS.filter((key) => verifiers[key].status === 'revisi');

/** A reset verifier waits again, its note cleared; `now` may be a backend's server timestamp. */
export const resetVerifier = <T>(now: T) => ({
  status: 'menunggu' as const,
  updatedAt: now,
  catatan: '',
});

/**
 * What the submitter gets back with ticket and code: the current answers, files only by name
 * (`files[fieldName]`), never their bytes or their address.
 */
export interface RevisionDraft {
  ticketId: string;
  namaKegiatan: string;
  answers: Record<string, string>;
  files: Record<string, string>;
}

export const revisionDraftSchema = z.object({
  ticketId: z.string(),
  namaKegiatan: z.string(),
  answers: z.record(z.string(), z.string()),
  files: z.record(z.string(), z.string()),
});

export const revisionAccessSchema = z.object({
  ticketId: z.string().check(z.maxLength(40)),
  revisionCode: z.string().check(z.maxLength(60)),
});

export const resubmissionSchema = z.object({
  ticketId: z.string().check(z.maxLength(40)),
  revisionCode: z.string().check(z.maxLength(60)),
  answers: z.record(z.string(), z.string()),
});

/** One earlier version of the answers, as the admin detail shows it. */
export interface SubmissionVersion {
  version: number;
  /** When these answers were sent (the intake, or the correction that made them current). */
  submittedAt: string;
  /** When a correction replaced them. */
  replacedAt: string;
  answers: Record<string, string>;
}

export const submissionVersionSchema = z.object({
  version: z.number(),
  submittedAt: z.string(),
  replacedAt: z.string(),
  answers: z.record(z.string(), z.string()),
});

/**
 * One corrected answer: the intake's check (`answerProblem`, 5 MB, file type by extension), except
 * that a file field left empty keeps the file already sent (`keptFile`, its name).
 */
export function resubmissionAnswerProblem(
  field: FormField,
  value: unknown,
  keptFile: string | undefined,
): string | null {
  if (field.type === 'file' && keptFile && (value === undefined || value === '')) return null;
  return intakeAnswerProblem(field, value);
}

/** Every problem of a correction's answers, by fieldName; empty when it may be sent. */
export function resubmissionProblems(
  fields: readonly FormField[],
  answers: Readonly<Record<string, unknown>>,
  keptFiles: Readonly<Record<string, string>>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const problem = resubmissionAnswerProblem(
      field,
      ownAnswer(answers, field.fieldName),
      ownAnswer(keptFiles, field.fieldName),
    );
    if (problem) problems[field.fieldName] = problem;
  }
  return problems;
}

/**
 * What both backends refuse of a correction: `resubmissionProblems`, then, as at the intake, the
 * titles, then the content of the new uploads.
 */
export function correctionProblems(
  fields: readonly FormField[],
  answers: Readonly<Record<string, unknown>>,
  keptFiles: Readonly<Record<string, string>>,
): Record<string, string> {
  const problems = addTitleProblems(
    fields,
    answers,
    resubmissionProblems(fields, answers, keptFiles),
  );
  return addContentProblems(fields, answers, problems);
}

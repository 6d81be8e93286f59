import { SUBMISSION_MAX_ANSWERS, TEXT_LIMITS } from '../limits';
import { uploadContentProblems } from './file-content';
import {
  answerProblem,
  decodeUploadedFile,
  ownAnswer,
  type FormField,
  type FormFieldInput,
} from './form-fields';
import { BERKAS_MESSAGES } from './status';
import { hasAllowedExtension } from './submission';

/**
 * The SI-BERKAS intake's checks, the same on every backend: the embedded server's intake and
 * correction services refuse with these, the Firebase adapter runs them in the browser before
 * anything is sent (the rules there can refuse but not say why), and firestore.rules writes the
 * same limits (SUBMISSION_MAX_ANSWERS, TEXT_LIMITS.submissionTitle).
 */

export const INTAKE_MESSAGES = {
  invalid: 'Data pengajuan tidak valid.',
  unsupportedFile: (name: string) =>
    `Jenis berkas "${name}" tidak diterima. Gunakan PDF, dokumen Office, gambar atau ZIP.`,
  tooLong: (label: string) => `Jawaban "${label}" terlalu panjang.`,
} as const;

/** Every submission names its activity and organiser: tracking and the panel list show them. */
export const TITLE_FIELDS = ['namaKegiatan', 'penyelenggara'] as const;

/** One answer: `answerProblem`, then an uploaded file's type by its extension. */
export function intakeAnswerProblem(field: FormFieldInput, value: unknown): string | null {
  const problem = answerProblem(field, value);
  if (problem) return problem;
  if (field.type === 'file' && typeof value === 'string' && value.startsWith('data:')) {
    const file = decodeUploadedFile(value);
    if (file && !hasAllowedExtension(file.name)) return INTAKE_MESSAGES.unsupportedFile(file.name);
  }
  return null;
}

/**
 * The titles, non-empty and at most TEXT_LIMITS.submissionTitle characters, even when the form
 * lacks their question; `problems` already found are kept (one message per field).
 */
export function addTitleProblems(
  fields: readonly Pick<FormField, 'fieldName' | 'label'>[],
  answers: Readonly<Record<string, unknown>>,
  problems: Record<string, string>,
): Record<string, string> {
  for (const name of TITLE_FIELDS) {
    if (problems[name]) continue;
    const label = fields.find((field) => field.fieldName === name)?.label ?? name;
    const value = ownAnswer(answers, name);
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) problems[name] = BERKAS_MESSAGES.requiredField(label);
    else if (text.length > TEXT_LIMITS.submissionTitle)
      problems[name] = INTAKE_MESSAGES.tooLong(label);
  }
  return problems;
}

/** The content of uploads is judged only once names, sizes and extensions are right. */
export function addContentProblems(
  fields: readonly Pick<FormField, 'fieldName' | 'type'>[],
  answers: Readonly<Record<string, unknown>>,
  problems: Record<string, string>,
): Record<string, string> {
  if (Object.keys(problems).length === 0)
    Object.assign(problems, uploadContentProblems(fields, answers));
  return problems;
}

/** Every problem of a new submission, by fieldName; empty when it may be stored. */
export function intakeProblems(
  fields: readonly FormField[],
  answers: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const problem = intakeAnswerProblem(field, ownAnswer(answers, field.fieldName));
    if (problem) problems[field.fieldName] = problem;
  }
  return addContentProblems(fields, answers, addTitleProblems(fields, answers, problems));
}

/** The answers kept: one per defined field, trimmed, empty ones left out. */
export function answersToSend(
  fields: readonly Pick<FormField, 'fieldName'>[],
  answers: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const field of fields) {
    const value = ownAnswer(answers, field.fieldName);
    const text = typeof value === 'string' ? value.trim() : '';
    if (text) sent[field.fieldName] = text;
  }
  return sent;
}

/** More answers than one stored submission may carry (a form of more than 50 questions). */
export const tooManyAnswers = (answers: Readonly<Record<string, unknown>>): boolean =>
  Object.keys(answers).length > SUBMISSION_MAX_ANSWERS;

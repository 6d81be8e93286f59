import {
  answerProblem,
  decodeUploadedFile,
  isHttpUrl,
  type FormField,
} from '../../../../shared/berkas/form-fields';
import { BERKAS_MESSAGES } from '../../../../shared/berkas/status';
import { hasAllowedExtension } from '../../../../shared/berkas/submission';
import { BackendError } from '../backend-error';

/**
 * The embedded server's intake checks (src/server/berkas/intake-service.ts), run in the browser
 * before anything is sent: on Firebase there is no server of ours in between, and the rules can
 * refuse a submission but not say why. Same rule (`answerProblem`), same messages, same
 * `fields`; plus what the rules of docs/FIREBASE.md add: namaKegiatan and penyelenggara
 * non-empty and at most 200 characters, at most 50 answers.
 */

const MAX_ANSWERS = 50;
const MAX_TITLE_LENGTH = 200;
const TITLE_FIELDS = ['namaKegiatan', 'penyelenggara'] as const;

/** Every problem by fieldName; empty when the answers may be sent. */
export function intakeProblems(
  fields: readonly FormField[],
  answers: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const value = answers[field.fieldName];
    const problem = answerProblem(field, value);
    if (problem) {
      problems[field.fieldName] = problem;
      continue;
    }
    if (field.type === 'file' && typeof value === 'string' && value.startsWith('data:')) {
      const file = decodeUploadedFile(value);
      if (file && !hasAllowedExtension(file.name))
        problems[field.fieldName] =
          `Jenis berkas "${file.name}" tidak diterima. Gunakan PDF, dokumen Office, gambar atau ZIP.`;
    }
  }
  for (const name of TITLE_FIELDS) {
    if (problems[name]) continue;
    const label = fields.find((field) => field.fieldName === name)?.label ?? name;
    const value = answers[name];
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) problems[name] = BERKAS_MESSAGES.requiredField(label);
    else if (text.length > MAX_TITLE_LENGTH) problems[name] = `Jawaban "${label}" terlalu panjang.`;
  }
  return problems;
}

/** The answers to send: one per defined field, trimmed, empty ones left out (as the intake keeps them). */
export function answersToSend(
  fields: readonly FormField[],
  answers: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const field of fields) {
    const value = answers[field.fieldName];
    const text = typeof value === 'string' ? value.trim() : '';
    if (text) sent[field.fieldName] = text;
  }
  return sent;
}

/** Throws the first problem as a VALIDATION error carrying every field's problem. */
export function checkIntake(
  fields: readonly FormField[],
  answers: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const problems = intakeProblems(fields, answers);
  const first = Object.values(problems)[0];
  if (first) throw new BackendError('VALIDATION', first, 400, problems);
  const sent = answersToSend(fields, answers);
  if (Object.keys(sent).length > MAX_ANSWERS)
    throw new BackendError('VALIDATION', 'Data pengajuan tidak valid.', 400);
  return sent;
}

/**
 * What is stored: the script's `data` for every field sent (the files replaced by links), the
 * answer as sent where the script left a field out. A file still a data URL, or not a link at
 * all, means the script did not store it: storing the submission anyway would lose the file.
 */
export function answersToStore(
  fields: readonly FormField[],
  sent: Readonly<Record<string, string>>,
  data: Readonly<Record<string, string>>,
): Record<string, string> {
  const stored: Record<string, string> = {};
  for (const field of fields) {
    if (!(field.fieldName in sent)) continue;
    const value = (data[field.fieldName] ?? sent[field.fieldName] ?? '').trim();
    if (!value) continue;
    if (field.type === 'file' && !isHttpUrl(value))
      throw new BackendError('BACKEND_FAILED', BERKAS_MESSAGES.backendFailed, 502);
    stored[field.fieldName] = value;
  }
  return stored;
}

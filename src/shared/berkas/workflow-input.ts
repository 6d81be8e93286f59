import * as z from 'zod/mini';
import { LIMITS, TEXT_LIMITS } from '../limits';
import { replyLetterProblem } from '../platform';
import { fileNameTooLongMessage, type UploadedFile } from './form-fields';
import { BERKAS_MESSAGES, VERIFIER_KEYS } from './status';

/**
 * What the SI-BERKAS panel sends for a workflow step, and the checks on it, the same on every
 * backend: the server's routes parse these bodies, the Firebase adapter runs the same checks
 * before writing, and firestore.rules / storage.rules write the same limits.
 */

export const VERIFIER_ACTIONS = ['verify', 'request-revision', 'cancel-verification'] as const;

export const noteTooLongMessage = (max: number) =>
  `Catatan terlalu panjang (maks. ${max} karakter).`;

/** A note as it is stored: trimmed, then at most `max` characters. */
const noteSchema = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, { error: noteTooLongMessage(max) }));

export const verifierNoteSchema = noteSchema(TEXT_LIMITS.verifierNote);
export const finalNoteSchema = noteSchema(TEXT_LIMITS.finalNote);

/** Why a note is too long to store, or null. */
export function noteProblem(kind: 'verifierNote' | 'finalNote', note: string): string | null {
  const max = TEXT_LIMITS[kind];
  return note.trim().length > max ? noteTooLongMessage(max) : null;
}

export const verificationRequestSchema = z.object({
  action: z.enum(VERIFIER_ACTIONS),
  catatan: z.optional(verifierNoteSchema),
  /** Master only: which verifier to act as. */
  verifier: z.optional(z.enum(VERIFIER_KEYS)),
});

export const finalRequestSchema = z.object({
  catatan: z.optional(finalNoteSchema),
  /** An uploaded reply letter: a data URL with `;name=` appended. */
  letter: z.optional(z.string()),
  letterUrl: z.optional(z.string().check(z.trim(), z.maxLength(TEXT_LIMITS.linkUrl))),
});

export const LETTER_MESSAGES = {
  unreadable: 'Surat balasan tidak dapat dibaca.',
  wrongType: 'Jenis berkas surat balasan tidak diterima.',
  badUrl: 'Tautan surat balasan tidak valid.',
} as const;

/**
 * A linked reply letter: https only (tracking shows it to the public, and the Firebase rules
 * store only https links), at most TEXT_LIMITS.linkUrl characters.
 */
export function isLetterUrl(value: string): boolean {
  if (value.length > TEXT_LIMITS.linkUrl || /\s/.test(value)) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Why an uploaded reply letter cannot be kept, judged by name and size (its content is judged by
 * uploadContentProblem): PDF, Word or an image (REPLY_LETTER_RULES, what storage.rules accepts),
 * at most LIMITS.uploadMaxBytes, a name of at most TEXT_LIMITS.fileName characters.
 */
export function replyLetterFileProblem(file: Pick<UploadedFile, 'name' | 'bytes'>): string | null {
  if (file.bytes > LIMITS.uploadMaxBytes) return BERKAS_MESSAGES.fileTooLarge;
  if (file.name.length > TEXT_LIMITS.fileName) return fileNameTooLongMessage('Surat balasan');
  if (replyLetterProblem(file.name, 0) === 'wrong-type') return LETTER_MESSAGES.wrongType;
  return null;
}

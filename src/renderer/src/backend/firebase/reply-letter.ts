import { uploadContentProblem } from '../../../../shared/berkas/file-content';
import { decodeUploadedFile } from '../../../../shared/berkas/form-fields';
import {
  isLetterUrl,
  LETTER_MESSAGES,
  replyLetterFileProblem,
} from '../../../../shared/berkas/workflow-input';
// REPLY_LETTER_MIME_TYPES are also the content types storage.rules accepts (docs/FIREBASE.md).
import { REPLY_LETTER_MIME_TYPES, type ReplyLetterExtension } from '../../../../shared/platform';
import { BackendError } from '../backend-error';

/** A reply letter ready for Storage: its bytes, a content type the rules accept, its name. */
export interface ReplyLetter {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

const invalid = (message: string) => new BackendError('VALIDATION', message, 400);

/**
 * The letter the panel sends (a data URL with `;name=` appended), checked with the server's rules
 * (replyLetterFileProblem, then its content) before anything is uploaded. The content type is the data
 * URL's when the rules accept it, else the one of the extension: browsers label some Word files
 * `application/octet-stream`, which the rules would refuse.
 */
export function decodeReplyLetter(dataUrl: string): ReplyLetter {
  const file = decodeUploadedFile(dataUrl);
  if (!file) throw invalid(LETTER_MESSAGES.unreadable);
  const problem = replyLetterFileProblem(file) ?? uploadContentProblem(file);
  if (problem) throw invalid(problem);
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const contentType = Object.values(REPLY_LETTER_MIME_TYPES).includes(file.mimeType)
    ? file.mimeType
    : (REPLY_LETTER_MIME_TYPES[extension as ReplyLetterExtension] ?? file.mimeType);
  let binary: string;
  try {
    binary = atob(file.base64);
  } catch {
    throw invalid(LETTER_MESSAGES.unreadable);
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return { name: file.name, contentType, bytes };
}

/**
 * `final-responses/{timestamp}_{filename}` (SPEC.md §7). The name is reduced to letters, digits,
 * dots, dashes and underscores: a Storage path with slashes or odd characters would be another
 * folder or an unreadable link.
 */
export function replyLetterPath(name: string, now: number): string {
  const safe =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._-]+/g, '_')
      .replace(/^[._]+/, '')
      .slice(-120) || 'surat-balasan';
  return `final-responses/${now}_${safe}`;
}

/** A linked letter, as the server checks it (https only, as the rules store it). */
export function checkLetterUrl(url: string): string {
  const trimmed = url.trim();
  if (!isLetterUrl(trimmed)) throw invalid(LETTER_MESSAGES.badUrl);
  return trimmed;
}

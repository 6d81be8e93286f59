import { decodeUploadedFile, type FormField } from '../../../../shared/berkas/form-fields';

/**
 * Revision keys on Firebase (docs/FIREBASE.md, "Corrections"): rules cannot hash, so the proof of
 * the revision code is a document id only its holder can name. `revisionKeys/{id}` with
 * id = SHA-256(ticket, code, version): the code itself is stored nowhere, and each correction
 * moves to the next version's key, so a key the staff may have seen is already spent.
 */
export async function revisionKeyId(
  ticketId: string,
  canonicalCode: string,
  version: number,
): Promise<string> {
  const bytes = new TextEncoder().encode(`${ticketId}:${canonicalCode}:${version}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * What a key document holds for its holder: the answers, with every file answer replaced by the
 * name of the file sent (`files`) and its link kept apart (`fileLinks`). `sent`: the answers as sent (files as data URLs); `stored`: as
 * stored (files as links).
 */
export function revisionKeyContent(
  fields: readonly FormField[],
  sent: Readonly<Record<string, string>>,
  stored: Readonly<Record<string, string>>,
  previousFiles: Readonly<Record<string, string>> = {},
): {
  answers: Record<string, string>;
  files: Record<string, string>;
  fileLinks: Record<string, string>;
} {
  const answers: Record<string, string> = {};
  const files: Record<string, string> = {};
  // Kept out of `answers` (the holder sees names only); needed to keep a file in a correction.
  const fileLinks: Record<string, string> = {};
  for (const field of fields) {
    const value = stored[field.fieldName];
    if (value === undefined) continue;
    const upload = sent[field.fieldName];
    const name = upload?.startsWith('data:') ? decodeUploadedFile(upload)?.name : undefined;
    const previous = previousFiles[field.fieldName];
    const fileName = field.type === 'file' ? (name ?? (upload ? undefined : previous)) : undefined;
    if (fileName) {
      files[field.fieldName] = fileName;
      fileLinks[field.fieldName] = value;
    } else answers[field.fieldName] = value;
  }
  return { answers, files, fileLinks };
}

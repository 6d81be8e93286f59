import { decodeUploadedFile, type UploadedFile } from './form-fields';
import { SNIFF_BYTES, sniffFileKind, type FileKind } from './file-kind';
import { hasAllowedExtension } from './submission';

// The sniffing itself lives in file-kind.ts, so image and PDF checks load it without the
// wizard's modules; it is re-exported here for the callers that import it from this file.
export { SNIFF_BYTES, sniffFileKind, type FileKind } from './file-kind';

const extensionOf = (fileName: string) => fileName.split('.').pop()?.toLowerCase() ?? '';

/** What content each accepted extension may hold. An old-format name on a new-format file opens. */
const EXPECTED: Record<string, readonly FileKind[]> = {
  pdf: ['pdf'],
  png: ['png'],
  jpg: ['jpeg'],
  jpeg: ['jpeg'],
  webp: ['webp'],
  zip: ['zip'],
  docx: ['zip'],
  xlsx: ['zip'],
  pptx: ['zip'],
  doc: ['ole', 'zip'],
  xls: ['ole', 'zip'],
  ppt: ['ole', 'zip'],
};

const OFFICE_TYPES: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

const KIND_TYPES: Record<FileKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  zip: 'application/zip',
  ole: 'application/octet-stream',
};

/**
 * The MIME type a stored file is served with: from its content; for an Office container (ZIP or
 * OLE) the extension only picks which Office type. Anything unknown is an octet stream.
 */
export function contentMimeType(fileName: string, head: Uint8Array): string {
  const kind = sniffFileKind(head);
  if (!kind) return 'application/octet-stream';
  const office = OFFICE_TYPES[extensionOf(fileName)];
  if (office && (kind === 'zip' || kind === 'ole')) return office;
  return KIND_TYPES[kind];
}

/** Every type `contentMimeType` can give: the only ones /api/files sends. */
export const SERVED_MIME_TYPES: ReadonlySet<string> = new Set([
  ...Object.values(KIND_TYPES),
  ...Object.values(OFFICE_TYPES),
]);

/** Whether the content fits the (accepted) extension; names with other extensions are not judged. */
export function contentMatchesExtension(fileName: string, head: Uint8Array): boolean {
  const expected = EXPECTED[extensionOf(fileName)];
  if (!expected) return true;
  const kind = sniffFileKind(head);
  return kind !== null && expected.includes(kind);
}

export const contentMismatchMessage = (name: string) =>
  `Isi berkas "${name}" tidak sesuai dengan jenis berkasnya. Unggah berkas asli, bukan berkas yang diganti namanya.`;

/** The first bytes of an uploaded file, decoded from its base64 (works in Node and browsers). */
export function uploadHead(file: Pick<UploadedFile, 'base64'>): Uint8Array {
  // 4 base64 characters make 3 bytes: 1368 characters cover the 1024 bytes a check reads.
  const prefix = file.base64.slice(0, Math.ceil(SNIFF_BYTES / 3) * 4);
  try {
    return Uint8Array.from(atob(prefix), (c) => c.charCodeAt(0));
  } catch {
    // Base64 of a length no decoder accepts: no content to recognise.
    return new Uint8Array();
  }
}

/** Why an upload with an accepted extension cannot be kept because of its content, or null. */
export function uploadContentProblem(file: UploadedFile): string | null {
  if (!hasAllowedExtension(file.name)) return null;
  return contentMatchesExtension(file.name, uploadHead(file))
    ? null
    : contentMismatchMessage(file.name);
}

/** Content problems of every uploaded file in a set of answers, by fieldName. */
export function uploadContentProblems(
  fields: readonly { fieldName: string; type: string }[],
  answers: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const value = answers[field.fieldName];
    if (field.type !== 'file' || typeof value !== 'string') continue;
    const file = value.trim().startsWith('data:') ? decodeUploadedFile(value.trim()) : null;
    const problem = file ? uploadContentProblem(file) : null;
    if (problem) problems[field.fieldName] = problem;
  }
  return problems;
}

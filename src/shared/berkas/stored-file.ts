import * as z from 'zod/mini';
import { plainFileName } from '../file-name';
import type { FinalResponse } from './submission';

/** What the panel knows of a stored file besides its link: the name the student gave it. */
export interface StoredFileInfo {
  name: string;
  bytes: number;
  mimeType: string;
}

export const storedFileInfoSchema = z.object({
  name: z.string(),
  bytes: z.number(),
  mimeType: z.string(),
});

/** The stored files of a submission by their link (`/api/files/{id}`), for the detail. */
export const storedFilesSchema = z.record(z.string(), storedFileInfoSchema);

/**
 * The `filename=` fallback for clients without RFC 6266 support: printable ASCII only, accents
 * taken off, and none of `"`, `\` (quoted-string escapes) or `%` (some browsers decode it).
 */
function asciiFallback(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return ascii.replace(/_+/g, '_') || 'berkas';
}

/** RFC 5987 value-chars: percent-encoded UTF-8, also of the characters encodeURIComponent keeps. */
const rfc5987 = (name: string): string =>
  encodeURIComponent(name).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** Longest name a download header carries; longer ones keep their start and their extension. */
export const HEADER_NAME_MAX_CHARS = 100;

/**
 * `attachment; filename="…"; filename*=UTF-8''…` (or `inline`, for a PDF opened in the browser)
 * for a stored file's name, made plain (src/shared/file-name.ts) and cut to HEADER_NAME_MAX_CHARS
 * here, so whatever was stored before names were plain and bounded, no quote, CR/LF or bidi
 * character reaches the header and it stays short.
 */
export function contentDisposition(
  name: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const plain = plainFileName(name, HEADER_NAME_MAX_CHARS);
  return `${disposition}; filename="${asciiFallback(plain)}"; filename*=UTF-8''${rfc5987(plain)}`;
}

/**
 * What storage.rules accepts as a stored file's Content-Disposition (RE2, whole-string matches,
 * copied into functions marked `// shared:`): contentDisposition's shape, and none of the UTF-8
 * encodings of a control, format (bidi, zero-width…) or separator character that plainFileName
 * takes out. Storage keeps the header as the uploader sent it, so the rules check it.
 */
export const DISPOSITION_RULES = {
  shape:
    '(attachment|inline); filename=\\x22[ !#$&-\\[\\]-~]+\\x22; filename[*]=UTF-8\\x27\\x27[A-Za-z0-9%._~-]+',
  hidden:
    '.*%([01][0-9A-F]|7F|C2%[89][0-9A-F]|C2%AD|D8%8[0-5]|D8%9C|DB%9D|DC%8F|E0%A2%9[01]|E0%A3%A2|E1%A0%8E|E2%80%8[B-F]|E2%80%A[8-E]|E2%81%A[0-46-F]|EF%BB%BF|EF%BF%B[9AB]|F0%91%82%BD|F0%91%83%8D|F0%93%90%B[0-9A-F]|F0%9B%B2%A[0-3]|F0%9D%85%B[3-9A]|F3%A0%80%81|F3%A0%80%[AB][0-9A-F]|F3%A0%81%[89AB][0-9A-F]).*',
} as const;

/** A reply letter's record with its name plain, whatever was stored before names were. */
export const plainFinalResponse = (response: FinalResponse | null): FinalResponse | null =>
  response?.fileName ? { ...response, fileName: plainFileName(response.fileName) } : response;

/**
 * The name a Content-Disposition header carries: `filename*` (UTF-8) when present, else
 * `filename`; null when there is none. Made plain like the server's, so a header cannot name a
 * folder or carry a hidden character.
 */
export function fileNameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return plainFileName(decodeURIComponent(extended[1].trim()));
    } catch {
      // A malformed encoding: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const value = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return value ? plainFileName(value) : null;
}

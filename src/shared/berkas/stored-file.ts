import * as z from 'zod/mini';

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

// C0 and C1 control characters, DEL included (CR and LF among them).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * A file name fit to hand to a browser: no folders (whatever the separator), no control
 * characters, no surrounding spaces; `berkas` when nothing is left.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = base.replace(CONTROL, '').trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'berkas' : cleaned;
}

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

/** A name cut to `max` characters (whole code points), its extension kept. */
export function shortenFileName(name: string, max = HEADER_NAME_MAX_CHARS): string {
  const chars = [...name];
  if (chars.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? [...name.slice(dot)] : [];
  return [...chars.slice(0, max - extension.length - 1), '…', ...extension].join('');
}

/**
 * `attachment; filename="…"; filename*=UTF-8''…` for a stored file's original name, cut to
 * HEADER_NAME_MAX_CHARS so the header stays short whatever was stored before names were bounded.
 */
export function contentDisposition(name: string): string {
  const clean = shortenFileName(cleanFileName(name));
  return `attachment; filename="${asciiFallback(clean)}"; filename*=UTF-8''${rfc5987(clean)}`;
}

/**
 * The name a Content-Disposition header carries: `filename*` (UTF-8) when present, else
 * `filename`; null when there is none. Cleaned like the server's, so a header cannot name a folder.
 */
export function fileNameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return cleanFileName(decodeURIComponent(extended[1].trim()));
    } catch {
      // A malformed encoding: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const value = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return value ? cleanFileName(value) : null;
}

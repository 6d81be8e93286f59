/**
 * What a file is by its first bytes ("magic numbers"), never by what the sender claimed: the
 * server stores and serves this type, and refuses a file whose content contradicts its extension.
 */
export type FileKind = 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'zip' | 'ole';

/** Bytes of the head a check reads: a PDF may carry up to 1 KB of junk before `%PDF-`. */
export const SNIFF_BYTES = 1024;

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((byte, i) => head[at + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PDF = ascii('%PDF-');

function containsPdfMarker(head: Uint8Array): boolean {
  const end = Math.min(head.length, SNIFF_BYTES) - PDF.length;
  for (let at = 0; at <= end; at += 1) if (startsWith(head, PDF, at)) return true;
  return false;
}

export function sniffFileKind(head: Uint8Array): FileKind | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp';
  // A local file header, or the end record of an empty archive. OOXML documents are ZIPs.
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06]))
    return 'zip';
  // OLE compound file: .doc, .xls and .ppt before Office 2007.
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (containsPdfMarker(head)) return 'pdf';
  return null;
}

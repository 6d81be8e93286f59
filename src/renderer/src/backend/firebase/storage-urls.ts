import { EMBEDDED_DOCUMENT_URL } from '../../../../shared/dokumen/document-url';

// No Firebase SDK here: the host computes documents' addresses from the build's configuration
// before the adapter's code has loaded (registry.ts, documentHrefOf).

/** Where a document's PDF lives in Cloud Storage (storage.rules: `documents/{id}.pdf`). */
export const documentObjectPath = (id: string) => `documents/${id}.pdf`;

/**
 * The public address of a stored document's PDF. The record keeps the reference the embedded
 * server gives (`/api/documents/{id}.pdf`, the shared documentFileSchema), so a document moves
 * between backends unchanged; on Firebase that id names `documents/{id}.pdf`, which storage.rules
 * let everyone read, so the token-free media address works and needs no request to build.
 * Anything else (a link) is returned as it is.
 */
export function documentDownloadUrl(
  url: string,
  storage: { bucket: string; emulatorHost?: string | undefined },
): string {
  if (!EMBEDDED_DOCUMENT_URL.test(url)) return url;
  const id = url.slice(url.lastIndexOf('/') + 1, -'.pdf'.length);
  const origin = storage.emulatorHost
    ? `http://${storage.emulatorHost}`
    : 'https://firebasestorage.googleapis.com';
  return `${origin}/v0/b/${encodeURIComponent(storage.bucket)}/o/${encodeURIComponent(
    documentObjectPath(id),
  )}?alt=media`;
}

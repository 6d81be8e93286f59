import { removeUnreferencedFiles, type CleanupDeps } from '../storage/unreferenced-files';

/** A stored document address inside a record: `/api/documents/{id}.pdf`. */
const DOCUMENT_REFERENCE = /\/api\/documents\/([A-Za-z0-9_-]{22})\.pdf/g;

/**
 * Document PDFs no record uses (an editor closed without saving, a PDF replaced or its document
 * deleted), a week after their upload as for images, removed at start-up.
 */
export function removeUnreferencedDocuments(deps: CleanupDeps): string[] {
  return removeUnreferencedFiles(deps, {
    purpose: 'document',
    reference: DOCUMENT_REFERENCE,
    logMessage: 'Berkas PDF dokumen yang tidak dipakai dokumen mana pun dihapus',
  });
}

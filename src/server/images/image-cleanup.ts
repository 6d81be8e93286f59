import {
  removeUnreferencedFiles,
  UNREFERENCED_FILE_GRACE_MS,
  type CleanupDeps,
} from '../storage/unreferenced-files';

/** How long an image may wait for the record that uses it (storage/unreferenced-files.ts). */
export const UNREFERENCED_IMAGE_GRACE_MS = UNREFERENCED_FILE_GRACE_MS;

/** An embedded image address inside a stored record: `/api/images/{id}.{ext}`. */
const IMAGE_REFERENCE = /\/api\/images\/([A-Za-z0-9_-]{22})\./g;

/**
 * Images (and thumbnails) no record and no profile photo uses, a week after their upload, removed
 * at start-up. Profile photos live in users.foto and candidates' photos in candidates.foto (a
 * reference as JSON each), not in a record.
 */
export function removeUnreferencedImages(deps: CleanupDeps): string[] {
  return removeUnreferencedFiles(deps, {
    purpose: 'image',
    reference: IMAGE_REFERENCE,
    alsoReferencedFrom: [
      'SELECT foto AS data FROM users WHERE foto IS NOT NULL',
      // A candidate's photo (e-voting): a reference as JSON, like a profile photo.
      'SELECT foto AS data FROM candidates WHERE foto IS NOT NULL',
    ],
    logMessage: 'Gambar yang tidak dipakai catatan mana pun dihapus',
  });
}

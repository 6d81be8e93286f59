import {
  removeUnreferencedFiles,
  UNREFERENCED_FILE_GRACE_MS,
  type CleanupDeps,
} from '../storage/unreferenced-files';

/** How long an image may wait for the record that uses it (storage/unreferenced-files.ts). */
export const UNREFERENCED_IMAGE_GRACE_MS = UNREFERENCED_FILE_GRACE_MS;

/** An embedded image address inside a stored record: `/api/images/{id}.{ext}`. */
const IMAGE_REFERENCE = /\/api\/images\/([A-Za-z0-9_-]{22})\./g;

/** Images (and thumbnails) no record uses, a week after their upload, removed at start-up. */
export function removeUnreferencedImages(deps: CleanupDeps): string[] {
  return removeUnreferencedFiles(deps, {
    purpose: 'image',
    reference: IMAGE_REFERENCE,
    logMessage: 'Gambar yang tidak dipakai catatan mana pun dihapus',
  });
}

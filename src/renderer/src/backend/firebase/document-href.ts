import { parseEmulators } from './firebase-config';
import { documentDownloadUrl } from './storage-urls';

/**
 * Where a document's PDF opens on a Firebase build, known before the adapter's code
 * (BackendProvider's documentHref): the stored `/api/documents/{id}.pdf` names a Cloud Storage
 * object of the build's bucket (storage-urls.ts). A chunk of its own, loaded by Firebase builds
 * only, so the embedded server's pages do not carry it.
 */
export function documentHrefOf(
  env: Readonly<Record<string, string | undefined>>,
): (url: string) => string {
  const storage = {
    bucket: env['VITE_FIREBASE_STORAGE_BUCKET']?.trim() ?? '',
    emulatorHost: parseEmulators(env['VITE_FIREBASE_EMULATORS'])?.storage,
  };
  return (url) => documentDownloadUrl(url, storage);
}

import { BackendError } from '../../backend/backend-error';

/** The outcome of asking the backend for an election's record. */
export type ArchiveLoad =
  | { status: 'loaded'; bytes: ArrayBuffer }
  | { status: 'missing' }
  | { status: 'failed'; message: string };

export const ARCHIVE_LOAD_FAILED =
  'Arsip pemilihan tidak dapat dimuat. Periksa koneksi Anda lalu coba lagi.';

/**
 * Asks the backend for `UUID.bel` (`ballot.record`: the embedded server's download, or on
 * Firebase the record built from the election's documents). Null means the election has no
 * record yet; a refusal with an HTTP status names it, as the page always did.
 */
export async function loadArchive(record: () => Promise<Uint8Array | null>): Promise<ArchiveLoad> {
  try {
    const bytes = await record();
    if (bytes === null) return { status: 'missing' };
    // A copy of exactly these bytes: the worker takes the buffer over (transferred).
    return { status: 'loaded', bytes: bytes.slice().buffer };
  } catch (error) {
    const status = error instanceof BackendError ? error.status : undefined;
    return {
      status: 'failed',
      message: status ? `${ARCHIVE_LOAD_FAILED} (HTTP ${status})` : ARCHIVE_LOAD_FAILED,
    };
  }
}

/** The outcome of asking the server for an election's record. */
export type ArchiveLoad =
  | { status: 'loaded'; bytes: ArrayBuffer }
  | { status: 'missing' }
  | { status: 'failed'; message: string };

export const ARCHIVE_LOAD_FAILED =
  'Arsip pemilihan tidak dapat dimuat. Periksa koneksi Anda lalu coba lagi.';

/**
 * Downloads `UUID.bel` from `url` (archive-path.ts). 404 means the election has no record yet;
 * so does an HTML answer, which is what a static host's fallback page gives for an address it
 * does not serve (the Firebase build has no such endpoint).
 */
export async function loadArchive(url: string, signal: AbortSignal): Promise<ArchiveLoad> {
  let response: Response;
  try {
    response = await fetch(url, { signal });
  } catch (error) {
    if (signal.aborted) throw error;
    return { status: 'failed', message: ARCHIVE_LOAD_FAILED };
  }
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 404 || (response.ok && type.includes('text/html')))
    return { status: 'missing' };
  if (!response.ok)
    return { status: 'failed', message: `${ARCHIVE_LOAD_FAILED} (HTTP ${response.status})` };
  try {
    return { status: 'loaded', bytes: await response.arrayBuffer() };
  } catch (error) {
    if (signal.aborted) throw error;
    return { status: 'failed', message: ARCHIVE_LOAD_FAILED };
  }
}

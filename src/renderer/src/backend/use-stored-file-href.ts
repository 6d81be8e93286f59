import { useBackendContext } from './BackendProvider';
import { storedFileSrc } from './stored-file-src';

/**
 * Where to open a stored image or PDF, on the first render (the server's too): the stored address
 * with the host's file base (stored-file-src.ts; the desktop app reaches the server by its origin).
 */
export function useStoredFileHref(url: string, _kind: 'image' | 'document'): string {
  return storedFileSrc(useBackendContext().fileBase, url);
}

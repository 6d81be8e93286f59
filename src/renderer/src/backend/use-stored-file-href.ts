import { useBackendContext } from './BackendProvider';
import { storedFileSrc } from './stored-file-src';

/**
 * Where to open a stored image or PDF, on the first render (the server's too): the stored address
 * with the host's file base (stored-file-src.ts; the desktop app reaches the server by its origin),
 * or, for a PDF on Firebase, its Cloud Storage address (the host's documentHref).
 */
export function useStoredFileHref(url: string, kind: 'image' | 'document'): string {
  const { fileBase, documentHref } = useBackendContext();
  return kind === 'document' && documentHref ? documentHref(url) : storedFileSrc(fileBase, url);
}

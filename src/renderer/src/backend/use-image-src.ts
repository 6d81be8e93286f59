import { useBackendContext } from './BackendProvider';
import { storedFileSrc } from './stored-file-src';

/**
 * Where to show a stored image, on the first render (the server's too): the stored address with
 * the host's file base (stored-file-src.ts). Undefined without a url.
 */
export function useImageSrc(url: string | undefined): string | undefined {
  const { fileBase } = useBackendContext();
  return url ? storedFileSrc(fileBase, url) : undefined;
}

import { useEffect, useState } from 'react';
import { useBackend } from './use-backend';

/**
 * Where to show a stored image: the backend decides (the desktop app reaches the server by its
 * origin; Firebase links are absolute). Undefined until the backend is known, or without a url.
 */
export function useImageSrc(url: string | undefined): string | undefined {
  const backend = useBackend();
  const [resolved, setResolved] = useState<{ url: string; src: string }>();
  useEffect(() => {
    if (!url) return undefined;
    let current = true;
    void backend.then((ready) => {
      if (current) setResolved({ url, src: ready.images.src(url) });
    });
    return () => {
      current = false;
    };
  }, [backend, url]);
  return resolved && resolved.url === url ? resolved.src : undefined;
}

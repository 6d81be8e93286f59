import { useEffect, useState } from 'react';
import { useBackend } from './use-backend';

/**
 * Where to open a stored image or PDF. The stored address is used as it is until the backend is
 * known (so the server's HTML and the first render agree, and a web visitor's relative address
 * already works); then the backend's own (the desktop app reaches the server by its origin).
 */
export function useStoredFileHref(url: string, kind: 'image' | 'document'): string {
  const backend = useBackend();
  const [resolved, setResolved] = useState<{ url: string; href: string }>();
  useEffect(() => {
    let current = true;
    void backend.then((ready) => {
      if (!current) return;
      setResolved({
        url,
        href: kind === 'image' ? ready.images.src(url) : ready.documents.src(url),
      });
    });
    return () => {
      current = false;
    };
  }, [backend, url, kind]);
  return resolved && resolved.url === url ? resolved.href : url;
}

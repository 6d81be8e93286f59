import { useEffect, useState } from 'react';
import { useHydrated } from './use-hydrated';

/** When an element counts as seen: IntersectionObserver's own options. */
export interface SeenOptions {
  threshold?: number;
  /** e.g. '0px 0px 50% 0px': seen half a screen before it scrolls into view. */
  rootMargin?: string;
}

/**
 * Becomes true once a quarter of the element has been on screen (or as `options` say); in the
 * browser only (the server and the hydrating render show the figures alone), at once where the
 * API is missing. For parts worth loading only when seen (a chart's library) or when near (a form
 * below the first screen).
 *
 *   const [seen, setBox] = useSeen();
 *   <Box ref={setBox}>{seen && <LazyChart />}</Box>
 */
export function useSeen({ threshold = 0.25, rootMargin }: SeenOptions = {}) {
  const hydrated = useHydrated();
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [observed, setObserved] = useState(false);
  const supported = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    if (observed || !element || !supported) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setObserved(true);
      },
      { threshold, ...(rootMargin ? { rootMargin } : {}) },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, observed, supported, threshold, rootMargin]);
  return [hydrated && (observed || !supported), setElement] as const;
}

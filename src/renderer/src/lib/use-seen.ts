import { useEffect, useState } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * Becomes true once a quarter of the element has been on screen; in the browser only (the server
 * and the hydrating render show the figures alone), at once where the API is missing. For parts
 * worth loading only when seen (a chart's library).
 *
 *   const [seen, setBox] = useSeen();
 *   <Box ref={setBox}>{seen && <LazyChart />}</Box>
 */
export function useSeen() {
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
      { threshold: 0.25 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, observed, supported]);
  return [hydrated && (observed || !supported), setElement] as const;
}

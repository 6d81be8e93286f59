import { useEffect, useState } from 'react';

/** Typing pauses this long before the list follows the search. */
const SEARCH_DELAY_MS = 300;

/**
 * The search box of a public list whose query lives in the address: what is typed shows at once,
 * and the address (hence the backend's query) follows once typing pauses.
 */
export function useTypedSearch(current: string, apply: (q: string) => void) {
  const [typed, setTyped] = useState(current);
  useEffect(() => {
    if (typed === current) return undefined;
    const timer = setTimeout(() => apply(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // `apply` is remade each render; the typed text is what starts the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);
  return [typed, setTyped] as const;
}

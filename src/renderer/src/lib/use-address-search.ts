import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';

/**
 * `useSearchParams`, whose updater starts from the address as last set rather than as last
 * rendered. React Router hands its functional updater the parameters of the render it was made
 * in, so two filter changes made before the page renders again (a quick visitor, a test driving
 * the page) would each start from the same old address and the second would drop the first.
 */
export function useAddressSearch() {
  const [search, setSearch] = useSearchParams();
  // The address the page last showed, and the one it showed when an update last looked.
  const shown = useRef(search);
  const seen = useRef(search.toString());
  // What the next update starts from, and the addresses set here that no render has shown yet.
  const latest = useRef(search);
  const pending = useRef<string[]>([]);
  useLayoutEffect(() => {
    shown.current = search;
  }, [search]);

  const update = useCallback(
    (next: (now: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const now = shown.current.toString();
      if (now !== seen.current) {
        seen.current = now;
        const at = pending.current.indexOf(now);
        // Not one of ours (the Back button, a link): the address as shown is the truth. One of
        // ours: the ones set after it still stand.
        pending.current = at === -1 ? [] : pending.current.slice(at + 1);
        if (pending.current.length === 0) latest.current = shown.current;
      }
      const made = next(new URLSearchParams(latest.current));
      latest.current = made;
      pending.current.push(made.toString());
      setSearch(made, options);
    },
    [setSearch],
  );
  return [search, update] as const;
}

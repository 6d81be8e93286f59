import { useEffect, useState } from 'react';
import { useHydrated } from './use-hydrated';

const KEY_ATTRIBUTE = 'data-render-clock';
const TIME_ATTRIBUTE = 'data-rendered-at';

/**
 * The clock a page decides "upcoming" and "this month" by. The server renders with its own time
 * and writes it into the element given `clockProps`; the hydrating render reads that time back
 * from the server's HTML, so both render the same list and React keeps the HTML (a browser's
 * clock there would differ whenever an activity ended in between, or the page came from the
 * cache). From then on, and on a page rendered in the browser, it is the browser's clock, read
 * again every `intervalMs`. `key` names the element (one per page part using it).
 */
export function useRenderTime(key: string, intervalMs = 60_000) {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => {
    if (typeof document === 'undefined' || hydrated) return Date.now();
    const written = document
      .querySelector(`[${KEY_ATTRIBUTE}="${key}"]`)
      ?.getAttribute(TIME_ATTRIBUTE);
    const time = Number(written);
    return written && Number.isFinite(time) ? time : Date.now();
  });
  useEffect(() => {
    // The first reading comes from the timer too: no state is set synchronously in the effect.
    const first = setTimeout(() => setNow(Date.now()), 0);
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [intervalMs]);
  return { now, clockProps: { [KEY_ATTRIBUTE]: key, [TIME_ATTRIBUTE]: String(now) } };
}

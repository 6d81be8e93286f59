import { useEffect, useState } from 'react';

/**
 * The current time, read again every `intervalMs` while `active` (a countdown ticking each
 * second). Null during the server's render and hydration: a time in the HTML would differ from
 * the browser's first render, and React would throw the server's HTML away.
 */
export function useNow(intervalMs: number, active = true): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!active) return undefined;
    // The first reading comes from the timer too: no state is set synchronously in the effect.
    const first = setTimeout(() => setNow(Date.now()), 0);
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [intervalMs, active]);
  return now;
}

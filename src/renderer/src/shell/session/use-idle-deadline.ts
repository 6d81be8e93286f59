import { useCallback, useEffect, useRef, useState } from 'react';
import { announceActivity, onActivityElsewhere } from './activity-broadcast';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown'] as const;
/** Activity is told to other tabs at most this often (mousemove fires many times a second). */
const BROADCAST_EVERY_MS = 2_000;
const COUNTDOWN_TICK_MS = 1_000;

export interface IdleDeadline {
  /** Milliseconds left while the warning is shown; null otherwise. */
  remainingMs: number | null;
  /** "Tetap Masuk": activity now, in this tab and the others. */
  keep(): void;
}

/**
 * The idle clock of SPEC.md §9: `idleMs` after the last activity (mouse move, mouse down, key
 * down, here or in another tab of the portal) `onExpire` runs; `warnMs` before that the warning
 * opens. While it is open, activity in this tab does not close it (a stray mouse move must not
 * hide the question); only keep() does, or activity in another tab, where the user evidently is.
 *
 * Activity only records a time; the single timer checks it when it fires and sleeps again if the
 * deadline has moved, so a mouse move costs no timer work. Every check reads the clock, so a tab
 * throttled in the background or a computer waking from sleep expires at once when it is late.
 */
export function useIdleDeadline(options: {
  enabled: boolean;
  idleMs: number;
  warnMs: number;
  onExpire(): void;
  /** Activity in this tab, "Tetap Masuk" included (the server is told: keep-alive.ts). */
  onActivity?(): void;
}): IdleDeadline {
  const { enabled, idleMs, warnMs } = options;
  const onExpire = useRef(options.onExpire);
  const onActivity = useRef(options.onActivity);
  useEffect(() => {
    onExpire.current = options.onExpire;
    onActivity.current = options.onActivity;
  });
  const lastActivity = useRef(0);
  const warning = useRef(false);
  const [remainingMs, setRemainingMs] = useState<number | null>(null);
  const reschedule = useRef<() => void>(() => {});

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastBroadcast = 0;
    lastActivity.current = Date.now();
    warning.current = false;

    const check = () => {
      clearTimeout(timer);
      const now = Date.now();
      const deadline = lastActivity.current + idleMs;
      if (now >= deadline) {
        warning.current = false;
        setRemainingMs(null);
        onExpire.current();
        return;
      }
      if (now >= deadline - warnMs) {
        warning.current = true;
        setRemainingMs(deadline - now);
        timer = setTimeout(check, Math.min(COUNTDOWN_TICK_MS, deadline - now));
        return;
      }
      warning.current = false;
      setRemainingMs(null);
      timer = setTimeout(check, deadline - warnMs - now);
    };
    reschedule.current = check;

    const onLocalActivity = () => {
      if (warning.current) return;
      const now = Date.now();
      lastActivity.current = now;
      onActivity.current?.();
      if (now - lastBroadcast >= BROADCAST_EVERY_MS) {
        lastBroadcast = now;
        announceActivity('activity');
      }
    };
    const stopListening = onActivityElsewhere(() => {
      lastActivity.current = Date.now();
      if (warning.current) check();
    });
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onLocalActivity, { passive: true });
    check();
    return () => {
      clearTimeout(timer);
      stopListening();
      reschedule.current = () => {};
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onLocalActivity);
      warning.current = false;
      setRemainingMs(null);
    };
  }, [enabled, idleMs, warnMs]);

  const keep = useCallback(() => {
    lastActivity.current = Date.now();
    onActivity.current?.();
    announceActivity('keep');
    reschedule.current();
  }, []);

  return { remainingMs: enabled ? remainingMs : null, keep };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { setPopStateGate } from './popstate-gate';

/**
 * A navigation held back while a page asks the visitor first: `proceed` carries it out, `reset`
 * drops it.
 */
export type NavigationBlocker =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void };

type Held = { kind: 'link'; to: string } | { kind: 'history'; delta: number };

/** The router's position in the session history (react-router keeps it in history.state). */
function historyIndex(state: unknown): number | undefined {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
}

/** The in-app address a click on this anchor would go to, or undefined for anything else. */
function inAppTarget(event: MouseEvent): URL | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return undefined;
  if (anchor.hasAttribute('download')) return undefined;
  if (anchor.target && anchor.target !== '_self') return undefined;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? url : undefined;
}

/**
 * While `active`, holds every move to another path inside the app — a link, or the browser's back
 * and forward buttons — until the page decides (the declarative router has no blocker of its
 * own). Moves within the same path (a query or a hash) pass. Only the visitor's moves are held:
 * the page's own navigate() calls are its decision already.
 *
 * Links are caught in the capture phase, before the router's click handler; a back or forward
 * move is caught before the router hears of it (popstate-gate.ts) and undone, then redone on
 * `proceed`.
 */
export function useNavigationBlocker(active: boolean): NavigationBlocker {
  const navigate = useNavigate();
  const { pathname, key } = useLocation();
  const [held, setHeld] = useState<Held | null>(null);
  // Set while the blocker itself moves through history: that move must reach the router (or not).
  const passing = useRef<'undo' | 'redo' | null>(null);

  useEffect(() => {
    if (!active) return;
    const onClick = (event: MouseEvent) => {
      const url = inAppTarget(event);
      if (!url || url.pathname === pathname) return;
      event.preventDefault();
      event.stopPropagation();
      setHeld({ kind: 'link', to: `${url.pathname}${url.search}${url.hash}` });
    };
    let index = historyIndex(window.history.state);
    // True keeps the move from the router.
    const onPopState = (event: PopStateEvent): boolean => {
      if (passing.current === 'redo') {
        passing.current = null;
        return false;
      }
      if (passing.current === 'undo') {
        passing.current = null;
        return true;
      }
      const next = historyIndex(event.state);
      if (window.location.pathname === pathname || index === undefined || next === undefined) {
        index = next;
        return false;
      }
      const delta = next - index;
      passing.current = 'undo';
      window.history.go(-delta);
      setHeld({ kind: 'history', delta });
      return true;
    };
    window.addEventListener('click', onClick, { capture: true });
    const removeGate = setPopStateGate(onPopState);
    return () => {
      window.removeEventListener('click', onClick, { capture: true });
      removeGate();
    };
    // Read again after every move (`key`): the page's own moves change the history position.
  }, [active, pathname, key]);

  // A page that stops guarding lets go of what it held.
  if (!active && held) setHeld(null);

  const proceed = useCallback(() => {
    setHeld(null);
    if (!held) return;
    if (held.kind === 'link') {
      void navigate(held.to);
      return;
    }
    passing.current = 'redo';
    window.history.go(held.delta);
  }, [held, navigate]);
  const reset = useCallback(() => setHeld(null), []);

  return held ? { state: 'blocked', proceed, reset } : { state: 'unblocked' };
}

import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * SPEC.md §2: the page scrolls to top on every route change. Not on the first page: the browser
 * has placed it already (its top, a #anchor, or where a reload left it), and a visitor on a slow
 * phone may have scrolled and be tapping while the app takes over the server's HTML — scrolling
 * then would move the page under their finger and the tap would land elsewhere.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

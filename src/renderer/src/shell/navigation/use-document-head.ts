import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { pageHeadFor, pageTitleFor, type RouteDescriptions } from './page-head';
import type { RouteEntry } from './route-entry';

/**
 * Keeps the tab title and meta description of the page shown, as the server sent them for the
 * first page (whose description is left as it came: a static host's fallback page is no page a
 * crawler indexes). A layout effect, so a page that sets a more precise head in its own (passive)
 * effect runs after it and wins. The descriptions arrive with `loadDescriptions` on the first move
 * to another page: a description that a page has set meanwhile (useRecordHead), or that of a page
 * already left, is never written over.
 */
export function useDocumentHead(
  routes: readonly RouteEntry[],
  loadDescriptions: () => Promise<RouteDescriptions>,
): void {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useLayoutEffect(() => {
    document.title = pageTitleFor(routes, pathname);
    if (pathname === firstPath.current) return undefined;
    // Another page now: the server's description no longer applies, even back on the first path.
    firstPath.current = '';
    const meta = document.querySelector('meta[name="description"]');
    const before = meta?.getAttribute('content');
    let current = true;
    void loadDescriptions().then(
      (descriptions) => {
        if (!current || !meta || meta.getAttribute('content') !== before) return;
        meta.setAttribute('content', pageHeadFor(routes, descriptions, pathname).description);
      },
      () => {
        // The meta description only serves crawlers, which read the server's HTML: keep it.
      },
    );
    return () => {
      current = false;
    };
  }, [routes, pathname, loadDescriptions]);
}

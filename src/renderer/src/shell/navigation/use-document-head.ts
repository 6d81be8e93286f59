import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageHeadFor } from './page-head';
import type { RouteEntry } from './route-entry';

/**
 * Keeps the tab title and meta description of the page shown, as the server sent them for the
 * first page. A layout effect, so a page that sets a more precise head in its own (passive) effect
 * runs after it and wins.
 */
export function useDocumentHead(routes: readonly RouteEntry[]): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const head = pageHeadFor(routes, pathname);
    document.title = head.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
  }, [routes, pathname]);
}

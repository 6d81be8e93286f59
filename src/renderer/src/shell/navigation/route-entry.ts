import type { ComponentType } from 'react';

// The shape of a public route-table entry. It lives in the shell (not in app/, which holds the
// table itself) so the navigation can read entries without importing the app that loads pages.

export interface PageModule {
  default: ComponentType;
  /**
   * Loads the on-demand parts the page's first view shows. The app waits for it before taking
   * over server-rendered HTML, so no part is still loading when an update reaches it (React would
   * then throw the server's HTML away and show the loading state).
   */
  whenReady?: () => Promise<unknown>;
}
export type PageLoader = () => Promise<PageModule>;

/**
 * Where an entry appears in the top navigation (SPEC.md §2). `drawer`: a link of the mobile drawer
 * only, for a page SPEC.md's menu does not name (the bar has no room for it at 1024–1280 px).
 */
export type NavPlacement = 'main' | 'informasi' | 'drawer' | 'evoting' | 'login' | 'none';

export interface RouteEntry {
  path: string;
  label: string;
  placement: NavPlacement;
  /** Label in the footer's quick links, when the entry is one of them. */
  footerLabel?: string;
  /** The page's code, loaded on first visit. Absent while the page is not built: no route, no link. */
  page?: PageLoader;
}

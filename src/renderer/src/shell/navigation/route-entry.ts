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

/** Where an entry appears in the top navigation (SPEC.md §2). */
export type NavPlacement = 'main' | 'informasi' | 'evoting' | 'login' | 'none';

export interface RouteEntry {
  path: string;
  label: string;
  placement: NavPlacement;
  /**
   * One or two sentences about the page: its meta description and Open Graph description in the
   * HTML the server sends, so a search result or a shared link says what the page is.
   */
  description: string;
  /** Label in the footer's quick links, when the entry is one of them. */
  footerLabel?: string;
  /** The page's code, loaded on first visit. Absent while the page is not built: no route, no link. */
  page?: PageLoader;
}

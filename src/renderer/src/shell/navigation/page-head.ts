import { matchPath } from 'react-router-dom';
import type { RouteEntry } from './route-entry';

export const SITE_NAME = 'BEM KM Poltek Nuklir';

/** What a page says about itself in the document head (title, description, Open Graph). */
export interface PageHead {
  title: string;
  description: string;
}

export const NOT_FOUND_HEAD: PageHead = {
  title: `Halaman tidak ditemukan | ${SITE_NAME}`,
  description: 'Alamat yang Anda buka tidak ada atau telah dipindahkan.',
};

/** The route-table entry with a page that answers a path, if any. */
export function routeEntryFor(
  routes: readonly RouteEntry[],
  pathname: string,
): RouteEntry | undefined {
  return routes.find((entry) => entry.page && matchPath(entry.path, pathname));
}

/** Each route path's description (app/route-descriptions.ts). */
export type RouteDescriptions = Readonly<Record<string, string>>;

/** The title of a public path: its entry's label, or the not-found page's. */
export function pageTitleFor(routes: readonly RouteEntry[], pathname: string): string {
  const entry = routeEntryFor(routes, pathname);
  if (!entry) return NOT_FOUND_HEAD.title;
  return entry.path === '/' ? SITE_NAME : `${entry.label} | ${SITE_NAME}`;
}

/** The head of a public path: its entry's label and description, or the not-found page's. */
export function pageHeadFor(
  routes: readonly RouteEntry[],
  descriptions: RouteDescriptions,
  pathname: string,
): PageHead {
  const entry = routeEntryFor(routes, pathname);
  if (!entry) return NOT_FOUND_HEAD;
  return {
    title: pageTitleFor(routes, pathname),
    description: descriptions[entry.path] ?? NOT_FOUND_HEAD.description,
  };
}

import { matchPath } from 'react-router-dom';
import type { PageLoader, RouteEntry } from '../shell/navigation/route-entry';
import { NOT_FOUND_PAGE, PUBLIC_ROUTES } from './route-table';

/**
 * The page the router will show at `pathname`, as appRoutes() routes it: a public entry's page,
 * the 404 page for any other public path, nothing for the admin area (its guard decides first).
 */
export function pageForPath(
  pathname: string,
  routes: readonly RouteEntry[] = PUBLIC_ROUTES,
): PageLoader | undefined {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return undefined;
  const entry = routes.find((candidate) => candidate.page && matchPath(candidate.path, pathname));
  return entry?.page ?? NOT_FOUND_PAGE;
}

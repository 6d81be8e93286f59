import { matchPath } from 'react-router-dom';
import type { PageLoader, RouteEntry } from '../shell/navigation/route-entry';
import { ADMIN_AREA, isAdminPath } from './admin-area';
import { isPanitiaPath, PANITIA_AREA } from './panitia-area';
import { NOT_FOUND_PAGE, PUBLIC_ROUTES } from './route-table';

/**
 * The page the router will show at `pathname`, as appRoutes() routes it: a public entry's page,
 * the 404 page for any other public path, the admin area's chunk (its routes and shell) for
 * /admin paths (and the committee area's for /panitia/{eventId}): which page follows is for their
 * layouts to decide.
 */
export function pageForPath(
  pathname: string,
  routes: readonly RouteEntry[] = PUBLIC_ROUTES,
): PageLoader {
  if (isAdminPath(pathname)) return ADMIN_AREA;
  if (isPanitiaPath(pathname)) return PANITIA_AREA;
  const entry = routes.find((candidate) => candidate.page && matchPath(candidate.path, pathname));
  return entry?.page ?? NOT_FOUND_PAGE;
}

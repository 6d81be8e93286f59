import type { PageLoader } from '../shell/navigation/route-entry';

/**
 * The committee area's code (its routes, layout and pages), one chunk loaded only on
 * /panitia/{eventId} paths, like the admin area: visitors of the public pages never download it.
 */
export const PANITIA_AREA: PageLoader = () => import('./PanitiaRoutes');

/** Whether `pathname` is in a committee area (/panitia/{eventId} and below). */
export const isPanitiaPath = (pathname: string): boolean =>
  /^\/panitia\/[^/]+(\/|$)/.test(pathname);

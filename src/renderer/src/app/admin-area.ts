import type { PageLoader } from '../shell/navigation/route-entry';

/**
 * The admin area's code (its routes, guard, shell and the menu they read), one chunk loaded only
 * on /admin paths: a visitor of the public pages never downloads it.
 */
export const ADMIN_AREA: PageLoader = () => import('./AdminRoutes');

/** Whether `pathname` is in the admin area (/admin and below, not /administrasi). */
export const isAdminPath = (pathname: string): boolean =>
  pathname === '/admin' || pathname.startsWith('/admin/');

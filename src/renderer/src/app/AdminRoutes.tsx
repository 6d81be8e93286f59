import { useRoutes, type RouteObject } from 'react-router-dom';
import { ADMIN_MENU, type AdminAreaKey } from '../../../shared/admin-menu';
import AdminLayout from '../features/admin-shell/AdminLayout';
import { AdminAreaGuard } from './AdminAreaGuard';
import { ADMIN_ITEM_PARAM, ADMIN_PAGES, ADMIN_SUBPAGES } from './admin-pages';
import { LazyPage } from './LazyPage';
import type { PageLoader } from '../shell/navigation/route-entry';
import { NOT_FOUND_PAGE } from './route-table';

/** The admin pages, relative to /admin; the layout decides who may be there, the server what they get. */
function adminPageRoutes(): RouteObject[] {
  const guarded = (area: AdminAreaKey, page: PageLoader) => (
    <AdminAreaGuard area={area}>
      <LazyPage load={page} />
    </AdminAreaGuard>
  );
  const pages = ADMIN_MENU.flatMap((entry): RouteObject[] => {
    const page = ADMIN_PAGES[entry.key];
    if (!page) return [];
    const element = guarded(entry.key, page);
    if (entry.key === 'ringkasan') return [{ index: true, element }];
    const item = ADMIN_ITEM_PARAM[entry.key];
    const path = entry.path.slice('/admin/'.length);
    return [{ path: item ? `${path}/:${item}?` : path, element }];
  });
  const subpages = ADMIN_SUBPAGES.filter((sub) => ADMIN_PAGES[sub.area]).map(
    (sub): RouteObject => ({ path: sub.path, element: guarded(sub.area, sub.page) }),
  );
  return [...pages, ...subpages];
}

const ADMIN_ROUTES: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [...adminPageRoutes(), { path: '*', element: <LazyPage load={NOT_FOUND_PAGE} /> }],
  },
];

/**
 * Everything under /admin, rendered by the app's `/admin/*` route once this chunk is loaded
 * (app/admin-area.ts): the admin shell with its pages, and the 404 page inside it for any other
 * admin path. The shell comes in the same chunk, so an admin page waits for one download less.
 */
export default function AdminRoutes() {
  return useRoutes(ADMIN_ROUTES);
}

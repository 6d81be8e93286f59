import type { RouteObject } from 'react-router-dom';
import { ADMIN_MENU, type AdminAreaKey } from '../../../shared/admin-menu';
import { AdminAreaGuard } from './AdminAreaGuard';
import { AdminLayoutRoute } from './AdminLayoutRoute';
import { ADMIN_ITEM_PARAM, ADMIN_PAGES, ADMIN_SUBPAGES } from './admin-pages';
import { LazyPage } from './LazyPage';
import { PublicLayout } from './PublicLayout';
import { RootLayout } from './RootLayout';
import type { PageLoader, RouteEntry } from '../shell/navigation/route-entry';
import { NOT_FOUND_PAGE, PUBLIC_ROUTES } from './route-table';

/** Routes only for entries whose pages exist; everything else reaches the 404 page. */
export function publicRouteObjects(routes: readonly RouteEntry[]): RouteObject[] {
  return routes.flatMap((entry) =>
    entry.page
      ? [
          entry.path === '/'
            ? { index: true, element: <LazyPage load={entry.page} /> }
            : { path: entry.path, element: <LazyPage load={entry.page} /> },
        ]
      : [],
  );
}

/** /admin and its pages; the layout decides who may be there, the server decides what they get. */
function adminRouteObjects(): RouteObject[] {
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

/**
 * The route tree of the portal, shared by the browser (AppRoutes) and the server's rendering.
 * Plain route objects for the declarative router: the portal loads data through its live cache,
 * not route loaders, so the data router's code (about 16 KB gzip) would be dead weight on every
 * page.
 */
export function appRoutes(routes: readonly RouteEntry[] = PUBLIC_ROUTES): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        {
          path: '/admin',
          element: <AdminLayoutRoute />,
          children: [
            ...adminRouteObjects(),
            { path: '*', element: <LazyPage load={NOT_FOUND_PAGE} /> },
          ],
        },
        {
          path: '/',
          element: <PublicLayout routes={routes} />,
          children: [
            ...publicRouteObjects(routes),
            { path: '*', element: <LazyPage load={NOT_FOUND_PAGE} /> },
          ],
        },
      ],
    },
  ];
}

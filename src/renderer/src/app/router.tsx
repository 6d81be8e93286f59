import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { PUBLIC_REDIRECTS } from '../../../shared/public-redirects';
import { ADMIN_AREA } from './admin-area';
import { PANITIA_AREA } from './panitia-area';
import { LazyPage } from './LazyPage';
import { PublicLayout } from './PublicLayout';
import { RootLayout } from './RootLayout';
import type { RouteEntry } from '../shell/navigation/route-entry';
import { NOT_FOUND_PAGE, PUBLIC_ROUTES } from './route-table';

/** Sends the visitor on to `to`, keeping the query (the server redirects before this renders). */
function RedirectTo(props: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${props.to}${search}`} replace />;
}

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
        // The admin area is its own chunk with its own routes (app/AdminRoutes.tsx).
        { path: '/admin/*', element: <LazyPage load={ADMIN_AREA} /> },
        // A committee area is its own chunk with its own layout (app/PanitiaRoutes.tsx).
        { path: '/panitia/:eventId/*', element: <LazyPage load={PANITIA_AREA} /> },
        {
          path: '/',
          element: <PublicLayout routes={routes} />,
          children: [
            ...publicRouteObjects(routes),
            ...Object.entries(PUBLIC_REDIRECTS).map(([from, to]) => ({
              path: from,
              element: <RedirectTo to={to} />,
            })),
            { path: '*', element: <LazyPage load={NOT_FOUND_PAGE} /> },
          ],
        },
      ],
    },
  ];
}

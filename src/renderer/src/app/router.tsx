import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LazyPage } from './LazyPage';
import { PublicLayout } from './PublicLayout';
import { NOT_FOUND_PAGE, PUBLIC_ROUTES, type RouteEntry } from './route-table';
import { RouteError } from './RouteError';

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

/** The route tree of the public site, shared by the browser router and the build-time prerender. */
export function appRoutes(routes: readonly RouteEntry[] = PUBLIC_ROUTES): RouteObject[] {
  return [
    {
      path: '/',
      element: <PublicLayout routes={routes} />,
      errorElement: <RouteError />,
      children: [
        ...publicRouteObjects(routes),
        { path: '*', element: <LazyPage load={NOT_FOUND_PAGE} /> },
      ],
    },
  ];
}

/** The router of the public site, from a route table (the real one unless a test says otherwise). */
export function createAppRouter(routes: readonly RouteEntry[] = PUBLIC_ROUTES) {
  return createBrowserRouter(appRoutes(routes));
}

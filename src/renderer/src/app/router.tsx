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

export function createAppRouter() {
  return createBrowserRouter([
    {
      path: '/',
      element: <PublicLayout />,
      errorElement: <RouteError />,
      children: [
        ...publicRouteObjects(PUBLIC_ROUTES),
        { path: '*', element: <LazyPage load={NOT_FOUND_PAGE} /> },
      ],
    },
  ]);
}

import { useMemo } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation, useRoutes } from 'react-router-dom';
import type { RouteEntry } from '../shell/navigation/route-entry';
import { RouteError } from './RouteError';
import { PUBLIC_ROUTES } from './route-table';
import { appRoutes } from './router';

/**
 * The portal's pages at the current location, inside whichever router the host gives (the
 * browser's, or the server's static one). A failure outside a page (the layout itself) shows
 * RouteError; moving to another path tries again.
 */
export function AppRoutes(props: { routes?: readonly RouteEntry[] }) {
  const { routes = PUBLIC_ROUTES } = props;
  const { pathname } = useLocation();
  const tree = useMemo(() => appRoutes(routes), [routes]);
  const element = useRoutes(tree);
  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
      {element}
    </ErrorBoundary>
  );
}

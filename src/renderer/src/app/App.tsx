import { RouterProvider } from 'react-router-dom';
import type { Platform } from '../../../shared/platform';
import type { Backend } from '../backend/contract';
import type { LiveValueCache } from '../backend/live-value-cache';
import { AppProviders } from './AppProviders';
import { PageViewContext } from './page-view-context';
import type { createAppRouter } from './router';

export function App(props: {
  backend: Promise<Backend>;
  platform: Platform;
  router: ReturnType<typeof createAppRouter>;
  /** Seeded with the data the server rendered the page with. */
  live?: LiveValueCache;
  /** Called with the path of every page shown (analytics); absent: nobody counts. */
  onPageView?: (path: string) => void;
}) {
  return (
    <AppProviders backend={props.backend} platform={props.platform} live={props.live}>
      <PageViewContext.Provider value={props.onPageView}>
        <RouterProvider router={props.router} />
      </PageViewContext.Provider>
    </AppProviders>
  );
}

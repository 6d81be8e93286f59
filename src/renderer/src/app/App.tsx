import { RouterProvider } from 'react-router-dom';
import type { Platform } from '../../../shared/platform';
import type { Backend } from '../backend/contract';
import { AppProviders } from './AppProviders';
import { PageViewContext } from './page-view-context';
import type { createAppRouter } from './router';

export function App(props: {
  backend: Promise<Backend>;
  platform: Platform;
  router: ReturnType<typeof createAppRouter>;
  /** Called with the path of every page shown (analytics); absent: nobody counts. */
  onPageView?: (path: string) => void;
}) {
  return (
    <AppProviders backend={props.backend} platform={props.platform}>
      <PageViewContext.Provider value={props.onPageView}>
        <RouterProvider router={props.router} />
      </PageViewContext.Provider>
    </AppProviders>
  );
}

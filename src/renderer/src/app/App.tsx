import { BrowserRouter } from 'react-router-dom';
import type { Platform } from '../../../shared/platform';
import type { Backend } from '../backend/contract';
import type { LiveValueCache } from '../backend/live-value-cache';
import type { RouteEntry } from '../shell/navigation/route-entry';
import { installPopStateGate } from '../shell/navigation/popstate-gate';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { PageViewContext } from './page-view-context';

// Before any router mounts: a page guarding unsent work hears back and forward first.
installPopStateGate();

export function App(props: {
  backend: Promise<Backend>;
  platform: Platform;
  /** The public route table (the real one unless a test harness says otherwise). */
  routes?: readonly RouteEntry[];
  /** Seeded with the data the server rendered the page with. */
  live?: LiveValueCache;
  /** Where stored files are served from (BackendProvider); default: this page's origin. */
  fileBase?: string;
  /** Where a document's PDF opens on Firebase (BackendProvider); none elsewhere. */
  documentHref?: ((url: string) => string) | undefined;
  /** Called with the path of every page shown (analytics); absent: nobody counts. */
  onPageView?: (path: string) => void;
}) {
  return (
    <AppProviders
      backend={props.backend}
      platform={props.platform}
      live={props.live}
      fileBase={props.fileBase}
      documentHref={props.documentHref}
    >
      <PageViewContext.Provider value={props.onPageView}>
        <BrowserRouter>
          <AppRoutes routes={props.routes} />
        </BrowserRouter>
      </PageViewContext.Provider>
    </AppProviders>
  );
}

import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { LIMITS } from '../../../shared/limits';
import { PageLoading } from '../ui/feedback/PageLoading';
import { PageLoadError } from '../ui/feedback/PageLoadError';
import { loadWithTimeout } from '../lib/load-with-timeout';
import type { PageLoader } from '../shell/navigation/route-entry';

// One lazy component per page, kept across visits. React remembers a rejected lazy() for good,
// so a retry replaces the entry with a fresh one.
const pages = new WeakMap<PageLoader, LazyExoticComponent<ComponentType>>();

function lazyPage(load: PageLoader, timeoutMs: number, fresh: boolean) {
  let page = pages.get(load);
  if (!page || fresh) {
    page = lazy(() => loadWithTimeout(load, timeoutMs));
    pages.set(load, page);
  }
  return page;
}

/**
 * Loads a page's code on first visit behind a loading fallback. A chunk that fails or stalls shows
 * an Indonesian error; "Coba Lagi" asks for the chunk again without reloading the app.
 */
export function LazyPage(props: { load: PageLoader; timeoutMs?: number }) {
  const { load, timeoutMs = LIMITS.pageChunkTimeoutMs } = props;
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      resetKeys={[attempt]}
      fallbackRender={({ error }) => (
        <PageLoadError
          error={error}
          onRetry={() => {
            lazyPage(load, timeoutMs, true);
            setAttempt((n) => n + 1);
          }}
        />
      )}
    >
      <Suspense fallback={<PageLoading />}>
        <PageSlot load={load} timeoutMs={timeoutMs} />
      </Suspense>
    </ErrorBoundary>
  );
}

function PageSlot(props: { load: PageLoader; timeoutMs: number }) {
  const Page = lazyPage(props.load, props.timeoutMs, false);
  // The component comes from the module-level map, so its identity is stable across renders.
  // eslint-disable-next-line react-hooks/static-components
  return <Page />;
}

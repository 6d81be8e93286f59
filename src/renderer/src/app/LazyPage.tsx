import { lazy, Suspense, useMemo, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { LIMITS } from '../../../shared/limits';
import { PageLoading } from '../ui/feedback/PageLoading';
import { PageLoadError } from '../ui/feedback/PageLoadError';
import { loadWithTimeout } from './load-with-timeout';
import type { PageLoader } from './route-table';

/**
 * Loads a page's code on first visit behind a loading fallback. A chunk that fails or stalls shows
 * an Indonesian error; "Coba Lagi" asks for the chunk again without reloading the app.
 */
export function LazyPage(props: { load: PageLoader; timeoutMs?: number }) {
  const { load, timeoutMs = LIMITS.pageChunkTimeoutMs } = props;
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React caches a rejected lazy() for good.
  const Page = useMemo(
    () => lazy(() => loadWithTimeout(load, timeoutMs)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [load, timeoutMs, attempt],
  );
  return (
    <ErrorBoundary
      resetKeys={[attempt]}
      fallbackRender={({ error }) => (
        <PageLoadError error={error} onRetry={() => setAttempt((n) => n + 1)} />
      )}
    >
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}

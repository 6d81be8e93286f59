import {
  lazy,
  Suspense,
  useMemo,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { LIMITS } from '../../../shared/limits';
import { PageLoading } from '../ui/feedback/PageLoading';
import { PageLoadError } from '../ui/feedback/PageLoadError';
import { AfterHydration } from './AfterHydration';
import { markAppReady, replayEarlyInput } from './early-input';
import { loadWithTimeout } from '../lib/load-with-timeout';
import type { PageLoader, PageModule } from '../shell/navigation/route-entry';

// One lazy component per page, kept across visits. React remembers a rejected lazy() for good,
// so a retry replaces the entry with a fresh one.
const pages = new WeakMap<PageLoader, LazyExoticComponent<ComponentType>>();
// Pages loaded before the first render (preloadPage): rendered directly, never suspending.
const preloaded = new WeakMap<PageLoader, ComponentType>();

/** The page's module once it and the parts its first view shows are loaded. */
async function loadReady(load: PageLoader): Promise<PageModule> {
  const module = await load();
  await module.whenReady?.();
  return module;
}

function lazyPage(load: PageLoader, timeoutMs: number, fresh: boolean) {
  let page = pages.get(load);
  if (!page || fresh) {
    page = lazy(() => loadWithTimeout(() => loadReady(load), timeoutMs));
    pages.set(load, page);
  }
  return page;
}

/**
 * Loads a page before the app's first render, so the page renders at once instead of
 * suspending: hydration then claims the server's HTML in one pass, and no update can reach a
 * part still loading (React would discard its server HTML for the loading state). Never rejects:
 * a page that fails to load here is loaded again, with its error and retry, by LazyPage.
 */
export async function preloadPage(
  load: PageLoader,
  timeoutMs: number = LIMITS.pageChunkTimeoutMs,
): Promise<void> {
  try {
    const module = await loadWithTimeout(() => loadReady(load), timeoutMs);
    preloaded.set(load, module.default);
  } catch {
    // LazyPage shows the error.
  }
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
        <>
          <PageLoadError
            error={error}
            onRetry={() => {
              lazyPage(load, timeoutMs, true);
              setAttempt((n) => n + 1);
            }}
          />
          {/* The app has taken the page over, if only to show this: taps go to it now. */}
          <AfterHydration onDone={() => markAppReady()} />
        </>
      )}
    >
      <Suspense fallback={<PageLoading />}>
        <PageSlot load={load} timeoutMs={timeoutMs} />
      </Suspense>
    </ErrorBoundary>
  );
}

function PageSlot(props: { load: PageLoader; timeoutMs: number }) {
  const { load, timeoutMs } = props;
  // Chosen once per page, so a page preloaded meanwhile is not swapped (and remounted) under it.
  const Page = useMemo(
    () => preloaded.get(load) ?? lazyPage(load, timeoutMs, false),
    [load, timeoutMs],
  );
  // The component comes from the module-level map, so its identity is stable across renders.
  // AfterHydration: the page's own inputs are claimed by React once this commits, so what a
  // visitor typed into the server's HTML can be given back now (once per visit).
  return (
    <>
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Page />
      <AfterHydration onDone={replayEarlyInput} />
    </>
  );
}

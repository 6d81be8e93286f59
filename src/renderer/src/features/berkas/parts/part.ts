import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { LIMITS } from '../../../../../shared/limits';
import { loadWithTimeout } from '../../../lib/load-with-timeout';

/**
 * A piece of a page whose code is its own chunk, fetched when the page needs it (a later step, a
 * dialog, a result) or just before (`preload`). A failed download is forgotten, so the next
 * attempt asks for the chunk again; React keeps a rejected lazy() for good, so `component(true)`
 * makes a fresh one for a retry.
 */
export interface Part<P extends object> {
  preload(): void;
  component(fresh?: boolean): LazyExoticComponent<ComponentType<P>>;
}

export function definePart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  timeoutMs: number = LIMITS.pageChunkTimeoutMs,
): Part<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const get = () => {
    loading ??= loadWithTimeout(load, timeoutMs).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  let current: LazyExoticComponent<ComponentType<P>> | undefined;
  return {
    preload() {
      get().catch(() => {
        // Shown, with a retry, if the part is still unavailable when it is needed.
      });
    },
    component(fresh = false) {
      if (!current || fresh)
        current = lazy(() => get().then((component) => ({ default: component })));
      return current;
    },
  };
}

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Backend } from './contract';
import { LiveValueCache } from './live-value-cache';

interface BackendContextValue {
  backend: Promise<Backend>;
  live: LiveValueCache;
}

const BackendContext = createContext<BackendContextValue | null>(null);

/**
 * Makes the backend available to hooks. It is a promise so the first paint never waits for the
 * adapter's code to download.
 */
export function BackendProvider(props: {
  backend: Promise<Backend>;
  /** A cache made by the host (seeded with server-rendered data, or recording reads); else new. */
  live?: LiveValueCache;
  children: ReactNode;
}) {
  const value = useMemo<BackendContextValue>(
    () => ({ backend: props.backend, live: props.live ?? new LiveValueCache(props.backend) }),
    [props.backend, props.live],
  );
  return <BackendContext.Provider value={value}>{props.children}</BackendContext.Provider>;
}

export function useBackendContext(): BackendContextValue {
  const value = useContext(BackendContext);
  if (!value) throw new Error('useBackendContext must be used inside <BackendProvider>');
  return value;
}

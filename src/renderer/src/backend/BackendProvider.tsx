import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Backend } from './contract';
import { LiveValueCache } from './live-value-cache';

interface BackendContextValue {
  backend: Promise<Backend>;
  live: LiveValueCache;
  /** What stored files' `/api/…` addresses are prefixed with (stored-file-src.ts). */
  fileBase: string;
  /** Where a document's PDF opens when that is not `fileBase` + its path (Firebase Storage). */
  documentHref: ((url: string) => string) | undefined;
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
  /**
   * The origin stored files are served from, known before the backend's code: the server's in
   * the desktop app; '' (the default) where the page's own server serves them, or on Firebase,
   * whose addresses are absolute.
   */
  fileBase?: string;
  /** Firebase's document addresses (registry.ts documentHrefOf); none elsewhere. */
  documentHref?: ((url: string) => string) | undefined;
  children: ReactNode;
}) {
  const fileBase = props.fileBase ?? '';
  const { documentHref } = props;
  const value = useMemo<BackendContextValue>(
    () => ({
      backend: props.backend,
      live: props.live ?? new LiveValueCache(props.backend),
      fileBase,
      documentHref,
    }),
    [props.backend, props.live, fileBase, documentHref],
  );
  return <BackendContext.Provider value={value}>{props.children}</BackendContext.Provider>;
}

export function useBackendContext(): BackendContextValue {
  const value = useContext(BackendContext);
  if (!value) throw new Error('useBackendContext must be used inside <BackendProvider>');
  return value;
}

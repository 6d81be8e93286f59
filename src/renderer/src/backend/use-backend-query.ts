import { useEffect, useEffectEvent, useState } from 'react';
import { BackendError } from './backend-error';
import type { Backend } from './contract';
import { useBackend } from './use-backend';

export const UNEXPECTED_QUERY_ERROR = 'Terjadi kesalahan. Silakan coba lagi.';

/** What a one-shot read depends on: plain values and objects of them, compared by their JSON. */
export type QueryKey = (string | number | boolean | null | undefined | object)[];

export interface BackendQueryState<T> {
  /** The latest answer, kept while a newer key (or a refresh) loads; undefined before the first. */
  value: T | undefined;
  /** Why the current key failed; undefined while it is read again. */
  error: BackendError | undefined;
  /** The current key has no answer or failure yet. */
  loading: boolean;
  /** Reads the current key again (a "Coba Lagi" button), keeping the value shown. */
  refresh(): void;
}

/** Any failure as a BackendError, so screens always have an Indonesian message to show. */
export function asBackendError(error: unknown): BackendError {
  return error instanceof BackendError
    ? error
    : new BackendError('UNEXPECTED', UNEXPECTED_QUERY_ERROR);
}

/**
 * A one-shot read of the Backend (lists with filters, a summary): read again whenever the key
 * changes, and `load` gets the key, so nothing it uses is left out of it. An answer
 * that arrives after a newer request is ignored. Live data uses useLiveQuery instead; a page
 * kept fresh by a change tick puts the tick in the key.
 *
 *   const histori = useBackendQuery([filter, page], (b, [f, p]) => b.histori.page(f, p));
 */
export function useBackendQuery<const K extends QueryKey, T>(
  key: K,
  load: (backend: Backend, key: NoInfer<K>) => Promise<T>,
): BackendQueryState<T> {
  const backend = useBackend();
  const [refreshes, setRefreshes] = useState(0);
  const request = `${refreshes}#${JSON.stringify(key)}`;
  const [answer, setAnswer] = useState<{
    request: string;
    value: T | undefined;
    error: BackendError | undefined;
  }>({ request: '', value: undefined, error: undefined });

  const start = useEffectEvent((b: Backend) => load(b, key));
  useEffect(() => {
    let current = true;
    backend
      .then((b) => start(b))
      .then(
        (value) => current && setAnswer({ request, value, error: undefined }),
        (error: unknown) =>
          current &&
          setAnswer((last) => ({ request, value: last.value, error: asBackendError(error) })),
      );
    return () => {
      current = false;
    };
  }, [backend, request]);

  const settled = answer.request === request;
  return {
    value: answer.value,
    error: settled ? answer.error : undefined,
    loading: !settled,
    refresh: () => setRefreshes((n) => n + 1),
  };
}

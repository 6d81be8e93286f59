import { useCallback, useSyncExternalStore } from 'react';
import { useBackendContext } from './BackendProvider';
import type { Backend, LiveObserver, Unsubscribe } from './contract';
import type { LiveState } from './live-value-cache';

/** Watches a live value of the backend; components re-render on every snapshot. */
export function useLiveValue<T>(
  key: string,
  open: (backend: Backend, observer: LiveObserver<T>) => Unsubscribe,
): LiveState<T> {
  const { live } = useBackendContext();
  // `open` is stable per key by contract; the key alone decides when to resubscribe.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const subscribe = useCallback((listener: () => void) => live.subscribe(key, open, listener), [live, key]);
  const read = useCallback(() => live.read<T>(key), [live, key]);
  return useSyncExternalStore(subscribe, read, read);
}

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
  // Callers pass a module-level `open`, so this resubscribes only when the key changes.
  const subscribe = useCallback(
    (listener: () => void) => live.subscribe(key, open, listener),
    [live, key, open],
  );
  const read = useCallback(() => live.read<T>(key), [live, key]);
  return useSyncExternalStore(subscribe, read, read);
}

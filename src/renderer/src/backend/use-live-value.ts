import { useCallback, useSyncExternalStore } from 'react';
import { useBackendContext } from './BackendProvider';
import type { Backend, LiveObserver, Unsubscribe } from './contract';
import type { LiveState } from './live-value-cache';

/**
 * The primitive under useLiveQuery, which features use instead (typed topics, no free keys).
 * Called directly only where the query table must stay out of the first load
 * (useGeneralSettings) and by the form manager until it moves onto the resource hooks.
 */
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

import { useCallback, useSyncExternalStore } from 'react';
import { useBackendContext } from './BackendProvider';
import {
  LIVE_QUERIES,
  liveQueryKey,
  type LiveParamArgs,
  type LiveParams,
  type LiveQuery,
  type LiveQueryTopic,
  type LiveValueOf,
} from './live-queries';
import type { LiveState } from './live-value-cache';

/**
 * Watches a live topic of the Backend: `useLiveQuery(LIVE_TOPICS.users)`, or with the topic's
 * parameters as the second argument. Every component watching the same topic and parameters
 * shares one subscription; `value` is undefined until the first snapshot, and `error` reports an
 * interruption while the last value stays.
 */
export function useLiveQuery<K extends LiveQueryTopic>(
  topic: K,
  ...args: LiveParamArgs<K>
): LiveState<LiveValueOf<K>> {
  const { live } = useBackendContext();
  // The tuple's element is the topic's parameter type, or absent (void) for a plain topic.
  const params = args[0] as LiveParams | undefined;
  const key = liveQueryKey(topic, params);
  const subscribe = useCallback(
    (listener: () => void) => {
      const query = LIVE_QUERIES[topic] as LiveQuery<LiveValueOf<K>, LiveParams | undefined>;
      return live.subscribe(
        key,
        (backend, observer) => query.open(backend, observer, params),
        listener,
      );
    },
    // The key is the topic with its parameters serialised: equal parameters in a new object
    // must not resubscribe.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [live, key],
  );
  const read = useCallback(() => live.read<LiveValueOf<K>>(key), [live, key]);
  return useSyncExternalStore(subscribe, read, read);
}

import { useMemo } from 'react';
import type { AnyPublicList, ItemOf } from '../../../shared/public-lists/public-list';
import type { Backend, LiveObserver } from './contract';
import { liveKey } from './live-key';
import type { LiveState } from './live-value-cache';
import { useLiveValue } from './use-live-value';

/**
 * A declared public list's item by its key (a news item by its address), live, from whichever
 * backend answers; null when the public may see none. Keyed by the item's topic and the key as
 * the server keys its rendered pages' snapshots, so a page rendered on the server starts with it.
 */
export function usePublicListItem<L extends AnyPublicList>(
  list: L,
  key: string,
): LiveState<ItemOf<L> | null> {
  // A programming error, the same at every render: the list declares no item.
  if (!list.item) throw new Error(`${list.resource}: the list declares no item`);
  const liveKeyOf = liveKey(list.item.liveTopic, key);
  const open = useMemo(
    () => (backend: Backend, observer: LiveObserver<ItemOf<L> | null>) =>
      backend.lists.watchItem(list, key, observer),
    // The live key holds the list's topic and the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [liveKeyOf],
  );
  return useLiveValue(liveKeyOf, open);
}

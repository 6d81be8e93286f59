import { useMemo } from 'react';
import type { ListPage } from '../../../shared/open-data/paging';
import type { AnyPublicList, ListQuery, RowOf } from '../../../shared/public-lists/public-list';
import type { Backend, LiveObserver } from './contract';
import { liveKey } from './live-key';
import type { LiveState } from './live-value-cache';
import { useLiveValue } from './use-live-value';

/**
 * One page of a declared public list for a query, live, from whichever backend answers. Keyed by
 * the list's topic and the query as the server keys its rendered pages' snapshots, so a page
 * rendered on the server starts with its rows, and two screens asking the same share one stream.
 */
export function usePublicListPage<L extends AnyPublicList>(
  list: L,
  query: ListQuery<L>,
): LiveState<ListPage<RowOf<L>>> {
  const key = liveKey(list.liveTopic, query as Record<string, string | number>);
  const open = useMemo(
    () => (backend: Backend, observer: LiveObserver<ListPage<RowOf<L>>>) =>
      backend.lists.watchPage(list, query, observer),
    // The key holds the list's topic and the query: an equal query in a new object is the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  return useLiveValue(key, open);
}

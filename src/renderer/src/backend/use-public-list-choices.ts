import { useMemo } from 'react';
import type { ListChoices } from '../../../shared/public-lists/list-choices';
import type { AnyPublicList } from '../../../shared/public-lists/public-list';
import type { Backend, LiveObserver } from './contract';
import { liveKey } from './live-key';
import type { LiveState } from './live-value-cache';
import { useLiveValue } from './use-live-value';

/**
 * The filter choices a declared public list offers (its `choices`), live, from whichever backend
 * answers. Keyed by the list's choices topic as the server keys its rendered pages' snapshots, so
 * a page rendered on the server starts with its choices.
 */
export function usePublicListChoices<L extends AnyPublicList>(list: L): LiveState<ListChoices<L>> {
  const key = liveKey(list.choicesTopic);
  const open = useMemo(
    () => (backend: Backend, observer: LiveObserver<ListChoices<L>>) =>
      backend.lists.watchChoices(list, observer),
    [list],
  );
  return useLiveValue(key, open);
}

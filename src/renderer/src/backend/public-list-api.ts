import type { ListPage } from '../../../shared/open-data/paging';
import type { ListChoices } from '../../../shared/public-lists/list-choices';
import type {
  AnyPublicList,
  ItemOf,
  ListFilter,
  ListQuery,
  RowOf,
} from '../../../shared/public-lists/public-list';
import type { LiveObserver, Unsubscribe } from './live-observer';
import type { OpenDataFormat } from './open-data';

/**
 * A declared public list (src/shared/public-lists) on any backend. Methods take the declaration
 * itself, so an adapter needs no list of lists. Only what the public may see is read: rows of the
 * records the declaration lists, never a whole collection.
 */
export interface PublicListApi {
  /** One page of rows for the query, live. */
  watchPage<L extends AnyPublicList>(
    list: L,
    query: ListQuery<L>,
    observer: LiveObserver<ListPage<RowOf<L>>>,
  ): Unsubscribe;
  /**
   * The filters' choices the list declares (`choices`): per filter, the distinct non-empty
   * values among the public rows, in code-unit order, live (list-choices.ts).
   */
  watchChoices<L extends AnyPublicList>(
    list: L,
    observer: LiveObserver<ListChoices<L>>,
  ): Unsubscribe;
  /**
   * The list's item (`item`) whose field holds the key, live; null when none the public may see
   * does (a draft is as absent as an unknown key). A key too long or empty is a VALIDATION error.
   */
  watchItem<L extends AnyPublicList>(
    list: L,
    key: string,
    observer: LiveObserver<ItemOf<L> | null>,
  ): Unsubscribe;
  /** Every row the query matches, as a CSV or JSON file (open data). */
  download<L extends AnyPublicList>(
    list: L,
    filter: ListFilter<L>,
    format: OpenDataFormat,
  ): Promise<Blob>;
}

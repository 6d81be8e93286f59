import type { ListPage } from '../../../shared/open-data/paging';
import type {
  AnyPublicList,
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
  /** Every row the query matches, as a CSV or JSON file (open data). */
  download<L extends AnyPublicList>(
    list: L,
    filter: ListFilter<L>,
    format: OpenDataFormat,
  ): Promise<Blob>;
}

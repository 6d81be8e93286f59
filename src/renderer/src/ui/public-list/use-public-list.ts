import {
  listQueryFromSearch,
  listSearchFromQuery,
} from '../../../../shared/public-lists/list-address';
import type {
  AnyPublicList,
  ListFilter,
  ListQuery,
} from '../../../../shared/public-lists/public-list';
import type { OpenDataFormat } from '../../backend/open-data';
import { useBackend } from '../../backend/use-backend';
import { usePublicListPage } from '../../backend/use-public-list-page';
import { useAddressSearch } from '../../lib/use-address-search';
import { useHeldValue } from '../../lib/use-held-value';
import { useTypedSearch } from './use-typed-search';

/**
 * A public list page's state, from its declaration: the query in the address (shareable, the
 * back button works), the page of rows the backend answers (the last one held while the next
 * loads), the search box that follows typing, the filters, each page's link and the download of
 * every matching row.
 */
export function usePublicList<L extends AnyPublicList>(list: L, path: string) {
  const [search, setSearch] = useAddressSearch();
  const query = listQueryFromSearch(list, search);
  const { value, error } = usePublicListPage(list, query);
  const page = useHeldValue(value);
  const backend = useBackend();
  // From the address as it is now, not as rendered: two quick changes both stay.
  const change = (next: Partial<ListQuery<L>>) =>
    setSearch(
      (now) =>
        listSearchFromQuery(list, { ...listQueryFromSearch(list, now), ...next, halaman: 1 }),
      { replace: true },
    );
  // A growing list ('grow'): one page more, the rows shown staying.
  const showMore = () =>
    setSearch(
      (now) => {
        const shown = listQueryFromSearch(list, now);
        return listSearchFromQuery(list, { ...shown, halaman: shown.halaman + 1 });
      },
      { replace: true },
    );
  const [typed, setTyped] = useTypedSearch(query.q, (q) => change({ q } as Partial<ListQuery<L>>));
  const pageLink = (halaman: number) => {
    const text = listSearchFromQuery(list, { ...query, halaman }).toString();
    return text ? `${path}?${text}` : path;
  };
  const download = async (format: OpenDataFormat) => {
    const { halaman: _halaman, ...filter } = query;
    return (await backend).lists.download(list, filter as ListFilter<L>, format);
  };
  return {
    query,
    page,
    error,
    /** True while the rows shown are an earlier query's. */
    refreshing: !value,
    typed,
    setTyped,
    /** A filter or the order changed: back to the first page. */
    change,
    showMore,
    pageLink,
    download,
  };
}

import type { SearchParamsLike } from '../open-data/address-query';
import { LIST_MAX_PAGE, type AnyPublicList, type ListQuery } from './public-list';
import { defaultSort } from './list-rows';

/**
 * A public list's query in the page's address (`?q=…&kementerian=…&urut=…&halaman=2`), so a
 * search can be shared and the back button works. Anything malformed reads as its default (the
 * address is the visitor's to type); the backend checks the query again.
 */

/** The first page, nothing searched or filtered, in the default order. */
export function firstListQuery<L extends AnyPublicList>(list: L): ListQuery<L> {
  const filters = Object.fromEntries(Object.keys(list.filters).map((param) => [param, '']));
  return { q: '', urut: defaultSort(list), halaman: 1, ...filters } as ListQuery<L>;
}

export function listQueryFromSearch<L extends AnyPublicList>(
  list: L,
  search: SearchParamsLike,
): ListQuery<L> {
  const query: Record<string, unknown> = { ...firstListQuery(list) };
  query['q'] = (search.get('q') ?? '').slice(0, list.search?.maxLength ?? 0);
  for (const [param, filter] of Object.entries(list.filters)) {
    const value = (search.get(param) ?? '').slice(0, filter.maxLength);
    query[param] = !filter.values || Object.hasOwn(filter.values, value) ? value : '';
  }
  const urut = search.get('urut');
  if (urut !== null && Object.hasOwn(list.sorts, urut)) query['urut'] = urut;
  const halaman = Number(search.get('halaman') ?? '1');
  if (Number.isInteger(halaman) && halaman >= 1 && halaman <= LIST_MAX_PAGE)
    query['halaman'] = halaman;
  return query as ListQuery<L>;
}

/**
 * A download's filter as its address gives it, unchecked: what is absent is the default, what is
 * present is kept as written, for the backend to check (and refuse) rather than read as "Semua".
 */
export function listFilterOfSearch<L extends AnyPublicList>(
  list: L,
  search: SearchParamsLike,
): Record<string, string> {
  const filter: Record<string, string> = {
    q: search.get('q') ?? '',
    urut: search.get('urut') ?? defaultSort(list),
  };
  for (const param of Object.keys(list.filters)) filter[param] = search.get(param) ?? '';
  return filter;
}

/** The address's query of a list query: only what differs from the default. */
export function listSearchFromQuery<L extends AnyPublicList>(
  list: L,
  query: Partial<ListQuery<L>>,
): URLSearchParams {
  const search = new URLSearchParams();
  const values = query as Record<string, unknown>;
  if (typeof values['q'] === 'string' && values['q'].trim()) search.set('q', values['q']);
  for (const param of Object.keys(list.filters)) {
    const value = values[param];
    if (typeof value === 'string' && value !== '') search.set(param, value);
  }
  if (typeof values['urut'] === 'string' && values['urut'] !== defaultSort(list))
    search.set('urut', values['urut']);
  if (typeof values['halaman'] === 'number' && values['halaman'] > 1)
    search.set('halaman', String(values['halaman']));
  return search;
}

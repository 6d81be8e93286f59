import { pageOf, type ListPage } from '../open-data/paging';
import { matchesWords, searchWords } from '../open-data/text-search';
import type {
  AnyPublicList,
  ListFilter,
  ListFilterField,
  ListQuery,
  RowOf,
  SortKey,
  SortOf,
} from './public-list';

/**
 * What a public list shows, worked out on its rows: pure, so the embedded server (on every
 * record) and the Firebase adapter (on what its query read) answer alike.
 */

/** Whether the public may see a record at all. */
export const isListed = (list: AnyPublicList, record: Record<string, unknown>): boolean =>
  !list.publishedOnly || record['published'] === true;

/** The fields an object schema names, picked from `source`, and nothing else. */
export function pickNamed(
  shape: Record<string, unknown>,
  source: Record<string, unknown>,
): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(shape)) if (key in source) picked[key] = source[key];
  return picked;
}

/**
 * The row of a record: the fields the list's row names, and nothing else; taken from what the
 * list's `toRow` computes where it has one (the id is the record's all the same).
 */
export function listRow<L extends AnyPublicList>(list: L, record: object): RowOf<L> {
  const source = record as Record<string, unknown>;
  const computed = list.toRow ? { ...list.toRow(source), id: source['id'] } : source;
  return pickNamed(list.row.shape, computed) as RowOf<L>;
}

/** The keys of the order a query chose (an unknown `urut` reads as the first). */
export function sortKeys(list: AnyPublicList, urut: string | undefined): readonly SortKey[] {
  const sorts = list.sorts as Record<string, readonly SortKey[]>;
  return (
    (urut !== undefined && Object.hasOwn(sorts, urut) ? sorts[urut] : undefined) ??
    Object.values(sorts)[0]!
  );
}

export const defaultSort = <L extends AnyPublicList>(list: L): SortOf<L> =>
  Object.keys(list.sorts)[0] as SortOf<L>;

// Firestore orders text by its code units and numbers as numbers, a missing value first.
function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return -1;
  if (b === undefined || b === null) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a) < String(b) ? -1 : 1;
}

/** The order of a sort: its keys, then the id in the last key's direction. */
export function compareRows<T extends object>(keys: readonly SortKey[]) {
  const last = keys[keys.length - 1]?.direction ?? 'asc';
  return (a: T, b: T): number => {
    const cellsA = a as Record<string, unknown>;
    const cellsB = b as Record<string, unknown>;
    for (const key of keys) {
      const order = compareValues(cellsA[key.field], cellsB[key.field]);
      if (order !== 0) return key.direction === 'asc' ? order : -order;
    }
    const byId = compareValues(cellsA['id'], cellsB['id']);
    return last === 'asc' ? byId : -byId;
  };
}

/** The field's value an address value stands for: itself, unless the filter names values. */
export function filterFieldValue(filter: ListFilterField, wanted: string): unknown {
  if (!filter.values) return wanted;
  return Object.hasOwn(filter.values, wanted) ? filter.values[wanted] : undefined;
}

/** Whether a row holds every word of the search and each filter's value. */
export function rowMatches<L extends AnyPublicList>(
  list: L,
  row: RowOf<L>,
  filter: ListFilter<L>,
  words: readonly string[] = searchWords(filter.q),
): boolean {
  const cells = row as Record<string, unknown>;
  const values = filter as Record<string, unknown>;
  for (const [param, declared] of Object.entries(list.filters)) {
    const wanted = values[param];
    if (typeof wanted !== 'string' || wanted === '') continue;
    if (
      declared.values
        ? cells[declared.field] !== filterFieldValue(declared, wanted)
        : String(cells[declared.field] ?? '') !== wanted
    )
      return false;
  }
  if (!list.search || words.length === 0) return true;
  return matchesWords(words, ...list.search.fields.map((field) => String(cells[field] ?? '')));
}

/** The rows a query asks for, in its order. */
export function matchingRows<L extends AnyPublicList>(
  list: L,
  records: readonly object[],
  filter: ListFilter<L>,
): RowOf<L>[] {
  const words = searchWords(filter.q);
  return records
    .filter((record) => isListed(list, record as Record<string, unknown>))
    .map((record) => listRow(list, record))
    .filter((row) => rowMatches(list, row, filter, words))
    .sort(compareRows(sortKeys(list, filter.urut)));
}

/**
 * One page of the rows a query asks for (a page past the end is empty, with the total); for a
 * growing list, every row up to the end of page `halaman`.
 */
export function listPage<L extends AnyPublicList>(
  list: L,
  records: readonly object[],
  query: ListQuery<L>,
): ListPage<RowOf<L>> {
  const rows = matchingRows(list, records, query);
  return list.paging === 'grow'
    ? grownPage(list, rows, query.halaman)
    : pageOf(rows, query.halaman, list.pageSize, (row) => row);
}

/** A growing list's page `halaman`: its first `halaman × pageSize` rows, with the total. */
export const grownPage = <Row>(
  list: AnyPublicList,
  rows: readonly Row[],
  halaman: number,
  total: number = rows.length,
): ListPage<Row> => ({
  items: rows.slice(0, halaman * list.pageSize),
  total,
  halaman,
  perHalaman: list.pageSize,
});

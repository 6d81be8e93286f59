import { safeParse } from 'zod/mini';
import { searchKeyPlan } from '../../../../shared/open-data/search-keys';
import { listFilterSchema } from '../../../../shared/public-lists/list-query-schema';
import {
  compareRows,
  filterFieldValue,
  rowMatches,
  sortKeys,
  listRow,
} from '../../../../shared/public-lists/list-rows';
import type { AnyPublicList, ListFilter, RowOf } from '../../../../shared/public-lists/public-list';
import type { FirestoreListPlan } from './paged-live-query';
import { validInput } from './validate-input';

/**
 * How a declared public list's query becomes a Firestore read (pure, tested without Firestore).
 *
 * Firestore filters on `published == true` where the list shows published records only (the
 * rules let the public read no others, and a list must ask for no more than it may read), on each
 * filter's value, and orders by the chosen sort with the document id last (compareRows' order, so
 * a cursor is exact); pages are `limit` after a cursor, the total a count aggregate of the same
 * query.
 *
 * Search: each document keeps the search keys of the searched fields (`search.keysField`, every
 * prefix of every folded word: open-data/search-keys.ts) and the query asks `array-contains` for
 * the longest search word. One word is answered by Firestore alone; for several, Firestore reads
 * the documents holding the longest one and the browser keeps those holding the others. Against
 * the embedded server's substring search, a word matches from the start of a word, and a record
 * saved before the keys existed is found by search only once saved again.
 */
export function listQueryPlan<L extends AnyPublicList>(
  list: L,
  input: ListFilter<L>,
): FirestoreListPlan & { filter: ListFilter<L> } {
  const filter = validInput(listFilterSchema(list), input);
  const values = filter as Record<string, string>;
  const { words, longest } = list.search ? searchKeyPlan(filter.q) : { words: [], longest: '' };
  const keys = orderedKeys(list, filter);
  const last = sortKeys(list, filter.urut).at(-1)?.direction ?? 'asc';
  return {
    filters: [
      ...(list.publishedOnly ? [{ field: 'published', op: '==' as const, value: true }] : []),
      ...Object.entries(list.filters)
        .filter(([param]) => values[param] !== '')
        .map(([param, declared]) => ({
          field: declared.field,
          op: '==' as const,
          value: filterFieldValue(declared, values[param]!) as string | number | boolean,
        })),
      ...(list.search && longest
        ? [{ field: list.search.keysField, op: 'array-contains' as const, value: longest }]
        : []),
    ],
    orderBy: [
      ...keys.map((key) => ({ field: key.field, direction: key.direction })),
      { field: '__name__', direction: last },
    ],
    paged: words.length <= 1,
    browserWords: words.length <= 1 ? [] : words,
    filter,
  };
}

/**
 * A query snapshot's documents as the list's rows: picked from the document and checked with the
 * declared row (a document that does not fit is left out, as the embedded server's store does),
 * holding the browser's words, in the list's order.
 */
export function rowsOfDocs<L extends AnyPublicList>(
  list: L,
  filter: ListFilter<L>,
  docs: readonly { id: string; data(): Record<string, unknown> | undefined }[],
): RowOf<L>[] {
  const rows = docs.flatMap((doc) => {
    const parsed = safeParse(list.row, listRow(list, { ...doc.data(), id: doc.id }));
    return parsed.success ? [parsed.data as RowOf<L>] : [];
  });
  return rows
    .filter((row) => rowMatches(list, row, filter))
    .sort(compareRows(sortKeys(list, filter.urut)));
}

/**
 * The sort keys Firestore orders by: the chosen sort's, but a field the query filters on by one
 * value (nothing to order; one index fewer per filtered field, as the old per-page queries did).
 */
function orderedKeys(list: AnyPublicList, filter: ListFilter<AnyPublicList>) {
  const values = filter as Record<string, string>;
  const filtered = new Set(
    Object.entries(list.filters)
      .filter(([param]) => values[param] !== '')
      .map(([, declared]) => declared.field),
  );
  return sortKeys(list, filter.urut).filter((key) => !filtered.has(key.field));
}

/** The values a cursor after `row` holds: its ordered sort fields, then its id. */
export const listCursor = <L extends AnyPublicList>(
  list: L,
  filter: ListFilter<L>,
  row: RowOf<L>,
): unknown[] => [
  ...orderedKeys(list, filter).map((key) => (row as Record<string, unknown>)[key.field]),
  (row as { id: string }).id,
];

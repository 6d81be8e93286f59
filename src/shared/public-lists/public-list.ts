import type * as z from 'zod/mini';
import type { ExportColumn } from '../open-data/table-export';

/**
 * A declared collection's public list (issue 36): searched, filtered, sorted and paged where the
 * records are, and offered as open data. Declared once here, it drives the embedded server's live
 * topic and downloads, the Firebase adapter's queries, the renderer's hook and list kit, the
 * generic contract suite and the authorization matrix.
 *
 * A list is its own light object, apart from the collection's declaration (which imports it as
 * `publicList`): the public page loads the list without the form's schema, messages and rules.
 * Everything a list computes works on its rows, which are what the public may see; a row is the
 * record's fields named by `row`, picked (never the record with fields left out), so a field added
 * to the record later is not published by accident.
 */

/** One key of an order: a field of the row, compared as text or number. */
export interface SortKey<Field extends string = string> {
  field: Field;
  direction: 'asc' | 'desc';
}

export interface PublicListDeclaration<
  Row extends { id: string } = { id: string },
  Filter extends string = string,
  Sort extends string = string,
> {
  /** The declared collection's name (src/shared/resources/registry.ts). */
  resource: string;
  /** The live topic of a page: `resources/{name}/halaman`, its query as the parameter. */
  liveTopic: string;
  /** The downloads: `{exportPath}.csv` and `{exportPath}.json`, with the page's query. */
  exportPath: string;
  /** The Firestore collection (the declaration's). */
  firestoreCollection: string;
  /** Only records marked `published` are listed (the declaration's `publicRead: 'published'`). */
  publishedOnly: boolean;
  /** A row: the record's fields it names, with `id`; the client checks what arrives with it. */
  row: z.ZodMiniType<Row> & { shape: Record<string, unknown> };
  pageSize: number;
  /**
   * The search box (`q`): a row matches when each word typed is in one of these fields. Firestore
   * asks its documents' `keysField` (every prefix of every word of these fields, written by the
   * adapter at each save: open-data/search-keys.ts, at most `maxKeys`) for the longest word.
   */
  search?: {
    fields: readonly (keyof Row & string)[];
    maxLength: number;
    keysField: string;
    maxKeys: number;
  };
  /** Filters by one field's exact value, by address parameter; an empty value means "Semua". */
  filters: Readonly<Record<Filter, { field: keyof Row & string; maxLength: number }>>;
  /**
   * The orders a visitor may choose (`urut`), the first by default; each ends with the id in
   * the last key's direction, so a page's cursor on Firestore is exact.
   */
  sorts: Readonly<Record<Sort, readonly SortKey<keyof Row & string>[]>>;
  /** The open-data download of every row the query matches (not one page). */
  export: {
    fileName: string;
    columns: readonly ExportColumn<Row>[];
    /** The JSON rows, when they carry more than the CSV's columns (nested lists). */
    jsonRows?: (rows: readonly Row[]) => unknown[];
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPublicList = PublicListDeclaration<any, string, string>;
/* eslint-disable @typescript-eslint/no-explicit-any -- the other parameters may be anything */
export type RowOf<L> = L extends PublicListDeclaration<infer Row, any, any> ? Row : never;
export type FilterOf<L> = L extends PublicListDeclaration<any, infer Filter, any> ? Filter : never;
export type SortOf<L> = L extends PublicListDeclaration<any, any, infer Sort> ? Sort : never;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** What a visitor asks of a list: the search, each filter, the order and the page. */
export type ListFilter<L extends AnyPublicList> = { q: string; urut: SortOf<L> } & Record<
  FilterOf<L>,
  string
>;
export type ListQuery<L extends AnyPublicList> = ListFilter<L> & { halaman: number };

/** The most pages a list's address may ask for. */
export const LIST_MAX_PAGE = 1_000;

/** Declares a public list; a field it searches, filters or sorts by must be one of its row's. */
export function definePublicList<
  Row extends { id: string },
  const Filter extends string = never,
  const Sort extends string = 'default',
>(
  list: Omit<PublicListDeclaration<Row, Filter, Sort>, 'liveTopic' | 'filters'> & {
    filters?: PublicListDeclaration<Row, Filter, Sort>['filters'];
  },
): PublicListDeclaration<Row, Filter, Sort> {
  const fields = new Set(Object.keys(list.row.shape));
  const filters = (list.filters ?? {}) as PublicListDeclaration<Row, Filter, Sort>['filters'];
  const used = [
    ...(list.search?.fields ?? []),
    ...Object.values<{ field: string }>(filters).map((filter) => filter.field),
    ...Object.values<readonly SortKey[]>(list.sorts).flatMap((keys) => keys.map((k) => k.field)),
  ];
  const missing = ['id', ...used].filter((field) => !fields.has(field));
  // Firebase reads rows, not records: a field the list works on must arrive in the row.
  if (missing.length > 0) throw new Error(`${list.resource}: the row lacks ${missing.join(', ')}`);
  if (Object.keys(list.sorts).length === 0) throw new Error(`${list.resource}: no order`);
  return { ...list, filters, liveTopic: `resources/${list.resource}/halaman` };
}

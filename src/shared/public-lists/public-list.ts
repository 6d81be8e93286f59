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

/** A filter: the row's field it compares, by the address parameter's value. */
export interface ListFilterField<Field extends string = string> {
  field: Field;
  maxLength: number;
  /**
   * When the address names the field's values with words of its own (`pinjam=boleh` for `true`):
   * each accepted word and the value it stands for. Any other word is refused by the backend and
   * read as "Semua" from an address.
   */
  values?: Readonly<Record<string, string | number | boolean>>;
  /** The message refusing a word `values` does not name ("Kategori tidak dikenal."). */
  unknownValue?: string;
}

/**
 * One public record by a field's value (a news item by its address), as the public sees it: its
 * own shape, fuller than a row (the article, where the row is its card). Null when no record the
 * list shows has that value: a draft is as absent as an unknown key.
 */
export interface PublicListItem<Item extends { id: string } = { id: string }> {
  /** The record's field the key is compared with (a value no two public records share). */
  field: string;
  /** The item: the record's fields it names, picked, with `id`; the client checks it with it. */
  row: z.ZodMiniType<Item> & { shape: Record<string, unknown> };
  /** The longest key; a longer (or empty) one is refused before anything is read. */
  maxLength: number;
  /** Its live topic: `resources/{name}/butir`, the key as the parameter. */
  liveTopic: string;
}

export interface PublicListDeclaration<
  Row extends { id: string } = { id: string },
  Filter extends string = string,
  Sort extends string = string,
  // `any` by default, so a list without an item (and AnyPublicList) takes any list's.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Item extends { id: string } = any,
> {
  /** The declared collection's name (src/shared/resources/registry.ts). */
  resource: string;
  /** The live topic of a page: `resources/{name}/halaman`, its query as the parameter. */
  liveTopic: string;
  /** The Firestore collection (the declaration's). */
  firestoreCollection: string;
  /** Only records marked `published` are listed (the declaration's `publicRead: 'published'`). */
  publishedOnly: boolean;
  /** A row: the record's fields it names, with `id`; the client checks what arrives with it. */
  row: z.ZodMiniType<Row> & { shape: Record<string, unknown> };
  /**
   * A row computed from the record (a card's summary, its first picture's thumbnail), where it is
   * not the record's fields as they are. The fields `row` names are still all it carries. The
   * record is as stored: on Firestore a document not yet checked, so it must expect anything.
   */
  toRow?: (record: Record<string, unknown>) => Row;
  pageSize: number;
  /**
   * How `halaman` pages (default 'pages'): page n holds rows (n-1)×pageSize+1 … n×pageSize; with
   * 'grow' ("Muat … Lebih Banyak") it holds rows 1 … n×pageSize, one growing list, so what the
   * visitor sees is one consistent snapshot and Firestore answers it with a plain limit.
   */
  paging?: 'pages' | 'grow';
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
  filters: Readonly<Record<Filter, ListFilterField<keyof Row & string>>>;
  /**
   * Filters whose choices the page offers: the distinct non-empty values of each one's field
   * among the public rows (list-choices.ts), live on `choicesTopic`; Firestore keeps them in
   * one summary document per list that the adapter's writes recompute (it cannot list distinct
   * values without the visitor reading the collection).
   */
  choices?: readonly NoInfer<Filter>[];
  /** The live topic of the choices: `resources/{name}/pilihan`. */
  choicesTopic: string;
  /**
   * The orders a visitor may choose (`urut`), the first by default; each ends with the id in
   * the last key's direction, so a page's cursor on Firestore is exact.
   */
  sorts: Readonly<Record<Sort, readonly SortKey<keyof Row & string>[]>>;
  /** One record by a field's value, as the public sees it (list-item.ts). */
  item?: PublicListItem<Item>;
  /**
   * The open-data download of every row the query matches (not one page), where the list is open
   * data (its page offers it): `{path}.csv` and `{path}.json`, with the page's query. A list
   * without it has no download route at all.
   */
  export?: {
    path: string;
    fileName: string;
    columns: readonly ExportColumn<ExportRow<Row>>[];
    /**
     * A field of the row holding the id of another declared collection's record (a programme's
     * ministry, a division of Struktur): the download names it (`namaRujukan`) from that
     * collection, which the public reads whole (list-names.ts). A page joins the names itself,
     * from the collection it loads, so a rename shows at once without rewriting any row.
     */
    names?: ListNames<keyof Row & string>;
    /** The JSON rows, when they carry more than the CSV's columns (nested lists). */
    jsonRows?: (rows: readonly Row[]) => unknown[];
  };
}

/** Where the records a row refers to are, and which of their fields is their name. */
export interface ListNames<Field extends string = string> {
  /** The row's field holding the referenced record's id. */
  field: Field;
  /** The referenced declared collection: its name and Firestore collection. */
  resource: string;
  firestoreCollection: string;
  /** The referenced record's field that names it. */
  nameField: string;
}

/** A row as the download has it: with the name of the record it refers to (`export.names`). */
export type ExportRow<Row> = Row & { namaRujukan?: string };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPublicList = PublicListDeclaration<any, string, string>;
/* eslint-disable @typescript-eslint/no-explicit-any -- the other parameters may be anything */
export type RowOf<L> = L extends PublicListDeclaration<infer Row, any, any> ? Row : never;
export type FilterOf<L> = L extends PublicListDeclaration<any, infer Filter, any> ? Filter : never;
export type SortOf<L> = L extends PublicListDeclaration<any, any, infer Sort> ? Sort : never;
export type ItemOf<L> = L extends PublicListDeclaration<any, any, any, infer Item> ? Item : never;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** A list's open data; asking a list that is not open data for it is a mistake of the caller. */
export function openData<L extends AnyPublicList>(list: L): NonNullable<L['export']> {
  if (!list.export) throw new Error(`${list.resource}: the list offers no download`);
  return list.export as NonNullable<L['export']>;
}

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
  Item extends { id: string } = never,
>(
  list: Omit<
    PublicListDeclaration<Row, Filter, Sort>,
    'liveTopic' | 'filters' | 'choicesTopic' | 'item'
  > & {
    filters?: PublicListDeclaration<Row, Filter, Sort>['filters'];
    item?: Omit<PublicListItem<Item>, 'liveTopic'>;
  },
): PublicListDeclaration<Row, Filter, Sort, Item> {
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
  const unknownChoice = list.choices?.find((param) => !Object.hasOwn(filters, param));
  if (unknownChoice) throw new Error(`${list.resource}: choices of no filter (${unknownChoice})`);
  // The item is found by its field and arrives with its id, as a row does.
  const item = list.item;
  if (item && !['id', item.field].every((field) => field in item.row.shape))
    throw new Error(`${list.resource}: the item lacks id or ${item.field}`);
  return {
    ...list,
    filters,
    liveTopic: `resources/${list.resource}/halaman`,
    choicesTopic: `resources/${list.resource}/pilihan`,
    ...(item && { item: { ...item, liveTopic: `resources/${list.resource}/butir` } }),
  } as PublicListDeclaration<Row, Filter, Sort, Item>;
}

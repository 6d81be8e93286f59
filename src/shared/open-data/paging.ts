/**
 * One page of a public list, computed where the records are (the embedded server, the Firebase
 * adapter) so a visitor downloads a page, never the collection. Pages count from 1.
 */
export interface ListPage<Item> {
  items: Item[];
  /** Records matching the query, on every page. */
  total: number;
  halaman: number;
  perHalaman: number;
}

/** The page `halaman` of the matching records, each made into what the list shows. */
export function pageOf<Row, Item>(
  matching: readonly Row[],
  halaman: number,
  perHalaman: number,
  toItem: (row: Row) => Item,
): ListPage<Item> {
  const start = (halaman - 1) * perHalaman;
  return {
    items: matching.slice(start, start + perHalaman).map(toItem),
    total: matching.length,
    halaman,
    perHalaman,
  };
}

/** The pages a total fills (at least one, so "Halaman 1 dari 1" when empty). */
export const pageCount = (page: Pick<ListPage<unknown>, 'total' | 'perHalaman'>): number =>
  Math.max(1, Math.ceil(page.total / page.perHalaman));

import {
  compareNews,
  isPublishedNews,
  newsCard,
  newsPageQuerySchema,
  NEWS_PAGE_SIZE,
  type NewsPage,
  type NewsPageQuery,
  type NewsRecord,
} from '../../../../shared/content/news-pages';
import { searchFold } from '../../../../shared/open-data/text-search';
import { validInput } from './validate-input';

/**
 * How a news page query becomes a Firestore read (pure, so it can be tested without Firestore).
 *
 * Firestore filters on `published` (the rules let the public list only those) and the category,
 * orders by the chosen sort with the document id last (compareNews's order, so a cursor is
 * exact), and pages with `limit` after a cursor; the total is a count aggregate of the same
 * query, so a page reads six documents, not the collection.
 *
 * Search: Firestore cannot look inside a string. Each item keeps its title's search keys
 * (`kataJudul`, every prefix of every folded word: news-search-keys.ts), and the query asks
 * `array-contains` for one search word. One word is thus answered by Firestore alone, paged and
 * counted there. For several words Firestore can still take only one (a query has at most one
 * `array-contains`), so it reads every item holding the longest word (the fewest, usually) and the
 * browser keeps those whose title holds the other words, then pages them: more reads, for a rarer
 * search, and the count is exact. The trade-off against the embedded server's substring search:
 * a word matches from the start of a title word ("kegiat" finds "Kegiatan"; "giatan" does not),
 * and an item saved before the keys existed is found by search only once saved again.
 */

export type NewsOrderField = 'tanggalKegiatan' | 'tanggalTerbit' | '__name__';

export interface NewsQueryPlan {
  /** Equality filters and, with a search, the one `array-contains` on kataJudul. */
  filters: (
    | { field: 'published'; op: '=='; value: true }
    | { field: 'kategori'; op: '=='; value: string }
    | { field: 'kataJudul'; op: 'array-contains'; value: string }
  )[];
  /** Newest first; `__name__` is the document id. */
  orderBy: { field: NewsOrderField; direction: 'desc' }[];
  /** True when Firestore pages and counts; false when the browser does (several words). */
  paged: boolean;
  /** Words the browser still looks for in the folded title (all of them when not paged). */
  browserWords: string[];
  /** The validated query. */
  query: NewsPageQuery;
}

/** Validates like the server (VALIDATION with field messages) and plans the read. */
export function newsQueryPlan(input: NewsPageQuery): NewsQueryPlan {
  const query = validInput(newsPageQuerySchema, input);
  const words = [...new Set(searchFold(query.q).split(' ').filter(Boolean))];
  const longest = words.reduce<string | undefined>(
    (best, word) => (best === undefined || word.length > best.length ? word : best),
    undefined,
  );
  return {
    filters: [
      { field: 'published', op: '==', value: true },
      ...(query.kategori
        ? [{ field: 'kategori' as const, op: '==' as const, value: query.kategori }]
        : []),
      ...(longest
        ? [{ field: 'kataJudul' as const, op: 'array-contains' as const, value: longest }]
        : []),
    ],
    orderBy: [
      ...(query.urut === 'kegiatan'
        ? [{ field: 'tanggalKegiatan' as const, direction: 'desc' as const }]
        : []),
      { field: 'tanggalTerbit', direction: 'desc' },
      { field: '__name__', direction: 'desc' },
    ],
    paged: words.length <= 1,
    browserWords: words.length <= 1 ? [] : words,
    query,
  };
}

/** The values a cursor after `record` holds, one per orderBy field. */
export function cursorValues(plan: NewsQueryPlan, record: NewsRecord): (string | null)[] {
  return plan.orderBy.map(({ field }) =>
    field === '__name__'
      ? record.id
      : field === 'tanggalTerbit'
        ? (record.tanggalTerbit ?? null)
        : record.tanggalKegiatan,
  );
}

/** Items as the page shows them: published, holding the browser's words, in the query's order. */
export function shownNews(plan: NewsQueryPlan, records: readonly NewsRecord[]): NewsRecord[] {
  return records
    .filter(
      (news) =>
        isPublishedNews(news) &&
        plan.browserWords.every((word) => searchFold(news.judul).includes(word)),
    )
    .sort(compareNews(plan.query.urut));
}

/**
 * A page as the list shows it: the records of one page (paged by Firestore, or by the browser
 * for several search words: paged-live-query.ts) and the count of the whole query.
 */
export function pagedNewsPage(
  plan: NewsQueryPlan,
  records: readonly NewsRecord[],
  total: number,
): NewsPage {
  return {
    items: shownNews(plan, records).slice(0, NEWS_PAGE_SIZE).map(newsCard),
    total,
    halaman: plan.query.halaman,
    perHalaman: NEWS_PAGE_SIZE,
  };
}

import {
  ANGGARAN_PAGE_SIZE,
  anggaranPageItem,
  anggaranPageQuerySchema,
  programmeOrderKey,
  sortProgrammes,
  type AnggaranPage,
  type AnggaranPageQuery,
  type AnggaranRecord,
  type OrganisationNames,
} from '../../../../shared/keterbukaan/anggaran-list';
import { matchesWords, searchWords } from '../../../../shared/open-data/text-search';
import { validInput } from './validate-input';

/**
 * How a Transparansi Anggaran query becomes a Firestore read (pure, so it is tested without
 * Firestore), as the declared public lists do (public-list-plan.ts):
 *
 * Firestore filters by year, organisation and status (equality), orders by the list's key —
 * `tahun` desc (when no year is chosen), `namaUrut` (the folded name, derived at every save),
 * `namaProgram`, the document id — which is exactly programmeOrderKey's order, and pages with
 * `limit` after a cursor; the total is a count aggregate of the same query. A page reads 10
 * documents, never the collection. Each combination has its composite index
 * (firestore.indexes.json, kept by tests/lint/firestore-indexes-anggaran.test.ts).
 *
 * Search: each programme keeps its name's search keys (`kataNama`: every prefix of every folded
 * word, anggaran-search-keys.ts); one word is asked with `array-contains` and answered by
 * Firestore alone. Several words: Firestore takes the longest (a query has one `array-contains`),
 * the browser keeps the programmes whose name holds the others and pages them — more reads for a
 * rarer search. The trade-off against the embedded server's substring search: a word matches
 * from the start of a name's word ("natal" finds "Natalis"; "talis" does not).
 */

export type AnggaranFilterField = 'tahun' | 'organisasiId' | 'status';
export type AnggaranOrderField = 'tahun' | 'namaUrut' | 'namaProgram' | '__name__';

export interface AnggaranQueryPlan {
  filters: (
    | { field: AnggaranFilterField; op: '=='; value: string | number }
    | { field: 'kataNama'; op: 'array-contains'; value: string }
  )[];
  orderBy: { field: AnggaranOrderField; direction: 'asc' | 'desc' }[];
  /** True when Firestore pages and counts; false when the browser does (several words). */
  paged: boolean;
  /** Words the browser still looks for in the name (all of them when not paged). */
  browserWords: string[];
  query: AnggaranPageQuery;
}

/** After the year (unless the query names one: then it orders nothing), by name and id. */
const BY_NAME: AnggaranQueryPlan['orderBy'] = [
  { field: 'namaUrut', direction: 'asc' },
  { field: 'namaProgram', direction: 'asc' },
  { field: '__name__', direction: 'asc' },
];

/** Validates like the server (VALIDATION with field messages) and plans the read. */
export function anggaranQueryPlan(input: AnggaranPageQuery): AnggaranQueryPlan {
  const query = validInput(anggaranPageQuerySchema, input);
  const words = [...new Set(searchWords(query.q))];
  const longest = words.reduce<string | undefined>(
    (best, word) => (best === undefined || word.length > best.length ? word : best),
    undefined,
  );
  const filters: AnggaranQueryPlan['filters'] = [];
  if (query.tahun !== 0) filters.push({ field: 'tahun', op: '==', value: query.tahun });
  if (query.organisasiId)
    filters.push({ field: 'organisasiId', op: '==', value: query.organisasiId });
  if (query.status) filters.push({ field: 'status', op: '==', value: query.status });
  if (longest) filters.push({ field: 'kataNama', op: 'array-contains', value: longest });
  return {
    filters,
    orderBy: query.tahun === 0 ? [{ field: 'tahun', direction: 'desc' }, ...BY_NAME] : [...BY_NAME],
    paged: words.length <= 1,
    browserWords: words.length <= 1 ? [] : words,
    query,
  };
}

/** The values a cursor after `record` holds, one per orderBy field of the plan. */
export function anggaranCursorValues(
  plan: AnggaranQueryPlan,
  record: AnggaranRecord,
): (string | number)[] {
  const key = programmeOrderKey(record);
  return plan.orderBy.map(({ field }) => (field === '__name__' ? key.id : key[field]));
}

/** Programmes as the list shows them: holding the browser's words, in the list's order. */
export function shownProgrammes(
  plan: AnggaranQueryPlan,
  records: readonly AnggaranRecord[],
): AnggaranRecord[] {
  return sortProgrammes(
    records.filter((record) => matchesWords(plan.browserWords, record.namaProgram)),
  );
}

/**
 * A page as the list shows it: the records of one page (paged by Firestore, or by the browser
 * for several search words: paged-live-query.ts) and the count of the whole query.
 */
export function pagedAnggaranPage(
  plan: AnggaranQueryPlan,
  records: readonly AnggaranRecord[],
  total: number,
  names: OrganisationNames,
): AnggaranPage {
  return {
    items: shownProgrammes(plan, records)
      .slice(0, ANGGARAN_PAGE_SIZE)
      .map((record) => anggaranPageItem(record, names)),
    total,
    halaman: plan.query.halaman,
    perHalaman: ANGGARAN_PAGE_SIZE,
  };
}

import {
  asetFilterSchema,
  compareAset,
  isPublicAset,
  passesAsetChoices,
  type AsetFilter,
  type AsetRecord,
} from '../../../../shared/keterbukaan/aset-list';
import { searchFold } from '../../../../shared/open-data/text-search';
import { validInput } from './validate-input';

/**
 * How an inventory query becomes a Firestore read (pure, so it can be tested without Firestore).
 *
 * Firestore filters on `published` (the rules let the public read only those), on each chosen
 * filter by equality (kondisi, lokasi, dapatDipinjamkan), orders by name with the document id
 * last (compareAset's order), and limits to the cards shown (`halaman × 9`); the total is a count
 * aggregate of the same query. "Muat Aset Lebih Banyak" is a larger limit on the same query: no
 * cursors, and the cards already shown are read again (a snapshot listener is billed per
 * document it returns, so loading page n reads n × 9 documents once, then only changes).
 * firestore.indexes.json has one index per combination of the filters.
 *
 * Search, as for news (news-query.ts): Firestore cannot look inside a string, so each asset keeps
 * the search keys of its name, code and location (`kataAset`, every prefix of every folded word:
 * aset-search-keys.ts) and the query asks `array-contains` for one word. One word is answered by
 * Firestore alone, limited and counted there. Several words: Firestore takes one (a query allows
 * one `array-contains`), the longest (the fewest matches, usually), and the browser keeps the
 * assets holding the others and pages them, reading every asset that matched the longest word:
 * more reads for a rarer search, with an exact count. Against the embedded server's substring
 * search, a word matches from the start of a word of the name, code or location ("proyek" finds
 * "Proyektor"; "jektor" does not), and an asset saved before the keys existed is found by search
 * only once saved again.
 */

export type AsetPlanFilter =
  | { field: 'published'; op: '=='; value: true }
  | { field: 'statusKondisi'; op: '=='; value: string }
  | { field: 'lokasiPenyimpanan'; op: '=='; value: string }
  | { field: 'dapatDipinjamkan'; op: '=='; value: boolean }
  | { field: 'kataAset'; op: 'array-contains'; value: string };

export interface AsetQueryPlan {
  filters: AsetPlanFilter[];
  orderBy: { field: 'namaAset' | '__name__'; direction: 'asc' }[];
  /** True when Firestore limits and counts; false when the browser does (several words). */
  limited: boolean;
  /** Words the browser still looks for (all of them when not limited by Firestore). */
  browserWords: string[];
  /** The validated filter. */
  filter: AsetFilter;
}

/** Validates like the server (VALIDATION with field messages) and plans the read. */
export function asetQueryPlan(input: AsetFilter): AsetQueryPlan {
  const filter = validInput(asetFilterSchema, {
    q: input.q,
    kondisi: input.kondisi,
    lokasi: input.lokasi,
    pinjam: input.pinjam,
  });
  const words = [...new Set(searchFold(filter.q).split(' ').filter(Boolean))];
  const longest = words.reduce<string | undefined>(
    (best, word) => (best === undefined || word.length > best.length ? word : best),
    undefined,
  );
  const filters: AsetPlanFilter[] = [{ field: 'published', op: '==', value: true }];
  if (filter.kondisi) filters.push({ field: 'statusKondisi', op: '==', value: filter.kondisi });
  if (filter.lokasi) filters.push({ field: 'lokasiPenyimpanan', op: '==', value: filter.lokasi });
  if (filter.pinjam)
    filters.push({ field: 'dapatDipinjamkan', op: '==', value: filter.pinjam === 'boleh' });
  if (longest) filters.push({ field: 'kataAset', op: 'array-contains', value: longest });
  return {
    filters,
    orderBy: [
      { field: 'namaAset', direction: 'asc' },
      { field: '__name__', direction: 'asc' },
    ],
    limited: words.length <= 1,
    browserWords: words.length <= 1 ? [] : words,
    filter,
  };
}

/** The assets as the list shows them: published, passing the filter, in the list's order. */
export function shownAset(plan: AsetQueryPlan, records: readonly AsetRecord[]): AsetRecord[] {
  const folded = (aset: AsetRecord) =>
    [aset.namaAset, aset.kodeAset, aset.lokasiPenyimpanan].map(searchFold);
  return records
    .filter((aset) => {
      if (!isPublicAset(aset) || !passesAsetChoices(aset, plan.filter)) return false;
      const texts = folded(aset);
      return plan.browserWords.every((word) => texts.some((text) => text.includes(word)));
    })
    .sort(compareAset);
}

import {
  compareRisalah,
  risalahFilterSchema,
  risalahMatches,
  type RisalahFilter,
  type RisalahRecord,
} from '../../../../shared/keterbukaan/risalah-list';
import { searchKeyPlan } from '../../../../shared/open-data/search-keys';
import type { FirestoreListPlan } from './paged-live-query';
import { validInput } from './validate-input';

/**
 * How a search of the meeting minutes becomes a Firestore read (pure, tested without Firestore).
 *
 * Firestore filters on `published == true` (the rules let the public read only final minutes,
 * and a list must ask for no more than it may read), orders by the meeting date, newest first,
 * with the document id last (compareRisalah's order, so a cursor is exact), and pages with
 * `limit` after a cursor; the total is a count aggregate of the same query.
 *
 * Search: each minute keeps the search keys of its name (`kataCari`, every prefix of every folded
 * word: open-data/search-keys.ts) and the query asks `array-contains` for the longest search word.
 * One word is answered by Firestore alone; for several, Firestore reads the minutes holding the
 * longest one and the browser keeps those whose name holds the others. Against the embedded
 * server's substring search, a word matches from the start of a word ("pleno" finds "Pleno";
 * "leno" does not), and a minute saved before the keys existed is found by search only once saved
 * again.
 */
export function risalahQueryPlan(
  input: RisalahFilter,
): FirestoreListPlan & { filter: RisalahFilter } {
  const filter = validInput(risalahFilterSchema, input);
  const { words, longest } = searchKeyPlan(filter.q);
  return {
    filters: [
      { field: 'published', op: '==', value: true },
      ...(longest ? [{ field: 'kataCari', op: 'array-contains' as const, value: longest }] : []),
    ],
    orderBy: [
      { field: 'tanggalRapat', direction: 'desc' },
      { field: '__name__', direction: 'desc' },
    ],
    paged: words.length <= 1,
    browserWords: words.length <= 1 ? [] : words,
    filter,
  };
}

/** The minutes as the page shows them: final, matching the search, in the list's order. */
export const shownRisalah = (
  filter: RisalahFilter,
  records: readonly RisalahRecord[],
): RisalahRecord[] =>
  records.filter((record) => risalahMatches(record, filter)).sort(compareRisalah);

/** The values a cursor after `record` holds: its date and id. */
export const risalahCursor = (record: RisalahRecord): string[] => [record.tanggalRapat, record.id];

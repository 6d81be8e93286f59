import {
  compareProker,
  prokerFilterSchema,
  prokerMatches,
  type ProkerFilter,
  type ProkerRecord,
} from '../../../../shared/keterbukaan/proker-list';
import { searchKeyPlan } from '../../../../shared/open-data/search-keys';
import type { FirestoreListPlan } from './paged-live-query';
import { validInput } from './validate-input';

/**
 * How a work-programme query becomes a Firestore read (pure, so it can be tested without
 * Firestore).
 *
 * Firestore filters on the period, the ministry and the status, orders newest period first, then
 * by date, with the document id last (compareProker's order, so a cursor is exact), and pages with
 * `limit` after a cursor; the total is a count aggregate of the same query, so a page reads six
 * documents, not the collection. Ordering by the period is left out when it is filtered on (one
 * value: nothing to order).
 *
 * Search: Firestore cannot look inside a string. Each programme keeps the search keys of its name
 * and short description (`kataCari`, every prefix of every folded word: open-data/search-keys.ts),
 * and the query asks `array-contains` for one search word. One word is thus answered by Firestore
 * alone, paged and counted there. For several words Firestore still takes only one (a query has
 * at most one `array-contains`): it reads every programme holding the longest word and the browser
 * keeps those whose name or description holds the others, then pages them (more reads, for a
 * rarer search; the count is exact). Against the embedded server's substring search, a word
 * matches from the start of a word ("natal" finds "Natalis"; "talis" does not), and a programme
 * saved before the keys existed is found by search only once saved again.
 */
export function prokerQueryPlan(input: ProkerFilter): FirestoreListPlan & { filter: ProkerFilter } {
  const filter = validInput(prokerFilterSchema, input);
  const { words, longest } = searchKeyPlan(filter.q);
  const equal = (field: string, value: string) =>
    value ? [{ field, op: '==' as const, value }] : [];
  return {
    filters: [
      ...equal('kementerianId', filter.kementerianId),
      ...equal('statusProker', filter.status),
      ...equal('periode', filter.periode),
      ...(longest ? [{ field: 'kataCari', op: 'array-contains' as const, value: longest }] : []),
    ],
    orderBy: [
      ...(filter.periode ? [] : [{ field: 'periode', direction: 'desc' as const }]),
      { field: 'tanggalPelaksanaan', direction: 'desc' },
      { field: '__name__', direction: 'desc' },
    ],
    paged: words.length <= 1,
    browserWords: words.length <= 1 ? [] : words,
    filter,
  };
}

/** The programmes as the page shows them: matching the whole filter, in the list's order. */
export const shownProker = (
  filter: ProkerFilter,
  records: readonly ProkerRecord[],
): ProkerRecord[] => records.filter((record) => prokerMatches(record, filter)).sort(compareProker);

/** The values a cursor after `record` holds, one per orderBy field of the plan. */
export function prokerCursor(plan: FirestoreListPlan, record: ProkerRecord): string[] {
  return plan.orderBy.map(({ field }) =>
    field === '__name__'
      ? record.id
      : field === 'periode'
        ? record.periode
        : record.tanggalPelaksanaan,
  );
}

/**
 * Every query a declared public list (src/shared/public-lists) makes on Firestore
 * (public-list-plan.ts) has its composite index in firestore.indexes.json: each order, with and
 * without each filter, with no search word, one and two.
 */
import { describe, expect, it } from 'vitest';
import { listQueryPlan } from '../../src/renderer/src/backend/firebase/public-list-plan';
import { firstListQuery } from '../../src/shared/public-lists/list-address';
import type { AnyPublicList, ListFilter } from '../../src/shared/public-lists/public-list';
import { RESOURCES } from '../../src/shared/resources/registry';
import { hasIndex } from './support/firestore-indexes';

const lists = RESOURCES.flatMap((resource) => (resource.publicList ? [resource.publicList] : []));

/** Every combination of: each filter empty or set, each order, and the search's word counts. */
function filtersOf(list: AnyPublicList): ListFilter<AnyPublicList>[] {
  const { halaman: _halaman, ...first } = firstListQuery(list);
  let filters: Record<string, string>[] = [first];
  for (const [param, declared] of Object.entries(list.filters)) {
    // A filter naming its values accepts those words only.
    const value = declared.values ? Object.keys(declared.values)[0]! : 'x';
    filters = filters.flatMap((filter) => [filter, { ...filter, [param]: value }]);
  }
  filters = filters.flatMap((filter) =>
    Object.keys(list.sorts).map((urut) => ({ ...filter, urut })),
  );
  if (list.search)
    filters = filters.flatMap((filter) =>
      ['', 'rapat', 'rapat pleno'].map((q) => ({ ...filter, q })),
    );
  return filters as ListFilter<AnyPublicList>[];
}

describe('firestore.indexes.json has every declared public list’s indexes', () => {
  it('declares at least one list', () => expect(lists.length).toBeGreaterThan(0));
  for (const list of lists)
    it.each(filtersOf(list).map((filter) => [JSON.stringify(filter), filter] as const))(
      `${list.firestoreCollection}: %s`,
      (_name, filter) => {
        expect(hasIndex(list.firestoreCollection, listQueryPlan(list, filter))).toBe(true);
      },
    );
});

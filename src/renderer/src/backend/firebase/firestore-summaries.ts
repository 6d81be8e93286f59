import type { AnyResource } from '../../../../shared/resources/resource';
import { listChoices, type ListChoices } from '../../../../shared/public-lists/list-choices';
import type { AnyPublicList } from '../../../../shared/public-lists/public-list';

/**
 * Documents Firestore keeps beside a collection because it cannot compute them for a visitor
 * (distinct values, totals) without the visitor downloading the collection (issue 17 item 9).
 * Every create, update and remove of the collection recomputes them from all its records as they
 * are after the change (which the adapter reads for its checks anyway) and writes them in the same
 * batch, so they follow each change and heal by the next write after anything that bypassed the
 * adapter. firestore.rules let only the collection's writers write them, in their shape; two
 * writers saving in the same moment can leave one's change out until the next write
 * (docs/FIREBASE.md), which is acceptable for a filter's choices.
 */

export interface SummaryWrite {
  collection: string;
  id: string;
  data: Record<string, unknown>;
}

/**
 * A declared public list's filter choices (`choices`, list-choices.ts): one document beside its
 * collection, `{collection}Ringkasan/pilihan`, holding each choice filter's values by its address
 * parameter. The public page watches it (public-list-api.ts).
 */
export const listChoicesDoc = (list: Pick<AnyPublicList, 'firestoreCollection'>) =>
  ({ collection: `${list.firestoreCollection}Ringkasan`, id: 'pilihan' }) as const;

/** The choices in a read summary document: each declared filter's texts, none while absent. */
export function readListChoices<L extends AnyPublicList>(
  list: L,
  data: Record<string, unknown> | undefined,
): ListChoices<L> {
  const texts = (value: unknown) =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  return Object.fromEntries(
    (list.choices ?? []).map((param) => [param, texts(data?.[param])]),
  ) as ListChoices<L>;
}

/**
 * The summary documents to write with a change, from the collection's records after it (as
 * resource-api.ts read and changed them): its public list's choices, when it declares any.
 */
export const summaryWrites = (
  resource: Pick<AnyResource, 'publicList'>,
  recordsAfter: readonly object[],
): SummaryWrite[] => {
  const list = resource.publicList;
  return list?.choices?.length
    ? [{ ...listChoicesDoc(list), data: { ...listChoices(list, recordsAfter) } }]
    : [];
};

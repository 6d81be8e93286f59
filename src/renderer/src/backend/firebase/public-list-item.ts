import {
  collection,
  documentId,
  limit,
  onSnapshot,
  query,
  where,
  type Firestore,
} from 'firebase/firestore';
import { safeParse } from 'zod/mini';
import { listItem, listItemKeySchema } from '../../../../shared/public-lists/list-item';
import type {
  AnyPublicList,
  ItemOf,
  PublicListItem,
} from '../../../../shared/public-lists/public-list';
import type { LiveObserver, Unsubscribe } from '../live-observer';
import { toBackendError } from './firebase-errors';
import { validInput } from './validate-input';

/**
 * A declared public list's item on Firestore: one query, `field == key` (and `published == true`
 * where the list shows published records only: the rules let the public read no others), limit 1.
 * Equality filters only, so Firestore answers it from its single-field indexes.
 */
export function listItemFilters(
  list: AnyPublicList,
  key: string,
): { field: string; op: '=='; value: unknown }[] {
  if (!list.item) throw new Error(`${list.resource}: the list declares no item`);
  return [
    ...(list.publishedOnly ? [{ field: 'published', op: '==' as const, value: true }] : []),
    { field: list.item.field, op: '==' as const, value: key },
  ];
}

/**
 * The item of a query's first document: picked from it and checked with the declared item (a
 * document that does not fit is as absent as none, as the embedded server's store leaves it out).
 */
export function itemOfDocs<L extends AnyPublicList>(
  list: L,
  docs: readonly { id: string; data(): Record<string, unknown> | undefined }[],
): ItemOf<L> | null {
  const item = list.item as PublicListItem<ItemOf<L>> | undefined;
  const first = docs[0];
  if (!item || !first) return null;
  const parsed = safeParse(item.row, listItem<L>(item, { ...first.data(), id: first.id }));
  return parsed.success ? (parsed.data as ItemOf<L>) : null;
}

/** The item whose field holds the key, live; the key is checked as the embedded server does. */
export function watchListItem<L extends AnyPublicList>(
  db: Firestore,
  list: L,
  key: string,
  observer: LiveObserver<ItemOf<L> | null>,
): Unsubscribe {
  const fail = (error: unknown) => observer.error?.(toBackendError(error));
  let filters: ReturnType<typeof listItemFilters>;
  try {
    const valid = list.item ? validInput(listItemKeySchema(list.item), key) : key;
    filters = listItemFilters(list, valid);
  } catch (error) {
    fail(error);
    return () => undefined;
  }
  // An item found by its id asks for the document id; an id no document can have (a slash
  // would name another path, which Firestore refuses to query) is simply not found.
  if (list.item?.field === 'id' && key.includes('/')) {
    queueMicrotask(() => observer.next(null));
    return () => undefined;
  }
  const read = query(
    collection(db, list.firestoreCollection),
    ...filters.map((f) => where(f.field === 'id' ? documentId() : f.field, f.op, f.value)),
    limit(1),
  );
  return onSnapshot(read, (snapshot) => observer.next(itemOfDocs(list, snapshot.docs)), fail);
}

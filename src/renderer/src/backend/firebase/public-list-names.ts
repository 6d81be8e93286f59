import { collection, getDocs } from 'firebase/firestore';
import { referencedNames } from '../../../../shared/public-lists/list-names';
import type { AnyPublicList } from '../../../../shared/public-lists/public-list';
import type { FirebaseHandles } from './firebase-app';

/**
 * The names of the records a list's rows refer to (`export.names`), for its download: the
 * referenced collection is one the public reads whole (a few dozen Struktur divisions), read once.
 */
export async function readReferencedNames(
  h: FirebaseHandles,
  list: AnyPublicList,
): Promise<ReadonlyMap<string, string>> {
  const names = list.export?.names;
  if (!names) return new Map();
  const snapshot = await getDocs(collection(h.db, names.firestoreCollection));
  return referencedNames(
    list,
    snapshot.docs.map((d) => ({ ...d.data(), id: d.id })),
  );
}

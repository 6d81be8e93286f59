import { collection, getDocs, onSnapshot, type QuerySnapshot } from 'firebase/firestore';
import type { MinistryNames } from '../../../../shared/keterbukaan/proker-list';
import { strukturDivisiResource } from '../../../../shared/struktur/struktur-resources';
import type { Unsubscribe } from '../live-observer';
import type { FirebaseHandles } from './firebase-app';
import { translated } from './firebase-errors';
import { recordsFromDocs } from './resource-mapping';

/**
 * Struktur's division names by id, in its order: the one source of ministry names (a few dozen
 * small public documents).
 */
const namesOf = (snapshot: QuerySnapshot): MinistryNames =>
  new Map(
    recordsFromDocs(
      strukturDivisiResource,
      snapshot.docs.map((d) => ({ id: d.id, data: d.data() })),
    ).map((divisi) => [divisi.id, divisi.nama]),
  );

const divisions = (h: FirebaseHandles) =>
  collection(h.db, strukturDivisiResource.firestoreCollection);

export function watchDivisionNames(
  h: FirebaseHandles,
  next: (names: MinistryNames) => void,
  fail: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(divisions(h), (snapshot) => next(namesOf(snapshot)), fail);
}

export async function readDivisionNames(h: FirebaseHandles): Promise<MinistryNames> {
  return namesOf(await translated(() => getDocs(divisions(h))));
}

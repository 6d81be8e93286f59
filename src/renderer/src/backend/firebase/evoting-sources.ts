import {
  onSnapshot,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { Source } from './evoting-live';

/** One document's listener as a Source (evoting-live.ts). */
export const docSource =
  (ref: DocumentReference): Source<DocumentSnapshot> =>
  (next, fail) =>
    onSnapshot(ref, next, fail);

/** One query's listener as a Source of its documents. */
export const querySource =
  (q: Query): Source<QueryDocumentSnapshot[]> =>
  (next, fail) =>
    onSnapshot(q, (snapshot) => next(snapshot.docs), fail);

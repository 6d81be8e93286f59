import { collection, limit, onSnapshot, query, where } from 'firebase/firestore';
import { newsPage, type NewsRecord } from '../../../../shared/content/news-pages';
import { newsResource } from '../../../../shared/content/news-resource';
import type { NewsApi } from '../news-api';
import type { FirebaseHandles } from './firebase-app';
import { toBackendError } from './firebase-errors';
import { recordsFromDocs } from './resource-mapping';

type Snapshot = { docs: { id: string; data(): unknown }[] };

const recordsOf = (snapshot: Snapshot) =>
  recordsFromDocs(
    newsResource,
    snapshot.docs.map((d) => ({ id: d.id, data: d.data() as Record<string, unknown> })),
  ) as NewsRecord[];

/**
 * The news pages on Firestore. A page is computed from the published items (the rules let the
 * public query only those): Firestore cannot search inside a title, so the query reads the
 * published records once and the listener pages them in the browser. Records hold image
 * references, not images, so this stays small for the few hundred items a BEM publishes; the
 * embedded server sends only the page.
 */
export function createFirebaseNewsApi(h: FirebaseHandles): NewsApi {
  const published = () =>
    query(collection(h.db, newsResource.firestoreCollection), where('published', '==', true));
  return {
    watchPage: (pageQuery, observer) =>
      onSnapshot(
        published(),
        (snapshot) => observer.next(newsPage(recordsOf(snapshot), pageQuery)),
        (error) => observer.error?.(toBackendError(error)),
      ),
    watchDetail: (slug, observer) =>
      onSnapshot(
        query(published(), where('slug', '==', slug), limit(1)),
        (snapshot) => observer.next(recordsOf(snapshot)[0] ?? null),
        (error) => observer.error?.(toBackendError(error)),
      ),
  };
}

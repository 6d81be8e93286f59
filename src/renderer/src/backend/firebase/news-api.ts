import {
  collection,
  limit,
  onSnapshot,
  query,
  where,
  type QuerySnapshot,
} from 'firebase/firestore';
import { NEWS_PAGE_SIZE, type NewsRecord } from '../../../../shared/content/news-pages';
import { newsResource } from '../../../../shared/content/news-resource';
import type { NewsApi } from '../news-api';
import type { FirebaseHandles } from './firebase-app';
import { toBackendError } from './firebase-errors';
import {
  cursorValues,
  newsQueryPlan,
  pagedNewsPage,
  shownNews,
  type NewsQueryPlan,
} from './news-query';
import { pagedLiveQuery, planQuery } from './paged-live-query';
import { recordsOfSnapshot } from './resource-mapping';

const recordsOf = (snapshot: QuerySnapshot) =>
  recordsOfSnapshot(newsResource, snapshot) as NewsRecord[];

/**
 * The news pages on Firestore: the page query runs there (news-query.ts says how, and what search
 * can and cannot find), six documents after a cursor, live, with a count aggregate
 * (paged-live-query.ts).
 */
export function createFirebaseNewsApi(h: FirebaseHandles): NewsApi {
  const news = () => collection(h.db, newsResource.firestoreCollection);
  const published = () => query(news(), where('published', '==', true));
  const watchPaged = pagedLiveQuery();

  return {
    watchPage: (pageQuery, observer) => {
      const fail = (error: unknown) => observer.error?.(toBackendError(error));
      let plan: NewsQueryPlan;
      try {
        plan = newsQueryPlan(pageQuery);
      } catch (error) {
        fail(error);
        return () => undefined;
      }
      return watchPaged(
        {
          plan,
          base: planQuery(news(), plan),
          halaman: plan.query.halaman,
          pageSize: NEWS_PAGE_SIZE,
          // recordsFromDocs sorts by the declaration's order: the query's order is shownNews's.
          records: (snapshot) => shownNews(plan, recordsOf(snapshot)),
          cursorOf: (record) => cursorValues(plan, record),
        },
        (records, total) => observer.next(pagedNewsPage(plan, records, total)),
        fail,
      );
    },
    watchDetail: (slug, observer) =>
      onSnapshot(
        query(published(), where('slug', '==', slug), limit(1)),
        (snapshot) => observer.next(recordsOf(snapshot)[0] ?? null),
        (error) => observer.error?.(toBackendError(error)),
      ),
  };
}

import { collection, getDocs } from 'firebase/firestore';
import type { PublicListApi } from '../public-list-api';
import type { FirebaseHandles } from './firebase-app';
import { toBackendError, translated } from './firebase-errors';
import { openDataBlob } from './open-data-blob';
import { pagedLiveQuery, planQuery } from './paged-live-query';
import { listCursor, listQueryPlan, rowsOfDocs } from './public-list-plan';

/**
 * Declared public lists on Firestore: each page is a query there (public-list-plan.ts says how,
 * and what search can and cannot find); the download reads every matching document once.
 */
export function createFirebasePublicListApi(h: FirebaseHandles): PublicListApi {
  const watchPaged = pagedLiveQuery();
  return {
    watchPage: (list, pageQuery, observer) => {
      const fail = (error: unknown) => observer.error?.(toBackendError(error));
      let plan: ReturnType<typeof listQueryPlan>;
      try {
        plan = listQueryPlan(list, pageQuery);
      } catch (error) {
        fail(error);
        return () => undefined;
      }
      return watchPaged(
        {
          plan,
          base: planQuery(collection(h.db, list.firestoreCollection), plan),
          halaman: pageQuery.halaman,
          pageSize: list.pageSize,
          records: (snapshot) => rowsOfDocs(list, plan.filter, snapshot.docs),
          cursorOf: (row) => listCursor(list, plan.filter, row),
        },
        (rows, total) =>
          observer.next({
            items: rows,
            total,
            halaman: pageQuery.halaman,
            perHalaman: list.pageSize,
          }),
        fail,
      );
    },
    download: (list, filter, format) =>
      translated(async () => {
        const plan = listQueryPlan(list, filter);
        const base = planQuery(collection(h.db, list.firestoreCollection), plan);
        const rows = rowsOfDocs(list, plan.filter, (await getDocs(base)).docs);
        return openDataBlob(format, list.export.columns, rows, list.export.jsonRows);
      }),
  };
}

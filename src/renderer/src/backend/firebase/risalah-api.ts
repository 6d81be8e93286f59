import { collection, getDocs, type QuerySnapshot } from 'firebase/firestore';
import {
  RISALAH_EXPORT_COLUMNS,
  RISALAH_PAGE_SIZE,
  risalahJsonRows,
  risalahRow,
  type RisalahRecord,
} from '../../../../shared/keterbukaan/risalah-list';
import { risalahResource } from '../../../../shared/keterbukaan/risalah-resource';
import type { RisalahApi } from '../risalah-api';
import type { FirebaseHandles } from './firebase-app';
import { toBackendError, translated } from './firebase-errors';
import { openDataBlob } from './open-data-blob';
import { pagedLiveQuery, planQuery } from './paged-live-query';
import { recordsOfSnapshot } from './resource-mapping';
import { risalahCursor, risalahQueryPlan, shownRisalah } from './risalah-query';

const recordsOf = (snapshot: QuerySnapshot) =>
  recordsOfSnapshot(risalahResource, snapshot) as RisalahRecord[];

/**
 * The meeting minutes on Firestore: each page is a query there, on final minutes only
 * (risalah-query.ts says how, and what search can and cannot find).
 */
export function createFirebaseRisalahApi(h: FirebaseHandles): RisalahApi {
  const minutes = () => collection(h.db, risalahResource.firestoreCollection);
  const watchPaged = pagedLiveQuery();
  return {
    watchPage: (pageQuery, observer) => {
      const fail = (error: unknown) => observer.error?.(toBackendError(error));
      let plan: ReturnType<typeof risalahQueryPlan>;
      try {
        plan = risalahQueryPlan(pageQuery);
      } catch (error) {
        fail(error);
        return () => undefined;
      }
      return watchPaged(
        {
          plan,
          base: planQuery(minutes(), plan),
          halaman: pageQuery.halaman,
          pageSize: RISALAH_PAGE_SIZE,
          records: (snapshot) => shownRisalah(plan.filter, recordsOf(snapshot)),
          cursorOf: risalahCursor,
        },
        (records, total) =>
          observer.next({
            items: records.map(risalahRow),
            total,
            halaman: pageQuery.halaman,
            perHalaman: RISALAH_PAGE_SIZE,
          }),
        fail,
      );
    },
    download: (filter, format) =>
      translated(async () => {
        const plan = risalahQueryPlan(filter);
        const snapshot = await getDocs(planQuery(minutes(), plan));
        const rows = shownRisalah(plan.filter, recordsOf(snapshot)).map(risalahRow);
        return openDataBlob(format, RISALAH_EXPORT_COLUMNS, rows, risalahJsonRows);
      }),
  };
}

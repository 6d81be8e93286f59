import {
  collection,
  doc,
  documentId,
  getCountFromServer,
  getDocs,
  limit,
  onSnapshot,
  query,
  where,
  type QuerySnapshot,
} from 'firebase/firestore';
import { ASET_EXPORT_COLUMNS } from '../../../../shared/keterbukaan/aset-export';
import {
  ASET_PAGE_SIZE,
  asetPageQuerySchema,
  isAsetId,
  shownAsetPage,
  type AsetRecord,
} from '../../../../shared/keterbukaan/aset-list';
import { asetResource } from '../../../../shared/keterbukaan/aset-resource';
import type { AsetApi } from '../aset-api';
import { asetQueryPlan, shownAset, type AsetQueryPlan } from './aset-query';
import type { FirebaseHandles } from './firebase-app';
import { toBackendError, translated } from './firebase-errors';
import { ASET_LOKASI_SUMMARY } from './firestore-summaries';
import { openDataBlob } from './open-data-blob';
import { planQuery } from './paged-live-query';
import { recordsOfSnapshot } from './resource-mapping';
import { validInput } from './validate-input';

const recordsOf = (snapshot: QuerySnapshot) =>
  recordsOfSnapshot(asetResource, snapshot) as AsetRecord[];

/**
 * The public inventory on Firestore: each read is a query for published assets (aset-query.ts
 * says how, and what search can and cannot find), so the rules let a visitor run it and a
 * private asset is never sent. The location choices are one summary document the writers' batch
 * rewrites (firestore-summaries.ts), not a read of the collection.
 */
export function createFirebaseAsetApi(h: FirebaseHandles): AsetApi {
  const assets = () => collection(h.db, asetResource.firestoreCollection);
  // Not pagedLiveQuery: "Muat Aset Lebih Banyak" shows every card up to page n, one growing limit.
  const base = (plan: AsetQueryPlan) => planQuery(assets(), plan);

  return {
    watchPage: (pageQuery, observer) => {
      let plan: AsetQueryPlan;
      let halaman: number;
      try {
        halaman = validInput(asetPageQuerySchema, pageQuery).halaman;
        plan = asetQueryPlan(pageQuery);
      } catch (error) {
        observer.error?.(toBackendError(error));
        return () => undefined;
      }
      const fail = (error: unknown) => observer.error?.(toBackendError(error));
      // Several search words: the browser filters and counts what Firestore matched.
      if (!plan.limited)
        return onSnapshot(
          base(plan),
          (snapshot) => observer.next(shownAsetPage(shownAset(plan, recordsOf(snapshot)), halaman)),
          fail,
        );
      let stopped = false;
      let emitted = 0;
      const unsubscribe = onSnapshot(
        query(base(plan), limit(halaman * ASET_PAGE_SIZE)),
        (snapshot) => {
          const shown = shownAset(plan, recordsOf(snapshot));
          const call = (emitted += 1);
          void translated(() => getCountFromServer(base(plan))).then((count) => {
            // A later change answered first, or the visitor left: this one is stale.
            if (stopped || call !== emitted) return;
            observer.next(shownAsetPage(shown, halaman, count.data().count));
          }, fail);
        },
        fail,
      );
      return () => {
        stopped = true;
        unsubscribe();
      };
    },
    watchDetail: (id, observer) => {
      // An id no asset can have (a slash would name another path) is simply not found.
      if (!isAsetId(id)) {
        queueMicrotask(() => observer.next(null));
        return () => undefined;
      }
      // A query, not a document read: the rules refuse a visitor the document of a private
      // asset, while this query (published only) answers it with nothing, i.e. "not found".
      return onSnapshot(
        query(assets(), where('published', '==', true), where(documentId(), '==', id), limit(1)),
        (snapshot) => observer.next(recordsOf(snapshot)[0] ?? null),
        (error) => observer.error?.(toBackendError(error)),
      );
    },
    watchLokasi: (observer) =>
      onSnapshot(
        doc(h.db, ASET_LOKASI_SUMMARY.collection, ASET_LOKASI_SUMMARY.id),
        (snapshot) => observer.next(ASET_LOKASI_SUMMARY.read(snapshot.data())),
        (error) => observer.error?.(toBackendError(error)),
      ),
    exportFile: async (filter, format) => {
      const plan = asetQueryPlan(filter);
      const rows = shownAset(plan, recordsOf(await translated(() => getDocs(base(plan)))));
      return openDataBlob(format, ASET_EXPORT_COLUMNS, rows);
    },
  };
}

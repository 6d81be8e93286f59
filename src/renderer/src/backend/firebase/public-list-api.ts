import {
  collection,
  doc,
  getCountFromServer,
  getDocs,
  limit,
  onSnapshot,
  query,
  type QuerySnapshot,
} from 'firebase/firestore';
import { grownPage } from '../../../../shared/public-lists/list-rows';
import { namedRows } from '../../../../shared/public-lists/list-names';
import { openData } from '../../../../shared/public-lists/public-list';
import { listQuerySchema } from '../../../../shared/public-lists/list-query-schema';
import type { Unsubscribe } from '../live-observer';
import type { PublicListApi } from '../public-list-api';
import type { FirebaseHandles } from './firebase-app';
import { toBackendError, translated } from './firebase-errors';
import { listChoicesDoc, readListChoices } from './firestore-summaries';
import { openDataBlob } from './open-data-blob';
import { readReferencedNames } from './public-list-names';
import { pagedLiveQuery, planQuery, type PagedSource } from './paged-live-query';
import { watchListItem } from './public-list-item';
import { listCursor, listQueryPlan, rowsOfDocs } from './public-list-plan';
import { validInput } from './validate-input';

/**
 * A growing list's page ('grow': "Muat … Lebih Banyak"): one query limited to the rows shown,
 * `halaman × pageSize`, the total a count aggregate of the same query asked again at each change.
 * No cursors: showing more reads the rows already shown again (a listener is billed per document
 * it returns, so page n reads n × pageSize documents once, then only changes). Several search
 * words: the browser keeps and counts what Firestore matched for the longest.
 */
function watchGrown<Row>(
  source: Omit<PagedSource<Row>, 'cursorOf'>,
  next: (rows: Row[], total: number) => void,
  fail: (error: unknown) => void,
): Unsubscribe {
  const { plan, base, halaman, pageSize } = source;
  if (!plan.paged)
    return onSnapshot(
      base,
      (snapshot) => {
        const rows = source.records(snapshot);
        next(rows.slice(0, halaman * pageSize), rows.length);
      },
      fail,
    );
  let stopped = false;
  let emitted = 0;
  const unsubscribe = onSnapshot(
    query(base, limit(halaman * pageSize)),
    (snapshot) => {
      const rows = source.records(snapshot);
      const call = (emitted += 1);
      void translated(() => getCountFromServer(base)).then((count) => {
        // A later change answered first, or the visitor left: this one is stale.
        if (stopped || call !== emitted) return;
        next(rows, count.data().count);
      }, fail);
    },
    fail,
  );
  return () => {
    stopped = true;
    unsubscribe();
  };
}

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
        validInput(listQuerySchema(list), pageQuery);
        plan = listQueryPlan(list, pageQuery);
      } catch (error) {
        fail(error);
        return () => undefined;
      }
      const source = {
        plan,
        base: planQuery(collection(h.db, list.firestoreCollection), plan),
        halaman: pageQuery.halaman,
        pageSize: list.pageSize,
        records: (snapshot: QuerySnapshot) => rowsOfDocs(list, plan.filter, snapshot.docs),
      };
      if (list.paging === 'grow')
        return watchGrown(
          source,
          (rows, total) => observer.next(grownPage(list, rows, pageQuery.halaman, total)),
          fail,
        );
      return watchPaged(
        { ...source, cursorOf: (row) => listCursor(list, plan.filter, row) },
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
    // One small summary document the writers' adapter rewrites (firestore-summaries.ts).
    watchChoices: (list, observer) => {
      const { collection: summaries, id } = listChoicesDoc(list);
      return onSnapshot(
        doc(h.db, summaries, id),
        (snapshot) => observer.next(readListChoices(list, snapshot.data())),
        (error) => observer.error?.(toBackendError(error)),
      );
    },
    watchItem: (list, key, observer) => watchListItem(h.db, list, key, observer),
    download: (list, filter, format) =>
      translated(async () => {
        const exported = openData(list);
        const plan = listQueryPlan(list, filter);
        const base = planQuery(collection(h.db, list.firestoreCollection), plan);
        const rows = rowsOfDocs(list, plan.filter, (await getDocs(base)).docs);
        const names = await readReferencedNames(h, list);
        return openDataBlob(
          format,
          exported.columns,
          namedRows(list, rows, names),
          exported.jsonRows,
        );
      }),
  };
}

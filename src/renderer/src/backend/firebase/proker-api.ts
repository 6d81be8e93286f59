import { collection, doc, getDocs, onSnapshot, type QuerySnapshot } from 'firebase/firestore';
import {
  PROKER_EXPORT_COLUMNS,
  PROKER_PAGE_SIZE,
  prokerChoicesFrom,
  prokerRow,
  type MinistryNames,
  type ProkerChoiceValues,
  type ProkerRecord,
} from '../../../../shared/keterbukaan/proker-list';
import { prokerResource } from '../../../../shared/keterbukaan/proker-resource';
import type { ProkerApi } from '../proker-api';
import { readDivisionNames, watchDivisionNames } from './division-names';
import type { FirebaseHandles } from './firebase-app';
import { toBackendError, translated } from './firebase-errors';
import { PROKER_CHOICES_DOC } from './firestore-summaries';
import { pagedLiveQuery, planQuery } from './paged-live-query';
import { prokerCursor, prokerQueryPlan, shownProker } from './proker-query';
import { recordsOfSnapshot } from './resource-mapping';
import { openDataBlob } from './open-data-blob';

const recordsOf = (snapshot: QuerySnapshot) =>
  recordsOfSnapshot(prokerResource, snapshot) as ProkerRecord[];

/** Two live values combined: `emit` once both have arrived, and after every change of either. */
function latestOfBoth<A, B>(emit: (a: A, b: B) => void) {
  let a: { value: A } | undefined;
  let b: { value: B } | undefined;
  return {
    first: (value: A) => {
      a = { value };
      if (b) emit(value, b.value);
    },
    second: (value: B) => {
      b = { value };
      if (a) emit(a.value, value);
    },
  };
}

/**
 * The work programmes on Firestore: each page is a query there (proker-query.ts says how, and
 * what search can and cannot find), named with Struktur's divisions; the filter's choices are the
 * summary document every write recomputes (firestore-summaries.ts).
 */
export function createFirebaseProkerApi(h: FirebaseHandles): ProkerApi {
  const programmes = () => collection(h.db, prokerResource.firestoreCollection);
  const watchPaged = pagedLiveQuery();
  return {
    watchPage: (pageQuery, observer) => {
      const fail = (error: unknown) => observer.error?.(toBackendError(error));
      let plan: ReturnType<typeof prokerQueryPlan>;
      try {
        plan = prokerQueryPlan(pageQuery);
      } catch (error) {
        fail(error);
        return () => undefined;
      }
      const both = latestOfBoth<{ records: ProkerRecord[]; total: number }, MinistryNames>(
        (page, names) =>
          observer.next({
            items: page.records.map((record) => prokerRow(record, names)),
            total: page.total,
            halaman: pageQuery.halaman,
            perHalaman: PROKER_PAGE_SIZE,
          }),
      );
      const stopNames = watchDivisionNames(h, both.second, fail);
      const stopPage = watchPaged(
        {
          plan,
          base: planQuery(programmes(), plan),
          halaman: pageQuery.halaman,
          pageSize: PROKER_PAGE_SIZE,
          records: (snapshot) => shownProker(plan.filter, recordsOf(snapshot)),
          cursorOf: (record) => prokerCursor(plan, record),
        },
        (records, total) => both.first({ records, total }),
        fail,
      );
      return () => {
        stopNames();
        stopPage();
      };
    },
    watchChoices: (observer) => {
      const fail = (error: unknown) => observer.error?.(toBackendError(error));
      const both = latestOfBoth<ProkerChoiceValues, MinistryNames>((values, names) =>
        observer.next(prokerChoicesFrom(values, names)),
      );
      const stopValues = onSnapshot(
        doc(h.db, PROKER_CHOICES_DOC.collection, PROKER_CHOICES_DOC.id),
        (snapshot) => {
          const data = snapshot.data();
          const list = (value: unknown) =>
            Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
          both.first({
            periode: list(data?.['periode']),
            kementerianId: list(data?.['kementerianId']),
          });
        },
        fail,
      );
      const stopNames = watchDivisionNames(h, both.second, fail);
      return () => {
        stopValues();
        stopNames();
      };
    },
    download: (filter, format) =>
      translated(async () => {
        const plan = prokerQueryPlan(filter);
        const [snapshot, names] = await Promise.all([
          getDocs(planQuery(programmes(), plan)),
          readDivisionNames(h),
        ]);
        const rows = shownProker(plan.filter, recordsOf(snapshot)).map((record) =>
          prokerRow(record, names),
        );
        return openDataBlob(format, PROKER_EXPORT_COLUMNS, rows);
      }),
  };
}

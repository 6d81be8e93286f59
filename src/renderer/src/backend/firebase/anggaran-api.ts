import {
  collection,
  doc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type QuerySnapshot,
} from 'firebase/firestore';
import { organisationsResource } from '../../../../shared/direktori/organisations-resource';
import {
  ANGGARAN_EXPORT_COLUMNS,
  ANGGARAN_PAGE_SIZE,
  anggaranRow,
  FIRST_ANGGARAN_PAGE,
  type AnggaranRecord,
  type OrganisationNames,
} from '../../../../shared/keterbukaan/anggaran-list';
import { anggaranOverview } from '../../../../shared/keterbukaan/anggaran-overview';
import { anggaranResource } from '../../../../shared/keterbukaan/anggaran-resource';
import { publicOrganisationNames } from '../../../../shared/keterbukaan/organisation-names';
import { standarBiayaResource } from '../../../../shared/keterbukaan/standar-biaya-resource';
import type { AnggaranApi } from '../anggaran-api';
import type { LiveObserver, Unsubscribe } from '../live-observer';
import {
  anggaranCursorValues,
  anggaranQueryPlan,
  pagedAnggaranPage,
  shownProgrammes,
  type AnggaranQueryPlan,
} from './anggaran-query';
import { ANGGARAN_SUMMARY_PATH, summaryFromDocument } from './anggaran-summary-doc';
import type { FirebaseHandles } from './firebase-app';
import { toBackendError, translated } from './firebase-errors';
import { openDataBlob } from './open-data-blob';
import { pagedLiveQuery, planQuery } from './paged-live-query';
import { recordsOfSnapshot } from './resource-mapping';

const programmesOf = (snapshot: QuerySnapshot) =>
  recordsOfSnapshot(anggaranResource, snapshot) as AnggaranRecord[];

/**
 * Calls `emit` with the latest value of every part once each has arrived, and again on each
 * change of any: a page with the directory's names, the overview with its three sources.
 */
function latestOf<Parts extends Record<string, unknown>>(
  keys: readonly (keyof Parts)[],
  emit: (parts: Parts) => void,
) {
  const latest: Partial<Parts> = {};
  return <K extends keyof Parts>(key: K, value: Parts[K]) => {
    latest[key] = value;
    if (keys.every((k) => k in latest)) emit(latest as Parts);
  };
}

/**
 * Transparansi Anggaran on Firestore: the page query runs there (anggaran-query.ts says how and
 * what search can find), ten documents after a cursor with a count aggregate, live by onSnapshot
 * (paged-live-query.ts, as the news pages); the overview is the summary document every programme
 * write keeps (anggaran-summary-doc.ts), the directory's published names and the latest SBM.
 */
export function createFirebaseAnggaranApi(h: FirebaseHandles): AnggaranApi {
  const programmes = () => collection(h.db, anggaranResource.firestoreCollection);
  const publishedOrganisations = () =>
    query(
      collection(h.db, organisationsResource.firestoreCollection),
      where('published', '==', true),
    );
  const namesOf = (snapshot: QuerySnapshot) =>
    publicOrganisationNames(recordsOfSnapshot(organisationsResource, snapshot));
  const watchNames = (
    next: (names: OrganisationNames) => void,
    fail: (error: unknown) => void,
  ): Unsubscribe => onSnapshot(publishedOrganisations(), (s) => next(namesOf(s)), fail);

  const watchPaged = pagedLiveQuery();

  const failWith =
    <T>(observer: LiveObserver<T>) =>
    (error: unknown) =>
      observer.error?.(toBackendError(error));

  return {
    watchPage: (pageQuery, observer) => {
      const fail = failWith(observer);
      let plan: AnggaranQueryPlan;
      try {
        plan = anggaranQueryPlan(pageQuery);
      } catch (error) {
        fail(error);
        return () => undefined;
      }
      const set = latestOf<{
        names: OrganisationNames;
        page: { records: AnggaranRecord[]; total: number };
      }>(['names', 'page'], ({ names, page }) =>
        observer.next(pagedAnggaranPage(plan, page.records, page.total, names)),
      );
      const stopNames = watchNames((names) => set('names', names), fail);
      const stopPage = watchPaged(
        {
          plan,
          base: planQuery(programmes(), plan),
          halaman: plan.query.halaman,
          pageSize: ANGGARAN_PAGE_SIZE,
          // recordsFromDocs sorts by the declaration's order: the list's is shownProgrammes's.
          records: (snapshot) => shownProgrammes(plan, programmesOf(snapshot)),
          cursorOf: (record) => anggaranCursorValues(plan, record),
        },
        (records, total) => set('page', { records, total }),
        fail,
      );
      return () => {
        stopNames();
        stopPage();
      };
    },

    watchSummary: (observer) => {
      const fail = failWith(observer);
      const set = latestOf<{
        summary: unknown;
        names: OrganisationNames;
        sbm: ReturnType<typeof recordsOfSnapshot<typeof standarBiayaResource>>;
      }>(['summary', 'names', 'sbm'], ({ summary, names, sbm }) => {
        const parts = summaryFromDocument(summary);
        observer.next(anggaranOverview({ ...parts, names, sbmLists: sbm }));
      });
      const stops = [
        onSnapshot(
          doc(h.db, ...ANGGARAN_SUMMARY_PATH),
          (snapshot) => set('summary', snapshot.data()),
          fail,
        ),
        watchNames((names) => set('names', names), fail),
        onSnapshot(
          query(
            collection(h.db, standarBiayaResource.firestoreCollection),
            orderBy('tahun', 'desc'),
            limit(1),
          ),
          (snapshot) => set('sbm', recordsOfSnapshot(standarBiayaResource, snapshot)),
          fail,
        ),
      ];
      return () => stops.forEach((stop) => stop());
    },

    exportTable: async (filter, format) => {
      const plan = anggaranQueryPlan({ ...FIRST_ANGGARAN_PAGE, ...filter, halaman: 1 });
      const [found, organisations] = await Promise.all([
        translated(() => getDocs(planQuery(programmes(), plan))),
        translated(() => getDocs(publishedOrganisations())),
      ]);
      const names = namesOf(organisations);
      const rows = shownProgrammes(plan, programmesOf(found)).map((record) =>
        anggaranRow(record, names),
      );
      return openDataBlob(format, ANGGARAN_EXPORT_COLUMNS, rows);
    },
  };
}

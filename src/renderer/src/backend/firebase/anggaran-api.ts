import {
  collection,
  doc,
  documentId,
  getCountFromServer,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  where,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore';
import { organisationsResource } from '../../../../shared/direktori/organisations-resource';
import {
  ANGGARAN_EXPORT_COLUMNS,
  ANGGARAN_PAGE_SIZE,
  anggaranRow,
  FIRST_ANGGARAN_PAGE,
  sortProgrammes,
  type AnggaranRecord,
  type OrganisationNames,
} from '../../../../shared/keterbukaan/anggaran-list';
import { anggaranOverview } from '../../../../shared/keterbukaan/anggaran-overview';
import { anggaranResource } from '../../../../shared/keterbukaan/anggaran-resource';
import { publicOrganisationNames } from '../../../../shared/keterbukaan/organisation-names';
import { standarBiayaResource } from '../../../../shared/keterbukaan/standar-biaya-resource';
import { toCsv, toJsonRows } from '../../../../shared/open-data/table-export';
import type { AnggaranApi } from '../anggaran-api';
import type { LiveObserver, Unsubscribe } from '../live-observer';
import {
  anggaranCursorValues,
  anggaranPlanKey,
  anggaranQueryPlan,
  browserAnggaranPage,
  pagedAnggaranPage,
  shownProgrammes,
  type AnggaranQueryPlan,
} from './anggaran-query';
import { ANGGARAN_SUMMARY_PATH, summaryFromDocument } from './anggaran-summary-doc';
import type { FirebaseHandles } from './firebase-app';
import { toBackendError, translated } from './firebase-errors';
import { recordsFromDocs } from './resource-mapping';

type Snapshot = { docs: { id: string; data(): unknown }[] };

const docsOf = (snapshot: Snapshot) =>
  snapshot.docs.map((d) => ({ id: d.id, data: d.data() as Record<string, unknown> }));

const programmesOf = (snapshot: Snapshot) =>
  recordsFromDocs(anggaranResource, docsOf(snapshot)) as AnggaranRecord[];

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
 * as the news pages are (news-api.ts); the overview is the summary document every programme
 * write keeps (anggaran-summary-doc.ts), the directory's published names and the latest SBM.
 */
export function createFirebaseAnggaranApi(h: FirebaseHandles): AnggaranApi {
  const programmes = () => collection(h.db, anggaranResource.firestoreCollection);
  const publishedOrganisations = () =>
    query(
      collection(h.db, organisationsResource.firestoreCollection),
      where('published', '==', true),
    );
  const namesOf = (snapshot: Snapshot) =>
    publicOrganisationNames(recordsFromDocs(organisationsResource, docsOf(snapshot)));
  const watchNames = (
    next: (names: OrganisationNames) => void,
    fail: (error: unknown) => void,
  ): Unsubscribe => onSnapshot(publishedOrganisations(), (s) => next(namesOf(s)), fail);

  /** The Firestore part of a plan: its filters and order, no limit. */
  const base = (plan: AnggaranQueryPlan): Query => {
    const constraints: QueryConstraint[] = [
      ...plan.filters.map((f) => where(f.field, f.op, f.value)),
      ...plan.orderBy.map((o) =>
        orderBy(o.field === '__name__' ? documentId() : o.field, o.direction),
      ),
    ];
    return query(programmes(), ...constraints);
  };

  /** Where page n of a plan starts, by plan key and page (pages 2 and on), as news-api.ts. */
  const cursors = new Map<string, Map<number, (string | number)[]>>();
  const cursorsOf = (plan: AnggaranQueryPlan) => {
    const key = anggaranPlanKey(plan);
    let known = cursors.get(key);
    if (!known) cursors.set(key, (known = new Map()));
    return known;
  };
  async function cursorFor(
    plan: AnggaranQueryPlan,
  ): Promise<{ values: (string | number)[] | null } | { pastEnd: number }> {
    const n = plan.query.halaman;
    if (n === 1) return { values: null };
    const known = cursorsOf(plan);
    const remembered = known.get(n);
    if (remembered) return { values: remembered };
    const before = sortProgrammes(
      programmesOf(
        await translated(() => getDocs(query(base(plan), limit((n - 1) * ANGGARAN_PAGE_SIZE)))),
      ),
    );
    if (before.length < (n - 1) * ANGGARAN_PAGE_SIZE) return { pastEnd: before.length };
    for (let page = 2; page <= n; page += 1) {
      const last = before[(page - 1) * ANGGARAN_PAGE_SIZE - 1];
      if (last) known.set(page, anggaranCursorValues(plan, last));
    }
    return { values: known.get(n) ?? null };
  }

  /** The raw page of a plan, live: its records and the query's count. */
  function watchRecords(
    plan: AnggaranQueryPlan,
    next: (records: AnggaranRecord[], total: number) => void,
    fail: (error: unknown) => void,
  ): Unsubscribe {
    let stopped = false;
    let unsubscribe: Unsubscribe = () => undefined;
    let lastTotal: number | null = null;
    let emitted = 0;
    const open = async () => {
      const cursor = await cursorFor(plan);
      if (stopped) return;
      if ('pastEnd' in cursor) {
        // Nothing on this page; the pages before are watched, so a programme that reaches this
        // page opens it again.
        const wanted = (plan.query.halaman - 1) * ANGGARAN_PAGE_SIZE;
        unsubscribe = onSnapshot(
          query(base(plan), limit(wanted)),
          (snapshot) => {
            if (snapshot.docs.length >= wanted) {
              unsubscribe();
              void open().catch(fail);
            } else next([], snapshot.docs.length);
          },
          fail,
        );
        return;
      }
      const page = query(
        base(plan),
        ...(cursor.values ? [startAfter(...cursor.values)] : []),
        limit(ANGGARAN_PAGE_SIZE),
      );
      unsubscribe = onSnapshot(
        page,
        (snapshot) => {
          const records = programmesOf(snapshot);
          const call = (emitted += 1);
          void translated(() => getCountFromServer(base(plan))).then((count) => {
            // A later change answered first, or the visitor left: this one is stale.
            if (stopped || call !== emitted) return;
            const total = count.data().count;
            if (lastTotal !== null && total !== lastTotal) cursors.delete(anggaranPlanKey(plan));
            lastTotal = total;
            const last = sortProgrammes(records).at(-1);
            if (records.length === ANGGARAN_PAGE_SIZE && last)
              cursorsOf(plan).set(plan.query.halaman + 1, anggaranCursorValues(plan, last));
            next(records, total);
          }, fail);
        },
        fail,
      );
    };
    void open().catch(fail);
    return () => {
      stopped = true;
      unsubscribe();
    };
  }

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
        page: { records: AnggaranRecord[]; total: number | null };
      }>(['names', 'page'], ({ names, page }) =>
        observer.next(
          page.total === null
            ? browserAnggaranPage(plan, page.records, names)
            : pagedAnggaranPage(plan, page.records, page.total, names),
        ),
      );
      const stopNames = watchNames((names) => set('names', names), fail);
      // Several search words: the browser filters and pages what Firestore matched.
      const stopPage = plan.paged
        ? watchRecords(plan, (records, total) => set('page', { records, total }), fail)
        : onSnapshot(
            base(plan),
            (snapshot) => set('page', { records: programmesOf(snapshot), total: null }),
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
        sbm: ReturnType<typeof recordsFromDocs<typeof standarBiayaResource>>;
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
          (snapshot) => set('sbm', recordsFromDocs(standarBiayaResource, docsOf(snapshot))),
          fail,
        ),
      ];
      return () => stops.forEach((stop) => stop());
    },

    exportTable: async (filter, format) => {
      const plan = anggaranQueryPlan({ ...FIRST_ANGGARAN_PAGE, ...filter, halaman: 1 });
      const [found, organisations] = await Promise.all([
        translated(() => getDocs(base(plan))),
        translated(() => getDocs(publishedOrganisations())),
      ]);
      const names = namesOf(organisations);
      const rows = shownProgrammes(plan, programmesOf(found)).map((record) =>
        anggaranRow(record, names),
      );
      return format === 'csv'
        ? new Blob([toCsv(ANGGARAN_EXPORT_COLUMNS, rows)], { type: 'text/csv;charset=utf-8' })
        : new Blob([JSON.stringify(toJsonRows(ANGGARAN_EXPORT_COLUMNS, rows))], {
            type: 'application/json',
          });
    },
  };
}

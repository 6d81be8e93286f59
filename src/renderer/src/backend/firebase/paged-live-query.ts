import {
  documentId,
  getCountFromServer,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  where,
  type CollectionReference,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';
import type { Unsubscribe } from '../live-observer';
import { translated } from './firebase-errors';

/**
 * A public list's query on Firestore, as a pure plan (tested without Firestore): equality filters
 * and at most one `array-contains` (a search key), the order with the document id last (so a
 * cursor is exact), and whether Firestore pages and counts it or the browser must (a search of
 * several words: Firestore takes one, the browser checks the others).
 */
export interface FirestoreListPlan {
  filters: { field: string; op: '==' | 'array-contains'; value: string | number | boolean }[];
  /** `__name__` is the document id. */
  orderBy: { field: string; direction: 'asc' | 'desc' }[];
  paged: boolean;
  /** Words the browser still looks for (all of them when not paged). */
  browserWords: string[];
}

/**
 * The plan's Firestore part: its filters and order, no limit. The inventory's plan, which limits
 * a growing list instead of paging, uses it too.
 */
export function planQuery(
  target: CollectionReference,
  plan: Pick<FirestoreListPlan, 'filters' | 'orderBy'>,
): Query {
  return query(
    target,
    ...plan.filters.map((f) => where(f.field, f.op, f.value)),
    ...plan.orderBy.map((o) =>
      orderBy(o.field === '__name__' ? documentId() : o.field, o.direction),
    ),
  );
}

/** Pages of one key share their remembered cursors. */
export const planKey = (plan: Pick<FirestoreListPlan, 'filters' | 'orderBy'>): string =>
  JSON.stringify([plan.filters, plan.orderBy]);

/** One page of a plan to watch. */
export interface PagedSource<Rec> {
  plan: FirestoreListPlan;
  base: Query;
  halaman: number;
  pageSize: number;
  /** The snapshot's records that the page shows: parsed, holding the browser's words, in order. */
  records(snapshot: QuerySnapshot): Rec[];
  /** The values a cursor after `record` holds, one per orderBy field of the plan. */
  cursorOf(record: Rec): unknown[];
}

/**
 * Watches pages of public lists on Firestore (news, budget, work programmes, minutes): a page is
 * live through onSnapshot on its own query (a page of documents); the total is a count aggregate
 * of the same query, asked again whenever that page changes. An item added or removed
 * on an earlier page moves no document of this one (the cursor holds the last values of the page
 * before), so the page stays as it is until the visitor moves; the cursors are then forgotten.
 * One watcher per list remembers where its pages start, so going page by page reads one page.
 */
export function pagedLiveQuery() {
  const cursors = new Map<string, Map<number, unknown[]>>();
  const cursorsOf = (plan: FirestoreListPlan) => {
    const key = planKey(plan);
    let known = cursors.get(key);
    if (!known) cursors.set(key, (known = new Map()));
    return known;
  };

  /**
   * Where page `n` starts: remembered from the page before (visitors go page by page), else read
   * once (the documents of the pages before it) and remembered for each of them. `pastEnd` when
   * there are fewer documents than the pages before hold (an old link after removals).
   */
  async function cursorFor<Rec>(
    source: PagedSource<Rec>,
  ): Promise<{ values: unknown[] | null } | { pastEnd: number }> {
    const n = source.halaman;
    if (n === 1) return { values: null };
    const known = cursorsOf(source.plan);
    const remembered = known.get(n);
    if (remembered) return { values: remembered };
    const before = source.records(
      await translated(() => getDocs(query(source.base, limit((n - 1) * source.pageSize)))),
    );
    if (before.length < (n - 1) * source.pageSize) return { pastEnd: before.length };
    for (let page = 2; page <= n; page += 1) {
      const last = before[(page - 1) * source.pageSize - 1];
      if (last) known.set(page, source.cursorOf(last));
    }
    return { values: known.get(n) ?? null };
  }

  return function watch<Rec>(
    source: PagedSource<Rec>,
    next: (records: Rec[], total: number) => void,
    fail: (error: unknown) => void,
  ): Unsubscribe {
    const { plan, pageSize, halaman } = source;
    // Several search words: the browser filters and pages what Firestore matched.
    if (!plan.paged)
      return onSnapshot(
        source.base,
        (snapshot) => {
          const all = source.records(snapshot);
          next(all.slice((halaman - 1) * pageSize, halaman * pageSize), all.length);
        },
        fail,
      );

    let stopped = false;
    let unsubscribe: () => void = () => undefined;
    let lastTotal: number | null = null;
    let emitted = 0;
    const open = async () => {
      const cursor = await cursorFor(source);
      if (stopped) return;
      if ('pastEnd' in cursor) {
        // Nothing on this page; the pages before are watched, so a document that reaches this
        // page opens it again.
        const prefix = query(source.base, limit((halaman - 1) * pageSize));
        unsubscribe = onSnapshot(
          prefix,
          (snapshot) => {
            if (snapshot.docs.length >= (halaman - 1) * pageSize) {
              unsubscribe();
              void open().catch(fail);
            } else next([], snapshot.docs.length);
          },
          fail,
        );
        return;
      }
      const page = query(
        source.base,
        ...(cursor.values ? [startAfter(...cursor.values)] : []),
        limit(pageSize),
      );
      unsubscribe = onSnapshot(
        page,
        (snapshot) => {
          const records = source.records(snapshot);
          const call = (emitted += 1);
          void translated(() => getCountFromServer(source.base)).then((count) => {
            // A later change answered first, or the visitor left: this one is stale.
            if (stopped || call !== emitted) return;
            const total = count.data().count;
            // Documents came or went: the remembered page boundaries may have moved.
            if (lastTotal !== null && total !== lastTotal) cursors.delete(planKey(plan));
            lastTotal = total;
            // A full page: the next one starts after its last document.
            const last = records.at(-1);
            if (snapshot.docs.length === pageSize && last)
              cursorsOf(plan).set(halaman + 1, source.cursorOf(last));
            next(records.slice(0, pageSize), total);
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
  };
}

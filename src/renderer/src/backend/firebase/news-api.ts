import {
  collection,
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
import {
  compareNews,
  NEWS_PAGE_SIZE,
  type NewsRecord,
} from '../../../../shared/content/news-pages';
import { newsResource } from '../../../../shared/content/news-resource';
import type { NewsApi } from '../news-api';
import type { FirebaseHandles } from './firebase-app';
import { toBackendError, translated } from './firebase-errors';
import {
  browserNewsPage,
  cursorValues,
  newsQueryPlan,
  pagedNewsPage,
  planKey,
  type NewsQueryPlan,
} from './news-query';
import { recordsFromDocs } from './resource-mapping';

type Snapshot = { docs: { id: string; data(): unknown }[] };

const recordsOf = (snapshot: Snapshot) =>
  recordsFromDocs(
    newsResource,
    snapshot.docs.map((d) => ({ id: d.id, data: d.data() as Record<string, unknown> })),
  ) as NewsRecord[];

/**
 * The news pages on Firestore: the page query runs there (news-query.ts says how, and what search
 * can and cannot find). A page is live through onSnapshot on its own query (six documents); the
 * total is counted again whenever that page changes. An item added or removed on an earlier page
 * moves no document of this one (the cursor holds the last values of the page before), so the
 * page stays as it is until the visitor moves; the cursors of the query are then forgotten.
 */
export function createFirebaseNewsApi(h: FirebaseHandles): NewsApi {
  const news = () => collection(h.db, newsResource.firestoreCollection);
  const published = () => query(news(), where('published', '==', true));

  /** The Firestore part of a plan: its filters and order, no limit. */
  const base = (plan: NewsQueryPlan): Query => {
    const constraints: QueryConstraint[] = [
      ...plan.filters.map((f) => where(f.field, f.op, f.value)),
      ...plan.orderBy.map((o) =>
        orderBy(o.field === '__name__' ? documentId() : o.field, o.direction),
      ),
    ];
    return query(news(), ...constraints);
  };

  /** The values after which page `n` of a plan starts, by plan key and page (pages 2 and on). */
  const cursors = new Map<string, Map<number, (string | null)[]>>();
  const cursorsOf = (plan: NewsQueryPlan) => {
    const key = planKey(plan);
    let known = cursors.get(key);
    if (!known) cursors.set(key, (known = new Map()));
    return known;
  };

  /**
   * Where page `n` starts: remembered from the page before (visitors go page by page), else read
   * once — the documents of the pages before it — and remembered for each of them. `past-end`
   * when there are fewer items than the pages before hold (an old link after removals).
   */
  async function cursorFor(
    plan: NewsQueryPlan,
  ): Promise<{ values: (string | null)[] | null } | { pastEnd: number }> {
    const n = plan.query.halaman;
    if (n === 1) return { values: null };
    const known = cursorsOf(plan);
    const remembered = known.get(n);
    if (remembered) return { values: remembered };
    const before = recordsOf(
      await translated(() => getDocs(query(base(plan), limit((n - 1) * NEWS_PAGE_SIZE)))),
    );
    if (before.length < (n - 1) * NEWS_PAGE_SIZE) return { pastEnd: before.length };
    // recordsFromDocs sorts by the declaration's order: the query's order is compareNews's.
    const ordered = before.sort(compareNews(plan.query.urut));
    for (let page = 2; page <= n; page += 1) {
      const last = ordered[(page - 1) * NEWS_PAGE_SIZE - 1];
      if (last) known.set(page, cursorValues(plan, last));
    }
    return { values: known.get(n) ?? null };
  }

  return {
    watchPage: (pageQuery, observer) => {
      let plan: NewsQueryPlan;
      try {
        plan = newsQueryPlan(pageQuery);
      } catch (error) {
        observer.error?.(toBackendError(error));
        return () => undefined;
      }
      const fail = (error: unknown) => observer.error?.(toBackendError(error));

      // Several search words: the browser filters and pages what Firestore matched.
      if (!plan.paged)
        return onSnapshot(
          base(plan),
          (snapshot) => observer.next(browserNewsPage(plan, recordsOf(snapshot))),
          fail,
        );

      let stopped = false;
      let unsubscribe: () => void = () => undefined;
      let lastTotal: number | null = null;
      let emitted = 0;
      const open = async () => {
        const cursor = await cursorFor(plan);
        if (stopped) return;
        if ('pastEnd' in cursor) {
          // Nothing on this page; the pages before are watched, so an item that reaches this
          // page opens it again.
          const prefix = query(base(plan), limit((plan.query.halaman - 1) * NEWS_PAGE_SIZE));
          unsubscribe = onSnapshot(
            prefix,
            (snapshot) => {
              if (snapshot.docs.length >= (plan.query.halaman - 1) * NEWS_PAGE_SIZE) {
                unsubscribe();
                void open().catch(fail);
              } else observer.next(pagedNewsPage(plan, [], snapshot.docs.length));
            },
            fail,
          );
          return;
        }
        const page = query(
          base(plan),
          ...(cursor.values ? [startAfter(...cursor.values)] : []),
          limit(NEWS_PAGE_SIZE),
        );
        unsubscribe = onSnapshot(
          page,
          (snapshot) => {
            const records = recordsOf(snapshot);
            const call = (emitted += 1);
            void translated(() => getCountFromServer(base(plan))).then((count) => {
              // A later change answered first, or the visitor left: this one is stale.
              if (stopped || call !== emitted) return;
              const total = count.data().count;
              // Items came or went: the remembered page boundaries may have moved.
              if (lastTotal !== null && total !== lastTotal) cursors.delete(planKey(plan));
              lastTotal = total;
              // A full page: the next one starts after its last item.
              const last = [...records].sort(compareNews(plan.query.urut)).at(-1);
              if (records.length === NEWS_PAGE_SIZE && last)
                cursorsOf(plan).set(plan.query.halaman + 1, cursorValues(plan, last));
              observer.next(pagedNewsPage(plan, records, total));
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
    },
    watchDetail: (slug, observer) =>
      onSnapshot(
        query(published(), where('slug', '==', slug), limit(1)),
        (snapshot) => observer.next(recordsOf(snapshot)[0] ?? null),
        (error) => observer.error?.(toBackendError(error)),
      ),
  };
}

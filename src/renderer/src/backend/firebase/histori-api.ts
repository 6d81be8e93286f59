import {
  collection,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { HISTORI_PAGE_SIZE } from '../../../../shared/auth-api';
import type { Backend, HistoriEntry } from '../contract';
import type { FirebaseHandles } from './firebase-app';
import { translated } from './firebase-errors';
import { historiCsv } from '../../../../shared/histori/histori-csv';
import {
  historiQueryPlan,
  matchesPlan,
  needsClientFilter,
  rangeKey,
  type HistoriQueryPlan,
} from './histori-query';
import { timestampToIso } from './timestamps';
import { safeParse } from 'zod/mini';
import { fieldChangesSchema } from '../../../../shared/histori/record-changes';

type Entry = Omit<HistoriEntry, 'id'>;

function entryOf(snapshot: QueryDocumentSnapshot): Entry {
  const data = snapshot.data({ serverTimestamps: 'estimate' });
  const changes = safeParse(fieldChangesSchema, data['changes']);
  return {
    action: typeof data['action'] === 'string' ? data['action'] : '',
    oleh: typeof data['oleh'] === 'string' ? data['oleh'] : '',
    timestamp: timestampToIso(data['timestamp']) ?? new Date(0).toISOString(),
    ...(changes.success && changes.data.length > 0 ? { changes: changes.data } : {}),
  };
}

/**
 * Firestore ids are text, the contract's are numbers (the server's row ids): an entry is numbered
 * by its position in the filtered, newest-first listing, which is unique where ids are used (as
 * list keys of one page).
 */
const numbered = (entries: Entry[], offset: number): HistoriEntry[] =>
  entries.map((entry, index) => ({ id: offset + index + 1, ...entry }));

/** The activity history (master only: the rules refuse everyone else). */
export function createFirebaseHistoriApi(h: FirebaseHandles): Backend['histori'] {
  const baseQuery = (plan: HistoriQueryPlan): Query =>
    query(
      collection(h.db, 'histori'),
      ...(plan.start ? [where('timestamp', '>=', plan.start)] : []),
      ...(plan.end ? [where('timestamp', '<=', plan.end)] : []),
      orderBy('timestamp', 'desc'),
    );

  /**
   * Firestore has no offset: page n starts after the last document of page n-1. Those documents
   * are remembered per date range so paging forward reads one page; a jump to an unseen page
   * reads every page before it once. Page 1 starts over, so new entries show up.
   */
  const lastOfPage = new Map<string, QueryDocumentSnapshot>();

  async function pageDocs(plan: HistoriQueryPlan, page: number): Promise<QueryDocumentSnapshot[]> {
    const key = rangeKey(plan);
    if (page === 1)
      for (const k of lastOfPage.keys()) if (k.startsWith(`${key}|`)) lastOfPage.delete(k);
    const previous = lastOfPage.get(`${key}|${page - 1}`);
    const docs = previous
      ? (await getDocs(query(baseQuery(plan), startAfter(previous), limit(HISTORI_PAGE_SIZE)))).docs
      : (await getDocs(query(baseQuery(plan), limit(page * HISTORI_PAGE_SIZE)))).docs.slice(
          (page - 1) * HISTORI_PAGE_SIZE,
        );
    const last = docs.at(-1);
    if (last) lastOfPage.set(`${key}|${page}`, last);
    return docs;
  }

  /** Every entry of the plan, newest first, with the text filters applied. */
  async function allEntries(plan: HistoriQueryPlan): Promise<Entry[]> {
    const snapshot = await getDocs(baseQuery(plan));
    return snapshot.docs.map(entryOf).filter((entry) => matchesPlan(entry, plan));
  }

  return {
    page: (filter, page) =>
      translated(async () => {
        const plan = historiQueryPlan(filter);
        const offset = (page - 1) * HISTORI_PAGE_SIZE;
        if (needsClientFilter(plan)) {
          const all = await allEntries(plan);
          return {
            entries: numbered(all.slice(offset, offset + HISTORI_PAGE_SIZE), offset),
            total: all.length,
            pageSize: HISTORI_PAGE_SIZE,
          };
        }
        const [count, docs] = await Promise.all([
          getCountFromServer(baseQuery(plan)),
          pageDocs(plan, page),
        ]);
        return {
          entries: numbered(docs.map(entryOf), offset),
          total: count.data().count,
          pageSize: HISTORI_PAGE_SIZE,
        };
      }),

    exportCsv: (filter) =>
      translated(async () => {
        const entries = numbered(await allEntries(historiQueryPlan(filter)), 0);
        return new Blob([historiCsv(entries)], { type: 'text/csv;charset=utf-8' });
      }),
  };
}

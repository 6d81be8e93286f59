import {
  collection,
  getCountFromServer,
  getDocs,
  limit as limitTo,
  orderBy,
  query,
  where,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore';
import { SUBMISSION_STATUSES, VERIFIER_KEYS } from '../../../../shared/berkas/status';
import type { Submission } from '../../../../shared/berkas/submission';
import {
  emptyStatusCounts,
  toQueueItem,
  WORK_QUEUE_PREVIEW,
  workQueueScope,
  type StatusCounts,
  type WorkQueueBucket,
} from '../../../../shared/berkas/work-queue';
import { OPEN_STATUSES } from '../../../../shared/berkas/workflow';
import type { Backend } from '../contract';
import type { FirebaseHandles } from './firebase-app';
import { translated } from './firebase-errors';
import { callerProfile } from './histori-writer';
import { submissionFromDoc } from './submission-mapping';
import { matchesSearch, normaliseSearch, SEARCH_WINDOW } from './submission-search';

type Snapshot = { id: string; data(options: { serverTimestamps: 'estimate' }): unknown };
const parse = (snapshot: Snapshot): Submission | null =>
  submissionFromDoc(
    snapshot.id,
    snapshot.data({ serverTimestamps: 'estimate' }) as Record<string, unknown> | undefined,
  );

/**
 * The filter counts and the work queue on Firestore (docs/FIREBASE.md, "Limits"): counts by
 * count aggregation, one per status; the queue by equality queries on the verifier status fields,
 * each with its composite index in firestore.indexes.json. The shared rules decide who has which
 * bucket (workQueueScope); the queries express the same predicates as work-queue.ts.
 */
export function createFirebaseQueueApi(
  h: FirebaseHandles,
): Pick<Backend['berkasAdmin'], 'counts' | 'workQueue'> {
  const submissions = collection(h.db, 'submissions');

  const bucket = async (constraints: QueryConstraint[]): Promise<WorkQueueBucket> => {
    const [count, page] = await Promise.all([
      translated(() => getCountFromServer(query(submissions, ...constraints))),
      translated(() =>
        getDocs(
          query(
            submissions,
            ...constraints,
            orderBy('createdAt', 'asc'),
            limitTo(WORK_QUEUE_PREVIEW),
          ),
        ),
      ),
    ]);
    return {
      total: count.data().count,
      items: page.docs
        .map(parse)
        .filter((s): s is Submission => s !== null)
        .map(toQueueItem),
    };
  };

  const countOf = async (q: Query): Promise<number> =>
    (await translated(() => getCountFromServer(q))).data().count;

  return {
    counts: async ({ search }) => {
      const needle = normaliseSearch(search);
      const counts: StatusCounts = emptyStatusCounts();
      if (needle) {
        // No substring queries: counted within the same window the list searches.
        const window = await translated(() =>
          getDocs(query(submissions, orderBy('createdAt', 'desc'), limitTo(SEARCH_WINDOW))),
        );
        for (const s of window.docs.map(parse)) {
          if (!s || !matchesSearch(s, needle)) continue;
          counts[s.currentStatus] += 1;
          counts.total += 1;
        }
        return counts;
      }
      const perStatus = await Promise.all(
        SUBMISSION_STATUSES.map((status) =>
          countOf(query(submissions, where('currentStatus', '==', status))),
        ),
      );
      SUBMISSION_STATUSES.forEach((status, index) => {
        counts[status] = perStatus[index] ?? 0;
        counts.total += counts[status];
      });
      return counts;
    },

    workQueue: async () => {
      const { verifier, finalises } = workQueueScope(await callerProfile(h));
      const open = where('currentStatus', 'in', [...OPEN_STATUSES]);
      const [waiting, readyForApproval, awaitingFinal] = await Promise.all([
        verifier ? bucket([where(`verifiers.${verifier}.status`, '==', 'menunggu'), open]) : null,
        finalises
          ? bucket([
              ...VERIFIER_KEYS.map((key) => where(`verifiers.${key}.status`, '==', 'diverifikasi')),
              open,
            ])
          : null,
        finalises ? bucket([where('currentStatus', '==', 'Disetujui')]) : null,
      ]);
      return { verifier, waiting, readyForApproval, awaitingFinal };
    },
  };
}

import type { RecordUsage, UsageCounters } from '../../../../shared/resources/record-usage';
import type { FirebaseHandles } from './firebase-app';

/**
 * Firebase's counters of the uses of a declared collection's record by a feature's own
 * documents (record-usage.ts; the embedded server counts them in the delete's transaction). Each
 * loads its feature's code only when a record is removed. Asked just before the removal's batch:
 * the rules cannot count across collections, so a use added between the count and the batch is
 * not seen (docs/FIREBASE.md, "Limits").
 */
export function firebaseUsageCounters(h: FirebaseHandles): UsageCounters<Promise<number>> {
  return {
    'sc-active-bookings': (id) =>
      import('./sc-room-usage').then((usage) => usage.activeBookingsOfRoom(h, id)),
  } satisfies Record<RecordUsage, (id: string) => Promise<number>>;
}

/**
 * Uses of a declared collection's record by a feature's own store (UsageGuard in resource.ts):
 * each backend counts every one of them, the embedded server inside the delete's transaction.
 *
 * - 'sc-active-bookings': the loans' active bookings of the room (ruangId = the record's id)
 *   dated today or later in Asia/Jakarta (src/shared/sc/room-usage.ts says it once).
 */
export const RECORD_USAGES = ['sc-active-bookings'] as const;

export type RecordUsage = (typeof RECORD_USAGES)[number];

/** A backend's counters, one per usage: how many uses the record with this id still has. */
export type UsageCounters<Count = number> = Readonly<Record<RecordUsage, (id: string) => Count>>;

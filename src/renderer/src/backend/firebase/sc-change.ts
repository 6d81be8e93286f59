import { doc, runTransaction, type Transaction } from 'firebase/firestore';
import { SC_MESSAGES } from '../../../../shared/sc/booking-rules';
import { BackendError } from '../backend-error';
import type { FirebaseHandles } from './firebase-app';
import { translated } from './firebase-errors';
import { SC_COLLECTIONS } from './sc-docs';
import { occupancyOf, planSlots, type SlotHolder } from './sc-slots';

/** One change of a booking, decided from what the transaction read. */
export interface BookingChange<T> {
  id: string;
  /** The booking's slots before (null: a new booking) and after (null: removed). */
  before: SlotHolder | null;
  after: SlotHolder | null;
  /** The room named by the overlap message (roomName of booking-views.ts). */
  ruang: string;
  /** The booking's own writes and its mirrors' (the slot documents are written here). */
  write(tx: Transaction): void;
  result: T;
}

/** The answer to a half hour another booking already holds (ORIGINAL.md §5's text). */
export const overlapError = (ruang: string) =>
  new BackendError('CONFLICT', SC_MESSAGES.overlap(ruang), 409);

/**
 * Runs a booking change in one transaction: `decide` reads the booking's current state (and may
 * refuse with the shared rules' message), then the slot documents its old and new times touch are
 * read and rewritten with it. A concurrent change of one of those documents makes Firestore run
 * the whole transaction again on fresh data, so two overlapping bookings, however close together,
 * end with one booked and the other answered with the overlap message; the rules refuse whatever
 * this code would have missed.
 */
export async function runBookingChange<T>(
  h: FirebaseHandles,
  decide: (tx: Transaction) => Promise<BookingChange<T>>,
): Promise<T> {
  return translated(() =>
    runTransaction(h.db, async (tx) => {
      const change = await decide(tx);
      const before = occupancyOf(change.before);
      const after = occupancyOf(change.after);
      const touched = [...new Set([...before.keys(), ...after.keys()])].filter((dayId) => {
        const a = before.get(dayId);
        const b = after.get(dayId);
        return a?.[0] !== b?.[0] || a?.[1] !== b?.[1];
      });
      const snapshots = await Promise.all(
        touched.map((dayId) => tx.get(doc(h.db, SC_COLLECTIONS.slots, dayId))),
      );
      const current = new Map(
        snapshots.flatMap((s) => (s.exists() ? [[s.id, s.data()] as const] : [])),
      );
      const plan = planSlots(change.id, before, after, current);
      if (plan.conflict) throw overlapError(change.ruang);
      change.write(tx);
      for (const { dayId, day } of plan.writes) tx.set(doc(h.db, SC_COLLECTIONS.slots, dayId), day);
      return change.result;
    }),
  );
}

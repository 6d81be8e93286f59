import { collection, getDocs, query, where } from 'firebase/firestore';
import { bookingUsesRoom } from '../../../../shared/sc/room-usage';
import type { FirebaseHandles } from './firebase-app';
import { translated } from './firebase-errors';
import { SC_COLLECTIONS, publicSlotOf } from './sc-docs';

/**
 * The active bookings of a room dated today or later in Asia/Jakarta (room-usage.ts), from the
 * public calendar's documents: two equality filters (served by Firestore's single-field indexes)
 * and the date compared here.
 */
export async function activeBookingsOfRoom(h: FirebaseHandles, roomId: string): Promise<number> {
  const snapshot = await translated(() =>
    getDocs(
      query(
        collection(h.db, SC_COLLECTIONS.schedule),
        where('ruangId', '==', roomId),
        where('status', '==', 'aktif'),
      ),
    ),
  );
  const now = Date.now();
  return snapshot.docs.filter((d) => {
    const slot = publicSlotOf(d.id, d.data());
    return slot !== null && bookingUsesRoom({ ...slot, status: 'aktif' }, roomId, now);
  }).length;
}

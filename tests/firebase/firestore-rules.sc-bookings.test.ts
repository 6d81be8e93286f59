/**
 * firestore.rules against the Firestore emulator — the sports-centre loans' bookings
 * (docs/FIREBASE.md, "Peminjaman SC"): a public booking with every field checked; no two active
 * bookings on one half hour of a room part, however the batches are raced or bent, across linked
 * rooms too; the personal part for the sports ministry and master only, the code holder's
 * document by id only. Changes by the holder and the managers:
 * firestore-rules.sc-changes.test.ts. Skipped, with the reason printed, where the emulator does
 * not run (it needs Java 21).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  SC_COLLECTIONS,
  scheduleDocOf,
  type BookingDoc,
} from '../../src/renderer/src/backend/firebase/sc-docs';
import { skipReason } from './emulators';
import { asCaller, useRulesEnvironment } from './firestore-rules-support';
import { ALL } from './rules-fixtures';
import {
  book,
  freshBookingId,
  holderChange,
  newBooking,
  SC_MANAGERS,
  seedBooking,
  seedLoanRooms,
  slotFromNow,
  visitor,
} from './sc-rules-fixtures';

const SKIP = skipReason(['firestore'], 'Uji aturan Firestore (peminjaman SC)');

describe.skipIf(SKIP !== null)('firestore.rules: sports-centre bookings', () => {
  useRulesEnvironment();

  describe('a public booking', () => {
    it('a visitor books: the booking, its two views and its slots in one batch', async () => {
      await seedLoanRooms();
      await assertSucceeds(book(visitor(), freshBookingId(), newBooking('gabung')));
    });

    it('is refused without its slots, with a view that differs, or with any field bent', async () => {
      await seedLoanRooms();
      const refused = async (booking: BookingDoc, bend = {}) =>
        assertFails(book(visitor(), freshBookingId(), booking, bend));
      await refused(newBooking(), { withoutSlots: true });
      await refused(newBooking(), { withoutHolder: true });
      const b = newBooking();
      await refused(b, { schedule: { ...scheduleDocOf(b), organisasi: 'Lain' } });
      await refused(b, { schedule: { ...scheduleDocOf(b), penanggungJawab: b.penanggungJawab } });
      await refused(newBooking('barat', { status: 'dibatalkan' }));
      await refused(newBooking('barat', { waktuMulai: '10:15' }));
      await refused(newBooking('barat', { waktuSelesai: '09:00' }));
      await refused(newBooking('barat', { tanggal: slotFromNow(-96).tanggal }));
      await refused(newBooking('barat', { kontak: '0812' }));
      await refused(newBooking('barat', { kode: 'SC-ABCD' }));
      await refused(newBooking('barat', { penanggungJawab: ' ' }));
      await refused(newBooking('barat', { bagian: ['barat', 'timur'] }));
      await refused({ ...newBooking(), catatan: 'extra' } as BookingDoc);
      await refused(newBooking('barat', { checkIn: { waktu: serverTimestamp(), foto: 'x' } }));
      await refused(newBooking('kolam', { bagian: ['kolam'] }));
    });
  });

  describe('no overlapping bookings', () => {
    it('ten concurrent batches for one slot, written from the same empty state: one succeeds', async () => {
      await seedLoanRooms();
      const attempts = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) =>
          book(visitor(), freshBookingId(), newBooking(i % 2 ? 'gabung' : 'barat'), {
            current: new Map(),
          }),
        ),
      );
      expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    });

    it('a combined room overlapping one half is refused, however its slots are written', async () => {
      await seedLoanRooms();
      const half = await seedBooking({}, 'timur');
      const combined = newBooking('gabung', { tanggal: half.booking.tanggal, waktuMulai: '11:00' });
      // Written over the half's entries as if they were free, or leaving that half out.
      await assertFails(book(visitor(), freshBookingId(), combined, { current: new Map() }));
      await assertFails(book(visitor(), freshBookingId(), { ...combined, bagian: ['barat'] }));
      await assertFails(
        book(
          visitor(),
          freshBookingId(),
          { ...combined, ruangId: 'barat', bagian: ['barat'] },
          {
            bend: (batch) =>
              batch.delete(doc(visitor(), SC_COLLECTIONS.slots, `timur_${combined.tanggal}`)),
          },
        ),
      );
      // Once the half's booking is cancelled by its holder, the combination fits.
      await assertSucceeds(holderChange(visitor(), half, { status: 'dibatalkan' }));
      await assertSucceeds(book(visitor(), freshBookingId(), combined));
    });

    it('nobody frees or takes another booking’s half hours on their own', async () => {
      await seedLoanRooms();
      const stored = await seedBooking();
      const dayId = `barat_${stored.booking.tanggal}`;
      const db = visitor();
      const day = (await getDoc(doc(db, SC_COLLECTIONS.slots, dayId))).data() ?? {};
      await assertFails(
        setDoc(doc(db, SC_COLLECTIONS.slots, dayId), {
          ...day,
          jam: Array(48).fill(''),
          rentang: {},
        }),
      );
      await assertFails(setDoc(doc(db, SC_COLLECTIONS.slots, dayId), { ...day, oleh: 'lain' }));
    });
  });

  describe('who reads what', () => {
    it('the personal part: the sports ministry and master only', async () => {
      await seedLoanRooms();
      const { id } = await seedBooking();
      for (const kind of ALL) {
        const db = asCaller(kind);
        const read = getDocs(collection(db, SC_COLLECTIONS.bookings));
        const one = getDoc(doc(db, SC_COLLECTIONS.bookings, id));
        if (SC_MANAGERS.includes(kind)) {
          await assertSucceeds(read);
          await assertSucceeds(one);
        } else {
          await assertFails(read);
          await assertFails(one);
        }
      }
      expect(SC_MANAGERS).toEqual(['admin-pora', 'master']);
    });

    it('the holder’s document by its id only; the calendar’s active entries; the slots', async () => {
      await seedLoanRooms();
      const { key } = await seedBooking();
      const db = visitor();
      await assertSucceeds(getDoc(doc(db, SC_COLLECTIONS.holders, key)));
      await assertFails(getDocs(collection(db, SC_COLLECTIONS.holders)));
      await assertSucceeds(
        getDocs(query(collection(db, SC_COLLECTIONS.schedule), where('status', '==', 'aktif'))),
      );
      await assertFails(getDocs(collection(db, SC_COLLECTIONS.schedule)));
      await assertSucceeds(getDocs(collection(db, SC_COLLECTIONS.slots)));
    });
  });
});

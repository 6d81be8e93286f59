import {
  collection,
  doc,
  getDoc,
  onSnapshot,
  query,
  serverTimestamp,
  where,
} from 'firebase/firestore';
import { availabilityQuery, bookingInput, type PublicSlot } from '../../../../shared/sc/booking';
import { answersProblem } from '../../../../shared/sc/booking-answers';
import { newBookingCode } from '../../../../shared/sc/booking-code';
import { roomName } from '../../../../shared/sc/booking-views';
import { timeProblem } from '../../../../shared/sc/booking-rules';
import type { ScApi } from '../sc-api';
import type { FirebaseHandles } from './firebase-app';
import { toBackendError, translated } from './firebase-errors';
import { runBookingChange } from './sc-change';
import { readHolder } from './sc-code';
import {
  fieldProblem,
  readScQuestions,
  readScRooms,
  readScSettings,
  scSettingsOf,
  scSettingsRef,
} from './sc-context';
import {
  SC_COLLECTIONS,
  holderBookingOf,
  holderDocOf,
  holderKey,
  publicSlotOf,
  scheduleDocOf,
  type BookingDoc,
} from './sc-docs';
import { occupancyOf, roomParts, slotsFree } from './sc-slots';
import { validInput } from './validate-input';

const byTime = (a: PublicSlot, b: PublicSlot) =>
  `${a.tanggal} ${a.waktuMulai}`.localeCompare(`${b.tanggal} ${b.waktuMulai}`);

/** Answers as stored: trimmed, the empty ones of optional questions left out (as the server). */
const keptAnswers = (jawaban: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(jawaban)
      .map(([id, answer]) => [id, answer.trim()] as const)
      .filter(([, answer]) => answer !== ''),
  );

/** A fresh code from the browser's Web Crypto (50 random bits: booking-code.ts). */
const drawCode = () => newBookingCode((count) => crypto.getRandomValues(new Uint8Array(count)));

/**
 * The loans' public side on Firebase: the settings, the calendar (`sc_schedule`, active entries
 * only: room, time, organisation), the availability indicator (the slot documents) and a
 * booking. Nothing here reads a booking's personal part: the rules let only the managers read it.
 */
export function createPublicScApi(
  h: FirebaseHandles,
): Pick<ScApi, 'watchSettings' | 'watchSchedule' | 'availability' | 'book'> {
  return {
    watchSettings: (observer) =>
      onSnapshot(
        scSettingsRef(h),
        (snapshot) => observer.next(scSettingsOf(snapshot.data())),
        (error) => observer.error?.(toBackendError(error)),
      ),

    watchSchedule: (observer) =>
      // The rules let the public list exactly this query: active entries only.
      onSnapshot(
        query(collection(h.db, SC_COLLECTIONS.schedule), where('status', '==', 'aktif')),
        (snapshot) =>
          observer.next(
            snapshot.docs
              .flatMap((d) => {
                const slot = publicSlotOf(d.id, d.data());
                return slot ? [slot] : [];
              })
              .sort(byTime),
          ),
        (error) => observer.error?.(toBackendError(error)),
      ),

    async availability(input) {
      const asked = validInput(availabilityQuery, input);
      const [rooms, settings] = await Promise.all([readScRooms(h), readScSettings(h)]);
      // As the embedded server: a time that could not be booked anyway is refused at its field.
      const problem = timeProblem(asked, { now: Date.now(), settings, rooms, allowPast: false });
      if (problem) throw fieldProblem(problem);
      // A holder asking about a new time: their own booking does not count against itself; a
      // code that names no booking is "not found".
      const own = asked.kode?.trim() ? (await readHolder(h, asked.kode)).holder.bookingId : null;
      const wanted = occupancyOf({
        ...asked,
        status: 'aktif',
        bagian: roomParts(asked.ruangId, rooms),
      });
      const snapshots = await Promise.all(
        [...wanted.keys()].map((dayId) =>
          translated(() => getDoc(doc(h.db, SC_COLLECTIONS.slots, dayId))),
        ),
      );
      const current = new Map(snapshots.map((s) => [s.id, s.data()] as const));
      return { tersedia: slotsFree(wanted, current, own ?? undefined) };
    },

    async book(input) {
      const valid = validInput(bookingInput, input);
      const [rooms, questions, settings] = await Promise.all([
        readScRooms(h),
        readScQuestions(h),
        readScSettings(h),
      ]);
      const problem =
        timeProblem(valid, { now: Date.now(), settings, rooms, allowPast: false }) ??
        answersProblem(valid.jawaban, questions);
      if (problem) throw fieldProblem(problem);
      const ruang = roomName(valid.ruangId, rooms);
      const id = doc(collection(h.db, SC_COLLECTIONS.bookings)).id;
      const now = serverTimestamp();
      return runBookingChange(h, async (tx) => {
        // A code another booking already has (2^-50 per booking) would be refused by the rules:
        // draw again.
        let kode = drawCode();
        let key = await holderKey(kode);
        while ((await tx.get(doc(h.db, SC_COLLECTIONS.holders, key))).exists()) {
          kode = drawCode();
          key = await holderKey(kode);
        }
        // The confirmations are required to book, not kept: every booking has given them.
        const booking: BookingDoc = {
          ruangId: valid.ruangId,
          tanggal: valid.tanggal,
          waktuMulai: valid.waktuMulai,
          waktuSelesai: valid.waktuSelesai,
          penanggungJawab: valid.penanggungJawab,
          organisasi: valid.organisasi,
          kontak: valid.kontak,
          email: valid.email,
          jawaban: keptAnswers(valid.jawaban),
          kode,
          status: 'aktif',
          dibuatPada: now,
          diubahPada: now,
          checkIn: null,
          checkOut: null,
          bagian: roomParts(valid.ruangId, rooms),
        };
        const holder = holderDocOf(id, booking);
        return {
          id,
          before: null,
          after: booking,
          ruang,
          write: (t) => {
            t.set(doc(h.db, SC_COLLECTIONS.bookings, id), booking);
            t.set(doc(h.db, SC_COLLECTIONS.schedule, id), scheduleDocOf(booking));
            t.set(doc(h.db, SC_COLLECTIONS.holders, key), holder);
          },
          result: {
            kode,
            penanggungJawab: booking.penanggungJawab,
            booking: holderBookingOf(holder, rooms),
          },
        };
      });
    },
  };
}

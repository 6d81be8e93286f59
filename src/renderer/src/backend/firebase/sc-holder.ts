import {
  doc,
  getDoc,
  serverTimestamp,
  type DocumentReference,
  type Transaction,
} from 'firebase/firestore';
import { attendanceInput, bookingTimeInput, type BookingTime } from '../../../../shared/sc/booking';
import { roomName } from '../../../../shared/sc/booking-views';
import { attendanceProblem, changeProblem, timeProblem } from '../../../../shared/sc/booking-rules';
import type { ScApi } from '../sc-api';
import type { FirebaseHandles } from './firebase-app';
import { translated } from './firebase-errors';
import {
  decodeAttendancePhoto,
  uploadAttendancePhoto,
  type AttendanceStep,
} from './sc-attendance-photo';
import { runBookingChange } from './sc-change';
import { codeNotFound, holderRefOf, readHolder } from './sc-code';
import { fieldProblem, readScRooms, readScSettings, stateProblem } from './sc-context';
import {
  SC_COLLECTIONS,
  holderBookingOf,
  mirrorPatches,
  parseHolderDoc,
  type BookingDoc,
  type HolderDoc,
} from './sc-docs';
import { roomParts } from './sc-slots';
import { validInput } from './validate-input';

/** The holder's document read in a transaction, or the shared "not found" answer. */
async function holderIn(tx: Transaction, ref: DocumentReference): Promise<HolderDoc> {
  const holder = parseHolderDoc((await tx.get(ref)).data());
  if (!holder) throw codeNotFound();
  return holder;
}

/** What the shared locks and windows read of a booking. */
const stateOf = (holder: HolderDoc) => ({
  tanggal: holder.tanggal,
  waktuMulai: holder.waktuMulai,
  waktuSelesai: holder.waktuSelesai,
  status: holder.status,
  checkIn: holder.checkInPada,
  checkOut: holder.checkOutPada,
});

/**
 * The code holder's side on Firebase (/pinjam-sc/kelola, /absensi): no account, the code is the
 * key. The holder's document is fetched by the SHA-256 of the code (nobody may list them), and a
 * change writes the booking, its two mirrors and its slots in one transaction; the rules accept it
 * only when the holder's document is written in that batch too (knowing its id is the proof) and
 * the change is one the locks and windows allow by the request's time.
 */
export function createHolderScApi(
  h: FirebaseHandles,
): Pick<ScApi, 'find' | 'reschedule' | 'cancel' | 'checkIn' | 'checkOut'> {
  const view = async (ref: DocumentReference) => {
    const [snapshot, rooms] = await Promise.all([translated(() => getDoc(ref)), readScRooms(h)]);
    const holder = parseHolderDoc(snapshot.data());
    if (!holder) throw codeNotFound();
    return holderBookingOf(holder, rooms);
  };

  /** Writes `patch` to the booking and its mirrors, moving its slots when its time changes. */
  const change = (
    ref: DocumentReference,
    decide: (holder: HolderDoc) => { patch: Partial<BookingDoc>; ruang?: string },
  ) =>
    runBookingChange(h, async (tx) => {
      const holder = await holderIn(tx, ref);
      const decided = decide(holder);
      const patch = { ...decided.patch, diubahPada: serverTimestamp() };
      const mirrors = mirrorPatches(patch);
      const after = { ...holder, ...patch };
      return {
        id: holder.bookingId,
        before: holder,
        after: { ...after, bagian: patch.bagian ?? holder.bagian },
        ruang: decided.ruang ?? '',
        write: (t) => {
          t.update(doc(h.db, SC_COLLECTIONS.bookings, holder.bookingId), patch);
          t.update(ref, mirrors.holder);
          if (mirrors.schedule)
            t.update(doc(h.db, SC_COLLECTIONS.schedule, holder.bookingId), mirrors.schedule);
        },
        result: undefined,
      };
    });

  const attend = async (typed: string, foto: string, step: AttendanceStep) => {
    // The embedded server's order: the photo's form, the code, the window, the photo's content.
    validInput(attendanceInput, { foto });
    const { key, ref, holder: current } = await readHolder(h, typed);
    // Asked before the upload, so a refused step leaves no photo behind; asked again below.
    const refusal = (holder: HolderDoc) => attendanceProblem(stateOf(holder), step, Date.now());
    const early = refusal(current);
    if (early) throw stateProblem(early);
    const photo = decodeAttendancePhoto(foto);
    const path = await uploadAttendancePhoto(h, key, step, photo);
    await change(ref, (holder) => {
      const problem = refusal(holder);
      if (problem) throw stateProblem(problem);
      return { patch: { [step]: { waktu: serverTimestamp(), foto: path } } };
    });
    return view(ref);
  };

  return {
    find: async (typed) => view((await holderRefOf(h, typed)).ref),

    async reschedule(typed, time) {
      const valid: BookingTime = validInput(bookingTimeInput, time);
      const { ref } = await holderRefOf(h, typed);
      const [rooms, settings] = await Promise.all([readScRooms(h), readScSettings(h)]);
      await change(ref, (holder) => {
        const locked = changeProblem(stateOf(holder), Date.now());
        if (locked) throw stateProblem(locked);
        const problem = timeProblem(
          { ...valid, ruangId: holder.ruangId },
          { now: Date.now(), settings, rooms, allowPast: false },
        );
        if (problem) throw fieldProblem(problem);
        return {
          patch: { ...valid, bagian: roomParts(holder.ruangId, rooms) },
          ruang: roomName(holder.ruangId, rooms),
        };
      });
      return view(ref);
    },

    async cancel(typed) {
      const { ref } = await holderRefOf(h, typed);
      await change(ref, (holder) => {
        const locked = changeProblem(stateOf(holder), Date.now());
        if (locked) throw stateProblem(locked);
        return { patch: { status: 'dibatalkan' } };
      });
      return view(ref);
    },

    checkIn: (typed, foto) => attend(typed, foto, 'checkIn'),
    checkOut: (typed, foto) => attend(typed, foto, 'checkOut'),
  };
}

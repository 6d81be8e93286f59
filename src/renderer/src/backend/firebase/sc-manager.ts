import {
  collection,
  doc,
  getDoc,
  onSnapshot,
  serverTimestamp,
  writeBatch,
  type Transaction,
} from 'firebase/firestore';
import { bookingEditInput } from '../../../../shared/sc/booking';
import { answersProblem } from '../../../../shared/sc/booking-answers';
import {
  SC_BOOKING_CHANGE_LABELS,
  SC_BOOKING_HISTORY,
  bookingChangeView,
  type BookingLabelParts,
} from '../../../../shared/sc/booking-history';
import { SC_MESSAGES, timeProblem, type ScRoom } from '../../../../shared/sc/booking-rules';
import { roomName } from '../../../../shared/sc/booking-views';
import { describeChanges, type FieldChange } from '../../../../shared/histori/record-changes';
import {
  SC_SETTINGS_HISTORY,
  scSettingsInput,
  scSettingsProblem,
} from '../../../../shared/sc/sc-settings';
import { BackendError } from '../backend-error';
import type { ScApi } from '../sc-api';
import type { FirebaseHandles } from './firebase-app';
import { toBackendError, translated } from './firebase-errors';
import { callerProfile, historiDoc } from './histori-writer';
import { readAttendancePhoto, removeAttendancePhotos } from './sc-attendance-photo';
import { runBookingChange } from './sc-change';
import {
  fieldProblem,
  readScQuestions,
  readScRooms,
  readScSettings,
  scSettingsRef,
  stateProblem,
} from './sc-context';
import {
  SC_COLLECTIONS,
  holderDocOf,
  holderKey,
  managedBookingOf,
  parseBookingDoc,
  scheduleDocOf,
  type BookingDoc,
} from './sc-docs';
import { roomParts } from './sc-slots';
import { validInput } from './validate-input';

const notFound = () => new BackendError('NOT_FOUND', 'Peminjaman tidak ditemukan.', 404);

/**
 * Kelola Peminjaman SC on Firebase (the sports ministry and master; the rules check the area
 * again): the settings, every booking with everything, a correction, a cancellation and a removal,
 * each with its history entry in the same transaction.
 */
export function createManagerScApi(
  h: FirebaseHandles,
): Pick<
  ScApi,
  'saveSettings' | 'watchBookings' | 'photo' | 'update' | 'cancelAsManager' | 'remove'
> {
  const bookingRef = (id: string) => doc(h.db, SC_COLLECTIONS.bookings, id);
  const histori = () => doc(collection(h.db, 'histori'));

  /** How a history entry names a booking: room, date, time, organisation (booking-history.ts). */
  const labelOf = (b: BookingDoc, rooms: readonly ScRoom[]): BookingLabelParts => ({
    ruang: roomName(b.ruangId, rooms),
    tanggal: b.tanggal,
    waktuMulai: b.waktuMulai,
    waktuSelesai: b.waktuSelesai,
    organisasi: b.organisasi,
  });

  const read = async (id: string) => {
    const stored = parseBookingDoc((await translated(() => getDoc(bookingRef(id)))).data());
    if (!stored) throw notFound();
    return managedBookingOf(id, stored);
  };

  const storedIn = async (tx: Transaction, id: string) => {
    const stored = parseBookingDoc((await tx.get(bookingRef(id))).data());
    if (!stored) throw notFound();
    return stored;
  };

  /**
   * The writes of a booking's new state: the booking, its mirrors (whole: the manager reads the
   * booking) and the history entry naming the caller, in the change's transaction.
   */
  const rewriteOf = async (
    id: string,
    next: BookingDoc,
    action: string,
    changes: readonly FieldChange[] = [],
  ) => {
    const profile = await callerProfile(h);
    const key = await holderKey(next.kode);
    return (tx: Transaction) => {
      tx.set(bookingRef(id), next);
      tx.set(doc(h.db, SC_COLLECTIONS.schedule, id), scheduleDocOf(next));
      tx.set(doc(h.db, SC_COLLECTIONS.holders, key), holderDocOf(id, next));
      tx.set(histori(), historiDoc(profile, profile.id, action, changes));
    };
  };

  return {
    async saveSettings(input) {
      const profile = await callerProfile(h);
      const settings = validInput(scSettingsInput, input);
      const problem = scSettingsProblem(settings);
      if (problem) throw fieldProblem(problem);
      const batch = writeBatch(h.db);
      batch.set(scSettingsRef(h), settings);
      batch.set(histori(), historiDoc(profile, profile.id, SC_SETTINGS_HISTORY));
      await translated(() => batch.commit());
      return settings;
    },

    watchBookings: (observer) =>
      onSnapshot(
        collection(h.db, SC_COLLECTIONS.bookings),
        (snapshot) =>
          observer.next(
            snapshot.docs
              .flatMap((d) => {
                const stored = parseBookingDoc(d.data({ serverTimestamps: 'estimate' }));
                return stored ? [managedBookingOf(d.id, stored)] : [];
              })
              .sort((a, b) => b.dibuatPada.localeCompare(a.dibuatPada)),
          ),
        (error) => observer.error?.(toBackendError(error)),
      ),

    photo: (foto) => readAttendancePhoto(h, foto),

    async update(id, input) {
      const edit = validInput(bookingEditInput, input);
      const [rooms, questions, settings] = await Promise.all([
        readScRooms(h),
        readScQuestions(h),
        readScSettings(h),
      ]);
      // A manager may correct a booking in the past; every other rule holds.
      const problem =
        timeProblem(edit, { now: Date.now(), settings, rooms, allowPast: true }) ??
        answersProblem(edit.jawaban, questions);
      if (problem) throw fieldProblem(problem);
      await runBookingChange(h, async (tx) => {
        const before = await storedIn(tx, id);
        const after: BookingDoc = {
          ...before,
          ...edit,
          bagian: roomParts(edit.ruangId, rooms),
          diubahPada: serverTimestamp(),
        };
        return {
          id,
          before,
          after,
          ruang: roomName(edit.ruangId, rooms),
          write: await rewriteOf(
            id,
            after,
            SC_BOOKING_HISTORY.edit(labelOf(after, rooms)),
            describeChanges(
              bookingChangeView(labelOf(before, rooms)),
              bookingChangeView(labelOf(after, rooms)),
              { ...SC_BOOKING_CHANGE_LABELS },
            ),
          ),
          result: undefined,
        };
      });
      return read(id);
    },

    async cancelAsManager(id) {
      const rooms = await readScRooms(h);
      await runBookingChange(h, async (tx) => {
        const before = await storedIn(tx, id);
        if (before.status === 'dibatalkan') throw stateProblem(SC_MESSAGES.cancelled);
        const after: BookingDoc = {
          ...before,
          status: 'dibatalkan',
          diubahPada: serverTimestamp(),
        };
        const write = await rewriteOf(id, after, SC_BOOKING_HISTORY.cancel(labelOf(before, rooms)));
        return { id, before, after, ruang: '', write, result: undefined };
      });
      return read(id);
    },

    async remove(id) {
      const rooms = await readScRooms(h);
      const photos = await runBookingChange(h, async (tx) => {
        const before = await storedIn(tx, id);
        const profile = await callerProfile(h);
        const key = await holderKey(before.kode);
        return {
          id,
          before,
          after: null,
          ruang: '',
          write: (t) => {
            t.delete(bookingRef(id));
            t.delete(doc(h.db, SC_COLLECTIONS.schedule, id));
            t.delete(doc(h.db, SC_COLLECTIONS.holders, key));
            t.set(
              histori(),
              historiDoc(profile, profile.id, SC_BOOKING_HISTORY.remove(labelOf(before, rooms))),
            );
          },
          result: [before.checkIn?.foto, before.checkOut?.foto].filter((path): path is string =>
            Boolean(path),
          ),
        };
      });
      await removeAttendancePhotos(h, photos);
    },
  };
}

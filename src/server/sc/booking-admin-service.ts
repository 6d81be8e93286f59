import { describeChanges } from '../../shared/histori/record-changes';
import { bookingEditInput, type ManagedBooking } from '../../shared/sc/booking';
import {
  bookingChangeView,
  SC_BOOKING_CHANGE_LABELS,
  SC_BOOKING_HISTORY,
  type BookingLabelParts,
} from '../../shared/sc/booking-history';
import { SC_MESSAGES, type ScRoom } from '../../shared/sc/booking-rules';
import { roomName } from '../../shared/sc/booking-views';
import type { StoredUser } from '../accounts/user-repository';
import type { HistoriService } from '../histori/histori-service';
import { AppError, parseInput } from '../http/app-error';
import {
  managedView,
  publishBookings,
  refusal,
  ruleContext,
  type BookingDeps,
} from './booking-context';
import type { StoredBooking } from './booking-repository';
import { placeProblem } from './booking-service';
import type { PhotoStore } from './photo-store';

export const BOOKING_NOT_FOUND = 'Peminjaman tidak ditemukan.';

const notFound = () => new AppError('NOT_FOUND', 404, BOOKING_NOT_FOUND);

/** How a history entry names a booking: room, date, time, organisation (booking-history.ts). */
const labelOf = (b: StoredBooking, rooms: readonly ScRoom[]): BookingLabelParts => ({
  ruang: roomName(b.ruangId, rooms),
  tanggal: b.tanggal,
  waktuMulai: b.waktuMulai,
  waktuSelesai: b.waktuSelesai,
  organisasi: b.organisasi,
});

/**
 * Kelola Peminjaman SC (issue 20 §5): the sports ministry and master edit, cancel and delete any
 * booking. An edit is checked like a booking (time, answers, overlap across linked rooms) but may
 * lie in the past, for corrections. Each change and its history entry are one transaction; a
 * deletion removes the booking's photos with it.
 */
export function createBookingAdminService(
  deps: BookingDeps & { histori: HistoriService; photos: PhotoStore },
) {
  const { db, bookings, histori } = deps;
  const existing = (id: string) => {
    const booking = bookings.findById(id);
    if (!booking) throw notFound();
    return booking;
  };

  return {
    list: (): ManagedBooking[] => bookings.list().map(managedView),

    update(actor: StoredUser, id: string, body: unknown): ManagedBooking {
      const edit = parseInput(bookingEditInput, body);
      const updated = db.transaction(() => {
        const current = existing(id);
        const context = ruleContext(deps);
        const problem = placeProblem(deps, edit, context, {
          allowPast: true,
          except: id,
          jawaban: edit.jawaban,
        });
        // A cancelled booking blocks nothing, so only an active one can overlap another.
        if (problem && !(problem.statusCode === 409 && current.status !== 'aktif')) throw problem;
        const next: StoredBooking = {
          ...current,
          ...edit,
          diubahPada: new Date(context.now).toISOString(),
        };
        bookings.update(next);
        const before = labelOf(current, context.rooms);
        const after = labelOf(next, context.rooms);
        histori.record(
          actor,
          SC_BOOKING_HISTORY.edit(after),
          describeChanges(bookingChangeView(before), bookingChangeView(after), {
            ...SC_BOOKING_CHANGE_LABELS,
          }),
        );
        return next;
      })();
      publishBookings(deps.hub);
      return managedView(updated);
    },

    cancel(actor: StoredUser, id: string): ManagedBooking {
      const cancelled = db.transaction(() => {
        const current = existing(id);
        if (current.status === 'dibatalkan') throw refusal(409, SC_MESSAGES.cancelled);
        const context = ruleContext(deps);
        const next: StoredBooking = {
          ...current,
          status: 'dibatalkan',
          diubahPada: new Date(context.now).toISOString(),
        };
        bookings.update(next);
        histori.record(actor, SC_BOOKING_HISTORY.cancel(labelOf(current, context.rooms)));
        return next;
      })();
      publishBookings(deps.hub);
      return managedView(cancelled);
    },

    remove(actor: StoredUser, id: string): void {
      const photoPaths = db.transaction(() => {
        const current = existing(id);
        bookings.remove(id);
        const paths = deps.photos.forget([current.checkInFoto, current.checkOutFoto]);
        histori.record(actor, SC_BOOKING_HISTORY.remove(labelOf(current, ruleContext(deps).rooms)));
        return paths;
      })();
      deps.photos.unlink(photoPaths);
      publishBookings(deps.hub);
    },
  };
}

export type BookingAdminService = ReturnType<typeof createBookingAdminService>;

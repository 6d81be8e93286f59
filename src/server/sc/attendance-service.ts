import * as z from 'zod/mini';
import { attendanceInput, type HolderBooking } from '../../shared/sc/booking';
import { attendanceProblem } from '../../shared/sc/booking-rules';
import { holderView } from '../../shared/sc/booking-views';
import { parseInput } from '../http/app-error';
import {
  managedView,
  publishBookings,
  refusal,
  ruleContext,
  type BookingDeps,
} from './booking-context';
import type { StoredBooking } from './booking-repository';
import { codeNotFound, holderState, type BookingService, type OnMiss } from './booking-service';
import type { PhotoStore } from './photo-store';

const attendanceBody = z.strictObject({
  kode: z.string().check(z.maxLength(64)),
  foto: attendanceInput.shape.foto,
});

type Step = 'checkIn' | 'checkOut';

/**
 * Check-in and check-out with a photo (issue 20 §4): only in their windows (booking-rules.ts,
 * by the server's clock), never on a cancelled booking. A refusal known before the upload is
 * answered before any file is written; then the photo is checked and written under a temporary
 * name, and one transaction re-reads the booking, decides again, records the file and the step
 * together. A refusal or failure keeps neither the file nor a change.
 */
export function createAttendanceService(
  deps: BookingDeps & { photos: PhotoStore; bookingService: BookingService },
) {
  const { db, bookings, photos } = deps;
  const problemOf = (b: StoredBooking, step: Step) =>
    attendanceProblem(holderState(b), step, deps.now());

  const record = (step: Step, body: unknown, miss: OnMiss): HolderBooking => {
    const input = parseInput(attendanceBody, body);
    const found = deps.bookingService.locate(input.kode, miss);
    const early = problemOf(found, step);
    if (early) throw refusal(409, early);
    const pending = photos.writePending(
      photos.bytesOf(input.foto),
      step === 'checkIn' ? 'check-in' : 'check-out',
    );
    try {
      const result = db.transaction(() => {
        const booking = bookings.findById(found.id);
        if (!booking) throw codeNotFound();
        const problem = problemOf(booking, step);
        if (problem) throw refusal(409, problem);
        const at = new Date(deps.now()).toISOString();
        const next: StoredBooking =
          step === 'checkIn'
            ? { ...booking, checkInPada: at, checkInFoto: pending.row.id, diubahPada: at }
            : { ...booking, checkOutPada: at, checkOutFoto: pending.row.id, diubahPada: at };
        bookings.update(next);
        photos.commit(pending);
        return holderView(managedView(next), ruleContext(deps).rooms);
      })();
      publishBookings(deps.hub);
      return result;
    } catch (error) {
      photos.discard(pending);
      throw error;
    }
  };
  return {
    checkIn: (body: unknown, miss: OnMiss) => record('checkIn', body, miss),
    checkOut: (body: unknown, miss: OnMiss) => record('checkOut', body, miss),
  };
}

export type AttendanceService = ReturnType<typeof createAttendanceService>;

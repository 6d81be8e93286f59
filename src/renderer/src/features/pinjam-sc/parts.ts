import { definePart } from '../berkas/parts/part';

/**
 * The loan pages' pieces that are their own chunks (the berkas pages' parts), fetched when the
 * page needs them: the calendar and the booking form once /pinjam-sc is the
 * browser's, a booking's details once one is picked, the reschedule
 * form and the cancel dialog while a booking is looked up, the camera once a check-in or
 * check-out is asked.
 */
export const scheduleCalendarPart = definePart(() =>
  import('./ScheduleCalendar').then((module) => module.default),
);
export const bookingChangesPart = definePart(() =>
  import('./BookingChanges').then((module) => module.BookingChanges),
);
export const cameraCapturePart = definePart(() =>
  import('./CameraCapture').then((module) => module.CameraCapture),
);
// The booking form with its date and time fields: below the calendar.
export const bookingFormPart = definePart(() =>
  import('./BookingForm').then((module) => module.BookingForm),
);
// A booking's details in a dialog: Mantine's modal stack only once a booking is picked.
export const slotDetailPart = definePart(() =>
  import('./SlotDetailModal').then((module) => module.SlotDetailModal),
);

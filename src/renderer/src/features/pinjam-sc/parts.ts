import { definePart } from '../berkas/parts/part';

/**
 * The loan pages' pieces that are their own chunks (the berkas pages' parts), fetched when the
 * page needs them: the calendar (react-big-calendar) and the booking form once /pinjam-sc's
 * information notice is closed, the reschedule form and the cancel dialog while a booking is
 * looked up, the camera once a check-in or check-out is asked.
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
// The booking form with its date and time pickers (@mantine/dates' TimePicker and its popover):
// below the calendar, and behind the information notice while it is open.
export const bookingFormPart = definePart(() =>
  import('./BookingForm').then((module) => module.BookingForm),
);

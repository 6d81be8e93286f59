import dayjs from 'dayjs';
import 'dayjs/locale/id';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Calendar, dayjsLocalizer, Views, type View } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { clockSpanText } from '../../../../shared/clock-text';
import type { PublicSlot } from '../../../../shared/sc/booking';
import type { ScRoom } from '../../../../shared/sc/booking-rules';
import classes from './ScheduleCalendar.module.css';
import {
  dayOf,
  jakartaNowAsLocal,
  scheduleEvents,
  wallClockDate,
  type ScheduleEvent,
} from './schedule-events';

const localizer = dayjsLocalizer(dayjs);

/** react-big-calendar's words in Indonesian (ORIGINAL.md §5's "Tidak ada jadwal…" among them). */
const MESSAGES = {
  date: 'Tanggal',
  time: 'Waktu',
  event: 'Jadwal',
  allDay: 'Sepanjang hari',
  week: 'Minggu',
  work_week: 'Hari kerja',
  day: 'Hari',
  month: 'Bulan',
  previous: 'Sebelumnya',
  next: 'Berikutnya',
  yesterday: 'Kemarin',
  tomorrow: 'Besok',
  today: 'Hari Ini',
  agenda: 'Agenda',
  noEventsInRange: 'Tidak ada jadwal di rentang waktu ini.',
  showMore: (count: number) => `+${count} lainnya`,
};

const FORMATS = {
  timeGutterFormat: 'HH.mm',
  eventTimeRangeFormat: ({ start, end }: { start: Date; end: Date }) =>
    clockSpanText(dayjs(start).format('HH:mm'), dayjs(end).format('HH:mm')),
  agendaTimeRangeFormat: ({ start, end }: { start: Date; end: Date }) =>
    clockSpanText(dayjs(start).format('HH:mm'), dayjs(end).format('HH:mm')),
  agendaDateFormat: 'ddd, D MMM',
  dayHeaderFormat: 'dddd, D MMMM YYYY',
  dayFormat: 'ddd D',
};

const VIEWS = [Views.MONTH, Views.WEEK, Views.DAY, Views.AGENDA];

/**
 * The public calendar of active bookings (react-big-calendar, loaded with this module only on
 * /pinjam-sc): month, week, day and agenda, coloured per room. A day picked fills the form's
 * date; a booking picked opens its public detail (room, date, time, organisation).
 */
export default function ScheduleCalendar(props: {
  slots: readonly PublicSlot[];
  rooms: readonly ScRoom[];
  filter: string | null;
  jamBuka: string;
  jamTutup: string;
  /** The day to open on (YYYY-MM-DD: "Lihat di Kalender" from the receipt); today otherwise. */
  initialDay?: string | undefined;
  onPickDay(tanggal: string): void;
  onPickSlot(slot: PublicSlot): void;
}) {
  const [view, setView] = useState<View>(Views.MONTH);
  const [date, setDate] = useState(() =>
    props.initialDay ? wallClockDate(props.initialDay, '00:00') : jakartaNowAsLocal(),
  );
  const events = useMemo(
    () => scheduleEvents(props.slots, props.rooms, props.filter),
    [props.slots, props.rooms, props.filter],
  );
  const container = useRef<HTMLDivElement>(null);
  useMonthWithoutTableRoles(container);
  // The time grid shows the opening hours only (on the day of today: only its clock matters).
  const min = wallClockDate('2000-01-01', props.jamBuka);
  const max = wallClockDate('2000-01-01', props.jamTutup);

  return (
    <div className={classes.calendar} ref={container}>
      <Calendar<ScheduleEvent>
        localizer={localizer}
        culture="id"
        events={events}
        views={VIEWS}
        view={view}
        onView={setView}
        date={date}
        onNavigate={setDate}
        getNow={() => jakartaNowAsLocal()}
        min={min}
        max={max}
        step={30}
        timeslots={2}
        messages={MESSAGES}
        formats={FORMATS}
        popup
        selectable
        longPressThreshold={150}
        onSelectSlot={(slot) => props.onPickDay(dayOf(slot.start))}
        onSelectEvent={(event) => props.onPickSlot(event.slot)}
        eventPropGetter={(event) => ({
          style: { backgroundColor: event.color, borderColor: event.color, color: '#fff' },
        })}
        tooltipAccessor={(event) => event.title}
      />
    </div>
  );
}

/**
 * The month view marks its weeks as an ARIA table but puts the bookings and the "+N lainnya"
 * buttons inside the rows, which a table row may not hold (axe: aria-required-children). Its
 * table roles are taken off, kept off as the library redraws: the days and bookings are read as
 * the buttons and text they are.
 */
function useMonthWithoutTableRoles(container: React.RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    const strip = () => {
      for (const element of root.querySelectorAll(
        '.rbc-month-view[role], .rbc-month-view [role="rowgroup"], .rbc-month-view [role="row"], .rbc-month-view [role="cell"], .rbc-month-view [role="columnheader"]',
      ))
        element.removeAttribute('role');
      // Its day names say "not sorted", which only a column header may say.
      for (const element of root.querySelectorAll('.rbc-month-view [aria-sort]'))
        element.removeAttribute('aria-sort');
      // The library names the month "Month View" in English, whatever its messages say; the
      // section around it already names it ("Jadwal Sport Center").
      for (const element of root.querySelectorAll('.rbc-month-view[aria-label]'))
        element.removeAttribute('aria-label');
    };
    strip();
    const observer = new MutationObserver(strip);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['role', 'aria-sort', 'aria-label'],
    });
    return () => observer.disconnect();
  }, [container]);
}

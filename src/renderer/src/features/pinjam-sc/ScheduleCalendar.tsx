import { useMemo, useState } from 'react';
import type { PublicSlot } from '../../../../shared/sc/booking';
import type { ScRoom } from '../../../../shared/sc/booking-rules';
import { jakartaDate } from '../../../../shared/jakarta-time';
import { ScheduleAgenda } from './ScheduleAgenda';
import classes from './ScheduleCalendar.module.css';
import { eventsByDay, scheduleEvents } from './schedule-events';
import { moveDay, rangeText, VIEW_LABELS, weekOf, type ScheduleView } from './schedule-grid';
import { ScheduleMonth } from './ScheduleMonth';
import { ScheduleTimeGrid } from './ScheduleTimeGrid';

const VIEWS = Object.keys(VIEW_LABELS) as ScheduleView[];

/**
 * The public calendar of active bookings (loaded with this module only on /pinjam-sc): month,
 * week, day and agenda, coloured per room. Plain elements and a little arithmetic on dates, not a
 * calendar library, so the page's first load stays light. A day picked fills the form's date; a
 * booking picked opens its public detail (room, date, time, organisation).
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
  // Yogyakarta's today, whatever the browser's zone, read once: the calendar is drawn only in
  // the browser (the server's HTML keeps its place), so no hydration can disagree with it.
  const [today] = useState(() => jakartaDate(Date.now()));
  const [view, setView] = useState<ScheduleView>('bulan');
  const [day, setDay] = useState(() => props.initialDay ?? today);
  const byDay = useMemo(
    () => eventsByDay(scheduleEvents(props.slots, props.rooms, props.filter)),
    [props.slots, props.rooms, props.filter],
  );
  const common = {
    byDay,
    today,
    onPickDay: props.onPickDay,
    onPickEvent: (slot: PublicSlot) => props.onPickSlot(slot),
  };

  return (
    <div className={classes.calendar}>
      <div className={classes.toolbar}>
        <span className={classes.group}>
          <button type="button" onClick={() => setDay(today)}>
            Hari Ini
          </button>
          <button type="button" onClick={() => setDay(moveDay(view, day, -1))}>
            Sebelumnya
          </button>
          <button type="button" onClick={() => setDay(moveDay(view, day, 1))}>
            Berikutnya
          </button>
        </span>
        <span className={classes.label} aria-live="polite">
          {rangeText(view, day)}
        </span>
        <span className={classes.group}>
          {VIEWS.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={view === name}
              onClick={() => setView(name)}
            >
              {VIEW_LABELS[name]}
            </button>
          ))}
        </span>
      </div>
      {view === 'bulan' && <ScheduleMonth {...common} day={day} />}
      {view === 'minggu' && (
        <ScheduleTimeGrid {...common} days={weekOf(day)} from={props.jamBuka} to={props.jamTutup} />
      )}
      {view === 'hari' && (
        <ScheduleTimeGrid {...common} days={[day]} from={props.jamBuka} to={props.jamTutup} />
      )}
      {view === 'agenda' && <ScheduleAgenda {...common} day={day} />}
    </div>
  );
}

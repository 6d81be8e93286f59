import type { PublicSlot } from '../../../../shared/sc/booking';
import { clockText } from '../../../../shared/clock-text';
import { weekday } from '../../../../shared/agenda/wall-clock';
import classes from './ScheduleTimeGrid.module.css';
import { ScheduleEventButton } from './ScheduleEventButton';
import type { ScheduleEvent } from './schedule-events';
import { dayColumns, longDayText, minutesOf, shortDayName } from './schedule-grid';

/**
 * The week and day views: the opening hours (whole hours around them) down the side, a column
 * per day with its bookings at their wall-clock times, overlapping ones side by side. A day's
 * heading, or a tap in its column, fills the form's date.
 */
export function ScheduleTimeGrid(props: {
  days: readonly string[];
  /** The opening hours, HH:mm. */
  from: string;
  to: string;
  today: string;
  byDay: ReadonlyMap<string, ScheduleEvent[]>;
  onPickDay(day: string): void;
  onPickEvent(slot: PublicSlot): void;
}) {
  const start = Math.floor(minutesOf(props.from) / 60) * 60;
  const end = Math.max(start + 60, Math.ceil(minutesOf(props.to) / 60) * 60);
  const hours = Array.from({ length: (end - start) / 60 }, (_, index) => start + index * 60);
  const at = (clock: string) =>
    `${((Math.min(Math.max(minutesOf(clock), start), end) - start) / (end - start)) * 100}%`;
  const todayClass = (day: string) => (day === props.today ? ` ${classes.today}` : '');

  return (
    <div className={classes.view}>
      <div className={classes.header}>
        <span className={classes.gutter} />
        {props.days.map((day) => (
          <button
            key={day}
            type="button"
            className={`${classes.heading}${todayClass(day)}`}
            // Named by what it shows; the full day is its tooltip and description.
            title={`${longDayText(day)}${day === props.today ? ' (hari ini)' : ''}`}
            aria-current={day === props.today ? 'date' : undefined}
            onClick={() => props.onPickDay(day)}
          >
            {shortDayName(weekday(day))} {Number(day.slice(8, 10))}
          </button>
        ))}
      </div>
      <div className={classes.content}>
        <div className={classes.gutter} aria-hidden>
          {hours.map((minute) => (
            <div key={minute} className={classes.hour}>
              {clockText(`${String(minute / 60).padStart(2, '0')}:00`)}
            </div>
          ))}
        </div>
        {props.days.map((day) => (
          <div
            key={day}
            className={`${classes.column}${todayClass(day)}`}
            onClick={() => props.onPickDay(day)}
          >
            {hours.map((minute) => (
              <div key={minute} className={classes.hour} />
            ))}
            {dayColumns(props.byDay.get(day) ?? []).map(({ event, column, columns }) => (
              <ScheduleEventButton
                key={event.id}
                event={event}
                variant="timed"
                onPick={props.onPickEvent}
                style={{
                  top: at(event.mulai),
                  bottom: `calc(100% - ${at(event.selesai)})`,
                  left: `${(column / columns) * 100}%`,
                  width: `${100 / columns}%`,
                }}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

import type { CSSProperties } from 'react';
import type { PublicSlot } from '../../../../shared/sc/booking';
import { clockSpanText } from '../../../../shared/clock-text';
import classes from './ScheduleEventButton.module.css';
import type { ScheduleEvent } from './schedule-events';

/**
 * A booking on the calendar, in its room's colour: its title (and its hours in the time grid).
 * Named by what it shows (voice control says what it sees); the title, its tooltip and
 * description, adds the hours the month's small bar leaves out.
 */
export function ScheduleEventButton(props: {
  event: ScheduleEvent;
  /** A bar (the month), placed by its hours with them shown (the time grid), or a row's cell. */
  variant?: 'bar' | 'timed' | 'row';
  style?: CSSProperties;
  onPick(slot: PublicSlot): void;
}) {
  const { event } = props;
  const hours = clockSpanText(event.mulai, event.selesai);
  return (
    <button
      type="button"
      className={
        props.variant === 'timed'
          ? `${classes.event} ${classes.timed}`
          : props.variant === 'row'
            ? `${classes.event} ${classes.wrapping}`
            : classes.event
      }
      style={{ ...props.style, backgroundColor: event.color }}
      title={`${event.title}, ${hours}`}
      onClick={(click) => {
        // Not also a pick of the day the event sits on.
        click.stopPropagation();
        props.onPick(event.slot);
      }}
    >
      {props.variant === 'timed' && <span className={classes.time}>{hours}</span>}{' '}
      <span className={classes.title}>{event.title}</span>
    </button>
  );
}

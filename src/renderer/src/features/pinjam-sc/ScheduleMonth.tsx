import { useEffect, useRef, useState } from 'react';
import type { PublicSlot } from '../../../../shared/sc/booking';
import classes from './ScheduleMonth.module.css';
import { ScheduleEventButton } from './ScheduleEventButton';
import type { ScheduleEvent } from './schedule-events';
import { longDayText, monthWeeks, shortDayName } from './schedule-grid';

/** A day shows this many bookings at most; more leave room for "+N lainnya". */
const SHOWN = 3;

/**
 * The month view: weeks from Sunday, each day a button named in full ("Senin, 16 November 2026")
 * that fills the form's date (as does a tap anywhere in the day), its bookings under it. A day
 * with more bookings than fit shows "+N lainnya", which lists them all in place.
 */
export function ScheduleMonth(props: {
  day: string;
  today: string;
  byDay: ReadonlyMap<string, ScheduleEvent[]>;
  onPickDay(day: string): void;
  onPickEvent(slot: PublicSlot): void;
}) {
  const { byDay, today } = props;
  const month = props.day.slice(0, 7);
  const [more, setMore] = useState<string | null>(null);
  const weeks = monthWeeks(props.day);
  return (
    <div className={classes.month}>
      <div className={classes.header} aria-hidden>
        {weeks[0]!.map((_, index) => (
          <span key={index}>{shortDayName(index)}</span>
        ))}
      </div>
      {weeks.map((week) => (
        <div key={week[0]} className={classes.week}>
          {week.map((day) => {
            const events = byDay.get(day) ?? [];
            const shown = events.length > SHOWN ? events.slice(0, SHOWN - 1) : events;
            const classNames = [
              classes.day,
              day.slice(0, 7) !== month && classes.offRange,
              day === today && classes.today,
            ];
            return (
              <div
                key={day}
                className={classNames.filter(Boolean).join(' ')}
                onClick={() => props.onPickDay(day)}
              >
                <button
                  type="button"
                  className={classes.date}
                  aria-label={`${longDayText(day)}${day === today ? ' (hari ini)' : ''}`}
                  aria-current={day === today ? 'date' : undefined}
                  onClick={(click) => {
                    click.stopPropagation();
                    props.onPickDay(day);
                  }}
                >
                  {Number(day.slice(8, 10))}
                </button>
                {shown.map((event) => (
                  <ScheduleEventButton key={event.id} event={event} onPick={props.onPickEvent} />
                ))}
                {shown.length < events.length && (
                  <button
                    type="button"
                    className={classes.showMore}
                    aria-expanded={more === day}
                    onClick={(click) => {
                      click.stopPropagation();
                      setMore(day);
                    }}
                  >
                    +{events.length - shown.length} lainnya
                  </button>
                )}
                {more === day && (
                  <DayOverlay
                    day={day}
                    events={events}
                    onPick={props.onPickEvent}
                    onClose={() => setMore(null)}
                  />
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/** Every booking of a crowded day, over its cell; Escape or a click elsewhere closes it. */
function DayOverlay(props: {
  day: string;
  events: readonly ScheduleEvent[];
  onPick(slot: PublicSlot): void;
  onClose(): void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const { onClose } = props;
  useEffect(() => {
    opener.current = document.activeElement as HTMLElement | null;
    box.current?.querySelector('button')?.focus();
    const away = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [onClose]);
  return (
    <div
      ref={box}
      className={classes.overlay}
      role="group"
      aria-label={longDayText(props.day)}
      onClick={(click) => click.stopPropagation()}
      onKeyDown={(key) => {
        if (key.key !== 'Escape') return;
        onClose();
        // Back to "+N lainnya"; a click elsewhere keeps the focus where it went.
        opener.current?.focus();
      }}
    >
      <div className={classes.overlayHeader}>{longDayText(props.day)}</div>
      {props.events.map((event) => (
        <ScheduleEventButton key={event.id} event={event} onPick={props.onPick} />
      ))}
    </div>
  );
}

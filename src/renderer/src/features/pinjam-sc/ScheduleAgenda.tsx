import { addDays } from '../../../../shared/agenda/wall-clock';
import type { PublicSlot } from '../../../../shared/sc/booking';
import { clockSpanText } from '../../../../shared/clock-text';
import classes from './ScheduleAgenda.module.css';
import { ScheduleEventButton } from './ScheduleEventButton';
import type { ScheduleEvent } from './schedule-events';
import { AGENDA_DAYS, agendaDayText } from './schedule-grid';

/**
 * The agenda view: the bookings of thirty days from the shown day, as a table of day, time and
 * booking (ORIGINAL.md §5's "Tidak ada jadwal…" when there is none).
 */
export function ScheduleAgenda(props: {
  day: string;
  byDay: ReadonlyMap<string, ScheduleEvent[]>;
  onPickEvent(slot: PublicSlot): void;
}) {
  const days = Array.from({ length: AGENDA_DAYS }, (_, index) => addDays(props.day, index)).filter(
    (day) => (props.byDay.get(day)?.length ?? 0) > 0,
  );
  if (days.length === 0)
    return <p className={classes.empty}>Tidak ada jadwal di rentang waktu ini.</p>;
  return (
    <div className={classes.agenda}>
      <table>
        <thead>
          <tr>
            <th scope="col">Tanggal</th>
            <th scope="col">Waktu</th>
            <th scope="col">Jadwal</th>
          </tr>
        </thead>
        <tbody>
          {days.flatMap((day) =>
            (props.byDay.get(day) ?? []).map((event, index, events) => (
              <tr key={event.id}>
                {index === 0 && (
                  <th scope="row" rowSpan={events.length}>
                    {agendaDayText(day)}
                  </th>
                )}
                <td>{clockSpanText(event.mulai, event.selesai)}</td>
                <td>
                  <ScheduleEventButton event={event} variant="row" onPick={props.onPickEvent} />
                </td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  );
}

import { Group, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { formatDay, formatMonth } from '../../../../shared/agenda/agenda-format';
import { DAYS_ID } from '../../../../shared/calendar-names';
import { addDays, weekday } from '../../../../shared/agenda/wall-clock';
import classes from './AgendaMonth.module.css';

/** Weeks from Monday, as Indonesian calendars print them. */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

/** The days of a month (YYYY-MM), by week from Monday; null where another month's day would be. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const days: (string | null)[] = Array.from({ length: (weekday(first) + 6) % 7 }, () => null);
  for (let day = first; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/** The month before or after (YYYY-MM). */
export const shiftMonth = (month: string, by: -1 | 1): string =>
  addDays(`${month}-15`, by * 30).slice(0, 7);

/**
 * The month view of the public agenda: a plain table of days (no date library: the page stays
 * light), each day with activities a button that shows that day's list; today outlined.
 */
export function AgendaMonth(props: {
  /** YYYY-MM. */
  month: string;
  /** Activities per busy day of the month. */
  busy: ReadonlyMap<string, number>;
  today: string;
  selected: string | null;
  onSelect(day: string | null): void;
  onMonth(month: string): void;
}) {
  const { month, busy, today, selected } = props;
  const title = formatMonth(`${month}-01`);
  return (
    <section aria-labelledby="agenda-bulan">
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <UnstyledButton
          className={classes.arrow}
          aria-label="Bulan sebelumnya"
          onClick={() => props.onMonth(shiftMonth(month, -1))}
        >
          <IconChevronLeft size={20} aria-hidden />
        </UnstyledButton>
        <Title order={2} size="h4" id="agenda-bulan" aria-live="polite">
          {title}
        </Title>
        <UnstyledButton
          className={classes.arrow}
          aria-label="Bulan berikutnya"
          onClick={() => props.onMonth(shiftMonth(month, 1))}
        >
          <IconChevronRight size={20} aria-hidden />
        </UnstyledButton>
      </Group>
      <table className={classes.grid}>
        <caption>
          <span className={classes.visuallyHidden}>
            Kalender {title}. Tanggal yang memiliki kegiatan dapat dipilih.
          </span>
        </caption>
        <thead>
          <tr>
            {WEEK.map((day) => (
              <th key={day} scope="col">
                <abbr title={DAYS_ID[day]} style={{ textDecoration: 'none' }}>
                  {DAYS_ID[day].slice(0, 3)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, index) => (
            <tr key={index}>
              {week.map((day, place) =>
                day === null ? (
                  <td key={`kosong-${place}`} />
                ) : (
                  <td key={day}>
                    <Day
                      day={day}
                      count={busy.get(day) ?? 0}
                      today={day === today}
                      selected={day === selected}
                      onSelect={() => props.onSelect(day === selected ? null : day)}
                    />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <Text size="xs" c="dimmed" mt="xs">
        Tanggal berwarna memiliki kegiatan; pilih untuk melihat kegiatannya.
      </Text>
    </section>
  );
}

function Day(props: {
  day: string;
  count: number;
  today: boolean;
  selected: boolean;
  onSelect(): void;
}) {
  const number = Number(props.day.slice(8, 10));
  const todayClass = props.today ? ` ${classes.today}` : '';
  if (props.count === 0)
    return (
      <span className={`${classes.day}${todayClass}`}>
        {number}
        {props.today && <span className={classes.visuallyHidden}> (hari ini)</span>}
      </span>
    );
  return (
    <button
      type="button"
      className={`${classes.busy}${todayClass}`}
      aria-pressed={props.selected}
      aria-label={`${formatDay(props.day)}${props.today ? ' (hari ini)' : ''}: ${props.count} kegiatan`}
      onClick={props.onSelect}
    >
      {number}
      <span className={classes.dot} aria-hidden />
    </button>
  );
}

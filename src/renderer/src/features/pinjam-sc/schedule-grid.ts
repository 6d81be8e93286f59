import { addDays, weekday } from '../../../../shared/agenda/wall-clock';
import { DAYS_ID, MONTHS_ID } from '../../../../shared/calendar-names';

/**
 * The public calendar's days and words, worked out on YYYY-MM-DD strings (no date library, no
 * browser zone): which days a view shows, where the arrows go, and the Indonesian labels.
 */
export type ScheduleView = 'bulan' | 'minggu' | 'hari' | 'agenda';

export const VIEW_LABELS: Readonly<Record<ScheduleView, string>> = {
  bulan: 'Bulan',
  minggu: 'Minggu',
  hari: 'Hari',
  agenda: 'Agenda',
};

/** How many days the agenda lists from its first. */
export const AGENDA_DAYS = 30;

const SHORT_MONTHS = MONTHS_ID.map((name) => (name === 'Agustus' ? 'Agt' : name.slice(0, 3)));

const partsOf = (day: string) => ({
  year: Number(day.slice(0, 4)),
  month: Number(day.slice(5, 7)),
  date: Number(day.slice(8, 10)),
});

/** "Min", "Sen", … for a day of the week (0 Sunday). */
export const shortDayName = (dayOfWeek: number): string => DAYS_ID[dayOfWeek]!.slice(0, 3);

/** "Senin, 16 November 2026": a day's name for screen readers and the day view. */
export function longDayText(day: string): string {
  const { year, month, date } = partsOf(day);
  return `${DAYS_ID[weekday(day)]}, ${date} ${MONTHS_ID[month - 1]} ${year}`;
}

/** "Sen, 16 Nov": the agenda's day. */
export function agendaDayText(day: string): string {
  const { month, date } = partsOf(day);
  return `${shortDayName(weekday(day))}, ${date} ${SHORT_MONTHS[month - 1]}`;
}

/** The Sunday-to-Saturday week holding a day. */
export function weekOf(day: string): string[] {
  const sunday = addDays(day, -weekday(day));
  return Array.from({ length: 7 }, (_, index) => addDays(sunday, index));
}

/** The weeks (Sunday to Saturday) that show a day's month, the neighbours' days included. */
export function monthWeeks(day: string): string[][] {
  const month = day.slice(0, 7);
  const weeks: string[][] = [];
  for (let start = weekOf(`${month}-01`)[0]!; start.slice(0, 7) <= month; start = addDays(start, 7))
    weeks.push(weekOf(start));
  return weeks;
}

/** The same day a month on (or back), or the month's last day when it has fewer. */
function addMonths(day: string, months: number): string {
  const { year, month, date } = partsOf(day);
  const index = year * 12 + month - 1 + months;
  const last = new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-${pad(Math.min(date, last))}`;
}

/** Where "Sebelumnya" (-1) and "Berikutnya" (1) go from a day in a view. */
export function moveDay(view: ScheduleView, day: string, step: -1 | 1): string {
  switch (view) {
    case 'bulan':
      return addMonths(day, step);
    case 'minggu':
      return addDays(day, 7 * step);
    case 'hari':
      return addDays(day, step);
    case 'agenda':
      return addDays(day, AGENDA_DAYS * step);
  }
}

/** "16 – 22 November 2026", "29 November – 5 Desember 2026", "28 Desember 2026 – 3 Januari 2027". */
function spanText(from: string, to: string): string {
  const a = partsOf(from);
  const b = partsOf(to);
  const end = `${b.date} ${MONTHS_ID[b.month - 1]} ${b.year}`;
  if (a.year !== b.year) return `${a.date} ${MONTHS_ID[a.month - 1]} ${a.year} – ${end}`;
  if (a.month !== b.month) return `${a.date} ${MONTHS_ID[a.month - 1]} – ${end}`;
  return `${a.date} – ${end}`;
}

/** The toolbar's label of what a view shows. */
export function rangeText(view: ScheduleView, day: string): string {
  switch (view) {
    case 'bulan': {
      const { year, month } = partsOf(day);
      return `${MONTHS_ID[month - 1]} ${year}`;
    }
    case 'minggu': {
      const week = weekOf(day);
      return spanText(week[0]!, week[6]!);
    }
    case 'hari':
      return longDayText(day);
    case 'agenda':
      return spanText(day, addDays(day, AGENDA_DAYS - 1));
  }
}

/** Minutes since midnight of HH:mm. */
export function minutesOf(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * Side-by-side places for a day's events in the time grid: events that overlap share the width
 * (a cluster of overlapping events is split into as many columns as it needs at most).
 */
export function dayColumns<T extends { mulai: string; selesai: string }>(
  events: readonly T[],
): { event: T; column: number; columns: number }[] {
  const placed: { event: T; column: number; columns: number }[] = [];
  let cluster: { event: T; column: number; columns: number }[] = [];
  let clusterEnd = -1;
  const closeCluster = () => {
    const columns = Math.max(1, ...cluster.map((p) => p.column + 1));
    for (const p of cluster) p.columns = columns;
    cluster = [];
  };
  for (const event of [...events].sort((a, b) => minutesOf(a.mulai) - minutesOf(b.mulai))) {
    const start = minutesOf(event.mulai);
    if (start >= clusterEnd) closeCluster();
    const taken = new Set(
      cluster.filter((p) => minutesOf(p.event.selesai) > start).map((p) => p.column),
    );
    let column = 0;
    while (taken.has(column)) column += 1;
    const place = { event, column, columns: 1 };
    cluster.push(place);
    placed.push(place);
    clusterEnd = Math.max(clusterEnd, minutesOf(event.selesai));
  }
  closeCluster();
  return placed;
}

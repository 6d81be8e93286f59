import { DAYS_ID, MONTHS_ID } from '../calendar-names';
import { clockRangeText, clockText } from '../clock-text';
import type { ActivityInput } from './activities';
import { wallDate, wallTime, weekday, type WallClock } from './wall-clock';

/**
 * An activity's date and time in Indonesian, from its wall clock alone ("Senin, 12 Mei 2026",
 * "23.00 – 01.30 WIB"): the same text on the server, in every browser and in the feed, with no
 * zone or locale data to differ between them.
 */

const parts = (date: string) => ({
  year: date.slice(0, 4),
  month: MONTHS_ID[Number(date.slice(5, 7)) - 1] ?? '',
  day: String(Number(date.slice(8, 10))),
});

/** "12 Mei 2026". */
export function formatDay(date: string): string {
  const { day, month, year } = parts(date);
  return `${day} ${month} ${year}`;
}

/** "Senin, 12 Mei 2026". */
export const formatDayWithName = (date: string): string =>
  `${DAYS_ID[weekday(date)]}, ${formatDay(date)}`;

/** "Mei 2026". */
export function formatMonth(date: string): string {
  const { month, year } = parts(date);
  return `${month} ${year}`;
}

/** "23.00", as Indonesian clocks are written (clock-text.ts). */
export const formatClock = (wall: WallClock): string => clockText(wallTime(wall));

/**
 * The days an activity takes: "Senin, 12 Mei 2026" on one day, "12 – 13 Mei 2026",
 * "30 Mei – 2 Juni 2026" or "31 Desember 2026 – 1 Januari 2027" across days.
 */
export function activityDateText(activity: Pick<ActivityInput, 'mulai' | 'selesai'>): string {
  const start = wallDate(activity.mulai);
  const end = wallDate(activity.selesai);
  if (start === end) return formatDayWithName(start);
  const a = parts(start);
  const b = parts(end);
  if (a.year !== b.year) return `${formatDay(start)} – ${formatDay(end)}`;
  if (a.month !== b.month) return `${a.day} ${a.month} – ${formatDay(end)}`;
  return `${a.day} – ${formatDay(end)}`;
}

/** "23.00 – 01.30 WIB" (the dates say when it crosses midnight). */
export const activityTimeText = (activity: Pick<ActivityInput, 'mulai' | 'selesai'>): string =>
  clockRangeText(wallTime(activity.mulai), wallTime(activity.selesai));

/** "Senin, 12 Mei 2026 pukul 23.00 WIB": one end of an activity, in its detail. */
export const formatWallClock = (wall: WallClock): string =>
  `${formatDayWithName(wallDate(wall))} pukul ${formatClock(wall)} WIB`;

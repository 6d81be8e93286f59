import { isCalendarDate } from '../calendar-date';
import { jakartaClock, jakartaDate, jakartaInstant } from '../jakarta-time';

/**
 * An Asia/Jakarta wall-clock time as the calendar stores it: 'YYYY-MM-DDTHH:mm' (the date and the
 * time a person reads in Yogyakarta). Written this way the text sorts as the instants do, on both
 * backends, and a time entered comes back as it was typed, whatever the browser's own zone.
 */
export type WallClock = string;

const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;

export function isWallClock(text: string): boolean {
  const match = WALL_CLOCK.exec(text);
  return match !== null && isCalendarDate(match[1]!);
}

/** Its date, YYYY-MM-DD. */
export const wallDate = (wall: WallClock): string => wall.slice(0, 10);

/** Its time, HH:mm. */
export const wallTime = (wall: WallClock): string => wall.slice(11, 16);

/** The instant (ms) it stands for. */
export const wallInstant = (wall: WallClock): number =>
  jakartaInstant(wallDate(wall), wallTime(wall));

/** The Asia/Jakarta wall clock of an instant (ms). */
export const wallClockOf = (instant: number): WallClock =>
  `${jakartaDate(instant)}T${jakartaClock(instant)}`;

/** A date (YYYY-MM-DD) moved by whole days, by the calendar (no zone: a date is a date). */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The day of the week of a date: 0 Sunday … 6 Saturday. */
export const weekday = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

import { matchesWords, searchWords } from '../open-data/text-search';
import type { ActivityInput } from './activities';
import { addDays, wallDate, weekday, type WallClock } from './wall-clock';

/**
 * Which activities a list shows (the public agenda, the home page, Kelola Penanggalan), decided on
 * wall-clock text alone: 'YYYY-MM-DDTHH:mm' sorts as the instants do, so no zone ever takes part.
 */

type Timed = Pick<ActivityInput, 'mulai' | 'selesai'>;

/** Whether an activity takes place on any day from `from` to `to` (YYYY-MM-DD, both included). */
export const overlapsDays = (activity: Timed, from: string, to: string): boolean =>
  activity.mulai < `${addDays(to, 1)}T00:00` && activity.selesai > `${from}T00:00`;

/** The week (Monday to Sunday, as Indonesian calendars print it) a date falls in. */
export function weekOf(date: string): { from: string; to: string } {
  const from = addDays(date, -((weekday(date) + 6) % 7));
  return { from, to: addDays(from, 6) };
}

/** By start, then by end, then by id: the same order on every backend and every screen. */
export function byStart<T extends Timed & { id: string }>(a: T, b: T): number {
  if (a.mulai !== b.mulai) return a.mulai < b.mulai ? -1 : 1;
  if (a.selesai !== b.selesai) return a.selesai < b.selesai ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The activities not yet over at `now`, the soonest first; at most `max`. */
export function upcomingActivities<T extends Timed & { id: string }>(
  records: readonly T[],
  now: WallClock,
  max = Infinity,
): T[] {
  return records
    .filter((activity) => activity.selesai > now)
    .sort(byStart)
    .slice(0, max);
}

/** The activities of the days from `from` to `to`, by start. */
export const activitiesBetween = <T extends Timed & { id: string }>(
  records: readonly T[],
  from: string,
  to: string,
): T[] => records.filter((activity) => overlapsDays(activity, from, to)).sort(byStart);

/**
 * How many activities take place on each date (YYYY-MM-DD) from `from` to `to` that has any: the
 * month view marks those days.
 */
export function busyDays(records: readonly Timed[], from: string, to: string): Map<string, number> {
  const days = new Map<string, number>();
  for (const activity of records) {
    if (!overlapsDays(activity, from, to)) continue;
    // An activity ending at midnight sharp does not take place on the day it ends.
    const last = activity.selesai.endsWith('T00:00')
      ? addDays(wallDate(activity.selesai), -1)
      : wallDate(activity.selesai);
    let day = wallDate(activity.mulai) < from ? from : wallDate(activity.mulai);
    for (; day <= last && day <= to; day = addDays(day, 1)) days.set(day, (days.get(day) ?? 0) + 1);
  }
  return days;
}

/** The manager's search (ORIGINAL.md §6): by name, organiser or place, every word. */
export function searchActivities<
  T extends Pick<ActivityInput, 'namaKegiatan' | 'penyelenggara' | 'tempat'>,
>(records: readonly T[], query: string): T[] {
  const words = searchWords(query);
  return records.filter((activity) =>
    matchesWords(words, activity.namaKegiatan, activity.penyelenggara, activity.tempat),
  );
}

/** How many upcoming activities the home page's live topic holds (it shows HOME_AGENDA_COUNT). */
export const AGENDA_UPCOMING_MAX = 6;
/** How many the home page shows; the rest stand by while those end during a visit. */
export const HOME_AGENDA_COUNT = 3;

/** An upcoming activity as the home page shows it: no notes, no audience. */
export type UpcomingActivity = Pick<
  ActivityInput,
  'namaKegiatan' | 'mulai' | 'selesai' | 'tempat' | 'penyelenggara'
> & { id: string };

export const toUpcoming = (activity: UpcomingActivity): UpcomingActivity => ({
  id: activity.id,
  namaKegiatan: activity.namaKegiatan,
  mulai: activity.mulai,
  selesai: activity.selesai,
  tempat: activity.tempat,
  penyelenggara: activity.penyelenggara,
});

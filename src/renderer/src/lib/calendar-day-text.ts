/**
 * A calendar day (YYYY-MM-DD) as the public pages write it, "12 September 2025", with the
 * browser's own Intl (no date library on public pages). A calendar day has no time zone: it is
 * read and written in UTC, so it is the same day everywhere.
 */
const CALENDAR_DAY = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The day in words; the text itself when it is no day. */
export function formatCalendarDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : CALENDAR_DAY.format(date);
}

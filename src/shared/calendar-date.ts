const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A real calendar date written YYYY-MM-DD. On its own (not in content/news.ts, which re-exports
 * it) so a page that checks dates does not download the news schema with it.
 */
export function isCalendarDate(text: string): boolean {
  if (!DATE_PATTERN.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

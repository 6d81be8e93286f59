import dayjs from 'dayjs';
import 'dayjs/locale/id';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

/** Every date in the portal is shown in Indonesian, in Yogyakarta's time zone. */
export const PORTAL_TIME_ZONE = 'Asia/Jakarta';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('id');
dayjs.tz.setDefault(PORTAL_TIME_ZONE);

/** Formats an instant for display, e.g. "22 November 2026 14.05". */
export function formatDateTime(
  value: string | number | Date,
  format = 'D MMMM YYYY HH.mm',
): string {
  return dayjs(value).tz(PORTAL_TIME_ZONE).format(format);
}

export function formatDate(value: string | number | Date): string {
  return formatDateTime(value, 'D MMMM YYYY');
}

export { dayjs };

const DATE_ANSWER = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date the visitor typed (an `<input type="date">` answer, YYYY-MM-DD) in Indonesian, e.g.
 * "5 Desember 2026". It is a calendar day, not an instant, so no time zone applies. Anything that
 * is not a real YYYY-MM-DD date is shown as it was typed.
 */
export function formatDateAnswer(value: string): string {
  const match = DATE_ANSWER.exec(value.trim());
  if (!match) return value;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = dayjs(new Date(year, month - 1, day));
  // new Date rolls 2026-02-30 over into March: such a day does not exist.
  if (date.year() !== year || date.month() !== month - 1 || date.date() !== day) return value;
  return date.locale('id').format('D MMMM YYYY');
}

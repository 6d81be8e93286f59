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

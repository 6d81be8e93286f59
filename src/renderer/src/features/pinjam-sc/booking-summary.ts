import type { HolderBooking } from '../../../../shared/sc/booking';
import { DAYS_ID } from '../../../../shared/calendar-names';
import { clockRangeText, jakartaClockText } from '../../../../shared/clock-text';
import { jakartaDate } from '../../../../shared/jakarta-time';
import { dateText } from '../../lib/date-text';

/** How a booking's time reads, as every time in the portal: "08.00 – 10.00 WIB". */
export const timeRange = (booking: Pick<HolderBooking, 'waktuMulai' | 'waktuSelesai'>) =>
  clockRangeText(booking.waktuMulai, booking.waktuSelesai);

/** "Selasa, 1 Desember 2026": the day of the week helps a borrower check the date at a glance. */
export function dayLabel(tanggal: string): string {
  const [year = 0, month = 1, day = 1] = tanggal.split('-').map(Number);
  // A calendar day has no zone: its weekday is computed in UTC, where the day is the same.
  const weekday = DAYS_ID[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday}, ${dateText(tanggal)}`;
}

/** An instant (ISO 8601) as Yogyakarta's date and clock: "1 Desember 2026 pukul 08.10 WIB". */
export function instantText(iso: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  return `${dateText(jakartaDate(at))} pukul ${jakartaClockText(at)} WIB`;
}

import type { AnggaranStatus } from '../../../../shared/keterbukaan/anggaran';
import { formatCalendarDay } from '../../lib/calendar-day-text';

/**
 * How the anggaran page shows its values, with the browser's own Intl (no date library on public
 * pages): an activity date is a calendar day, so no time zone applies.
 */

/** "2025-09-12" → "12 September 2025"; '' (none) → "-". */
export function formatActivityDay(day: string): string {
  return day ? formatCalendarDay(day) : '-';
}

/** Each status's colour, the same in the badges and the chart. */
export const STATUS_COLORS: Readonly<Record<AnggaranStatus, string>> = {
  Perencanaan: 'gray',
  Disetujui: 'blue',
  Berjalan: 'orange',
  Selesai: 'green',
  Dibatalkan: 'red',
  'SPJ Masuk': 'grape',
};

/** A progress bar's value: the share spent, within 0–100 (more than approved fills the bar). */
export const barValue = (percent: number): number => Math.min(100, Math.max(0, percent));

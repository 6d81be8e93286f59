import type { ManagedBooking } from '../../../../shared/sc/booking';
import { isLate, jakartaDate, jakartaInstant } from '../../../../shared/sc/booking-rules';

/**
 * Kelola Peminjaman SC's list (ORIGINAL.md §5): the figures above it, the filters (name or
 * organisation, room, a range of event dates) and the three orders. Pure, so the page's tests
 * read the rules without a screen.
 */
export const SORTS = {
  dibuat: 'Dibuat Terbaru',
  acara: 'Acara Terbaru',
  terlama: 'Terlama',
} as const;
export type BookingSort = keyof typeof SORTS;

export interface BookingFilter {
  cari: string;
  ruangId: string;
  /** Event dates from and to (YYYY-MM-DD), '' for open. */
  dari: string;
  sampai: string;
  urutan: BookingSort;
}

export const NO_FILTER: BookingFilter = {
  cari: '',
  ruangId: '',
  dari: '',
  sampai: '',
  urutan: 'dibuat',
};

const eventKey = (b: ManagedBooking) => `${b.tanggal} ${b.waktuMulai}`;

export function filterBookings(
  bookings: readonly ManagedBooking[],
  filter: BookingFilter,
): ManagedBooking[] {
  const words = filter.cari.trim().toLowerCase();
  const kept = bookings.filter(
    (b) =>
      (words === '' ||
        b.penanggungJawab.toLowerCase().includes(words) ||
        b.organisasi.toLowerCase().includes(words)) &&
      (filter.ruangId === '' || b.ruangId === filter.ruangId) &&
      (filter.dari === '' || b.tanggal >= filter.dari) &&
      (filter.sampai === '' || b.tanggal <= filter.sampai),
  );
  const order: Record<BookingSort, (a: ManagedBooking, b: ManagedBooking) => number> = {
    dibuat: (a, b) => b.dibuatPada.localeCompare(a.dibuatPada),
    acara: (a, b) => eventKey(b).localeCompare(eventKey(a)),
    terlama: (a, b) => a.dibuatPada.localeCompare(b.dibuatPada),
  };
  return kept.sort(order[filter.urutan]);
}

const asHolder = (b: ManagedBooking) => ({ ...b, checkIn: b.checkIn, checkOut: b.checkOut });

/**
 * The figures: today's active bookings, the active ones not finished (to come, under way or
 * overdue), and the late check-outs (checked in, not out, past the end: isLate), listed.
 */
export function bookingStats(bookings: readonly ManagedBooking[], now: number) {
  const today = jakartaDate(now);
  const active = bookings.filter((b) => b.status === 'aktif');
  return {
    today: active.filter((b) => b.tanggal === today).length,
    // Still to come, under way, or overdue: not checked out yet.
    active: active.filter(
      (b) =>
        !b.checkOut &&
        (jakartaInstant(b.tanggal, b.waktuSelesai) >= now || isLate(asHolder(b), now)),
    ).length,
    late: active.filter((b) => isLate(asHolder(b), now)),
  };
}

/** The time between check-in and check-out, "1 jam 25 menit"; '—' until both are there. */
export function actualDuration(booking: ManagedBooking): string {
  if (!booking.checkIn || !booking.checkOut) return '—';
  const minutes = Math.max(
    0,
    Math.round((Date.parse(booking.checkOut.waktu) - Date.parse(booking.checkIn.waktu)) / 60_000),
  );
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} menit`;
  return rest === 0 ? `${hours} jam` : `${hours} jam ${rest} menit`;
}

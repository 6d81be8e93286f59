import { jakartaDate } from '../jakarta-time';
import type { BookingStatus } from './booking';

/**
 * When a booking still uses its room, so the room is not removed (the rooms' usage guard,
 * 'sc-active-bookings' in src/shared/resources/record-usage.ts): active, and dated today or later
 * in Asia/Jakarta. A past booking keeps its room's id (its history), which then reads as a room
 * that no longer exists; a cancelled one never blocks anything. Both backends count with this rule.
 */
export function bookingUsesRoom(
  booking: { ruangId: string; tanggal: string; status: BookingStatus },
  roomId: string,
  now: number,
): boolean {
  return (
    booking.ruangId === roomId && booking.status === 'aktif' && booking.tanggal >= jakartaDate(now)
  );
}

/** The rooms' remove messages: a room that is part of a combination, a room still booked. */
export const ROOM_REMOVE_MESSAGES = {
  partOfCombination: (nama: string, count: number) =>
    `Ruangan "${nama}" masih menjadi bagian dari ${count} ruangan gabungan. Hapus atau ubah ruangan gabungannya terlebih dahulu.`,
  stillBooked: (nama: string, count: number) =>
    `Ruangan "${nama}" masih dipakai ${count} peminjaman aktif mulai hari ini. Batalkan atau pindahkan peminjaman tersebut terlebih dahulu.`,
} as const;

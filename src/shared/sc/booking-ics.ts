import { icsFile } from '../ical/ical-file';
import type { BookingReceipt } from './booking';

/**
 * The booking's .ics (issue 20 §2): the same file from the success page's button and from the
 * receipt e-mail. It is the borrower's own file, so it carries their code (to manage the booking
 * later) and the address of the page that does it. Times are Asia/Jakarta's (ical-file.ts).
 */
export const BOOKING_ICS_NAME = 'peminjaman-sport-center.ics';

export function bookingIcs(receipt: BookingReceipt, manageUrl: string, now = Date.now()): string {
  const { booking } = receipt;
  return icsFile(
    'Peminjaman Sport Center',
    [
      {
        uid: `${receipt.kode.toLowerCase()}@pinjam-sc`,
        tanggalMulai: booking.tanggal,
        waktuMulai: booking.waktuMulai,
        tanggalSelesai: booking.tanggal,
        waktuSelesai: booking.waktuSelesai,
        summary: `Peminjaman ${booking.ruang} – ${booking.organisasi}`,
        location: `${booking.ruang}, Sport Center`,
        description: [
          `Nomor Tiket: ${receipt.kode}`,
          `Penanggung Jawab: ${receipt.penanggungJawab}`,
          `Kelola peminjaman: ${manageUrl}`,
        ].join('\n'),
        url: manageUrl,
      },
    ],
    now,
  );
}

import type { FastifyBaseLogger } from 'fastify';
import { clockRangeText } from '../../shared/clock-text';
import { BOOKING_ICS_NAME, bookingIcs } from '../../shared/sc/booking-ics';
import type { BookingReceipt } from '../../shared/sc/booking';
import { ICS_CONTENT_TYPE } from '../../shared/ical/ical-file';
import type { Mail, Mailer } from '../mail/mailer';

/** The page where a code holder reschedules or cancels (the code is typed there, never linked). */
export const manageUrlOf = (publicUrl: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/pinjam-sc/kelola`;

/** The receipt mail: the code, the summary, and the booking's .ics attached. */
export function bookingReceiptMail(
  to: string,
  receipt: BookingReceipt,
  publicUrl: string,
  now: number,
): Mail {
  const { booking } = receipt;
  const manageUrl = manageUrlOf(publicUrl);
  return {
    to,
    // Not the code: subjects reach the log (mailer.ts).
    subject: `Peminjaman Sport Center: ${booking.ruang}, ${booking.tanggal}`,
    text: [
      `Halo ${receipt.penanggungJawab},`,
      '',
      'Pengajuan peminjaman Sport Center Anda berhasil dicatat.',
      '',
      `Nomor Tiket: ${receipt.kode}`,
      `Lokasi: ${booking.ruang}`,
      `Organisasi: ${booking.organisasi}`,
      `Tanggal: ${booking.tanggal}`,
      `Waktu: ${clockRangeText(booking.waktuMulai, booking.waktuSelesai)}`,
      '',
      'Simpan Nomor Tiket ini: hanya dengan nomor ini Anda dapat mengubah jadwal, membatalkan,',
      `serta melakukan check-in dan check-out. Kelola peminjaman: ${manageUrl}`,
      '',
      `Lampiran ${BOOKING_ICS_NAME} dapat dibuka untuk menambahkan jadwal ini ke kalender ponsel Anda.`,
    ].join('\n'),
    attachments: [
      {
        filename: BOOKING_ICS_NAME,
        content: bookingIcs(receipt, manageUrl, now),
        contentType: ICS_CONTENT_TYPE,
      },
    ],
  };
}

/**
 * Sends the receipt after the booking is committed; a mail that cannot be made or sent is
 * logged (without the code) and never fails or undoes the booking: the page shows the code too.
 */
export function createBookingMailer(deps: {
  mailer: Mailer;
  publicUrl: () => string;
  log: () => FastifyBaseLogger;
}) {
  return {
    receipt(to: string, receipt: BookingReceipt, now: number): void {
      if (!to) return;
      let mail: Mail;
      try {
        mail = bookingReceiptMail(to, receipt, deps.publicUrl(), now);
      } catch (error) {
        deps.log().error({ err: error }, 'Gagal menyusun email tiket peminjaman SC');
        return;
      }
      deps.mailer.send(mail).catch((error: unknown) => {
        deps.log().error({ err: error }, 'Gagal mengirim email tiket peminjaman SC');
      });
    },
  };
}

export type BookingMailer = ReturnType<typeof createBookingMailer>;

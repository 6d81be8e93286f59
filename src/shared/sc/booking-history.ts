import { clockSpanText } from '../clock-text';
import type { BookingTime } from './booking';

/**
 * The activity-history texts of the loans' managers (Kelola Peminjaman SC), written the same by
 * both backends. An entry names the booking by room, date, time and organisation: never the
 * borrower's phone number, e-mail or code, and an edit's field changes leave those out too.
 */
export interface BookingLabelParts extends BookingTime {
  ruang: string;
  organisasi: string;
}

/** "Lapangan Badminton Barat, 2026-12-01 08.00 – 10.00, UKM Badminton". */
export const bookingLabel = (b: BookingLabelParts): string =>
  `${b.ruang}, ${b.tanggal} ${clockSpanText(b.waktuMulai, b.waktuSelesai)}, ${b.organisasi}`;

export const SC_BOOKING_HISTORY = {
  edit: (b: BookingLabelParts) => `Edit peminjaman SC "${bookingLabel(b)}"`,
  cancel: (b: BookingLabelParts) => `Batalkan peminjaman SC "${bookingLabel(b)}"`,
  remove: (b: BookingLabelParts) => `Hapus peminjaman SC "${bookingLabel(b)}"`,
} as const;

/** The fields an edit's entry may name, by the form's labels; personal data is never among them. */
export const SC_BOOKING_CHANGE_LABELS = {
  ruang: 'Ruangan',
  tanggal: 'Tanggal',
  waktuMulai: 'Waktu Mulai',
  waktuSelesai: 'Waktu Selesai',
  organisasi: 'Organisasi',
} as const;

/** What of a booking an edit's entry compares: exactly the labelled fields. */
export const bookingChangeView = (b: BookingLabelParts): Record<string, string> => ({
  ruang: b.ruang,
  tanggal: b.tanggal,
  waktuMulai: b.waktuMulai,
  waktuSelesai: b.waktuSelesai,
  organisasi: b.organisasi,
});

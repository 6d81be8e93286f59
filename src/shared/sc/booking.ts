import * as z from 'zod/mini';
import { isCalendarDate } from '../calendar-date';

/**
 * A sports-centre booking (issue 20; ORIGINAL.md §5, §10.4): what a borrower sends, what each
 * reader may see of it, and the texts both backends answer with. The public calendar sees room,
 * time and organisation only; the holder of a code sees their booking without personal data;
 * only the sports ministry and master see the rest.
 */

/** Every booking time is on the half hour: rooms are let in half hours, and the Firebase slots are half hours. */
export const SLOT_MINUTES = 30;

const clock = z.string().check(
  z.regex(/^([01]\d|2[0-3]):(00|30)$/, {
    error: 'Waktu harus pada kelipatan 30 menit (misalnya 08:00 atau 08:30).',
  }),
);
const calendarDate = z.string().check(z.refine(isCalendarDate, { error: 'Tanggal tidak valid.' }));
const required = (what: string, max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: `${what} wajib diisi.` }),
      z.maxLength(max, { error: `${what} paling banyak ${max} karakter.` }),
    );

/** When and where: the part a reschedule or a manager's edit changes. */
export const bookingTimeInput = z.strictObject({
  tanggal: calendarDate,
  waktuMulai: clock,
  waktuSelesai: clock,
});
export type BookingTime = z.infer<typeof bookingTimeInput>;

/** The form's fixed questions plus the configurable ones' answers (by question id). */
export const bookingInput = z.strictObject({
  ruangId: required('Ruangan', 64),
  ...bookingTimeInput.shape,
  penanggungJawab: required('Penanggung jawab', 100),
  organisasi: required('Organisasi', 120),
  /** A phone number (WhatsApp): only the managers ever read it. */
  kontak: z
    .string()
    .check(z.trim(), z.regex(/^\+?[0-9][0-9 -]{7,18}$/, { error: 'Nomor kontak tidak valid.' })),
  /** Optional: where the code is mailed. */
  email: z
    .string()
    .check(
      z.trim(),
      z.maxLength(254),
      z.regex(/^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'Alamat email tidak valid.' }),
    ),
  jawaban: z.record(z.string().check(z.maxLength(64)), z.string().check(z.maxLength(2_000))),
  setujuProsedur: z.literal(true, {
    error: 'Anda harus menyetujui prosedur peminjaman untuk melanjutkan.',
  }),
  bersediaTanggungJawab: z.literal(true, {
    error: 'Anda harus menyatakan bersedia bertanggung jawab.',
  }),
});
export type BookingInput = z.infer<typeof bookingInput>;

/** A manager's edit (Kelola Peminjaman SC): everything the borrower sent but the confirmations. */
export const bookingEditInput = z.strictObject({
  ruangId: bookingInput.shape.ruangId,
  ...bookingTimeInput.shape,
  penanggungJawab: bookingInput.shape.penanggungJawab,
  organisasi: bookingInput.shape.organisasi,
  kontak: bookingInput.shape.kontak,
  email: bookingInput.shape.email,
  jawaban: bookingInput.shape.jawaban,
});
export type BookingEdit = z.infer<typeof bookingEditInput>;

export const BOOKING_STATUSES = ['aktif', 'dibatalkan'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** One attendance step: when, and the photo (a stored file's link, read by the managers only). */
export interface Attendance {
  waktu: string;
  foto: string;
}

/** The public calendar's view of an active booking: room, time, organisation. Nothing else. */
export interface PublicSlot {
  /** Opaque: only tells two slots apart (never a booking code). */
  id: string;
  ruangId: string;
  tanggal: string;
  waktuMulai: string;
  waktuSelesai: string;
  organisasi: string;
}

/** What the holder of a code sees (/pinjam-sc/kelola, /absensi): their booking, no personal data. */
export interface HolderBooking {
  ruangId: string;
  ruang: string;
  organisasi: string;
  tanggal: string;
  waktuMulai: string;
  waktuSelesai: string;
  status: BookingStatus;
  checkInPada: string | null;
  checkOutPada: string | null;
}

/** What a booking answers to its borrower, once: the code (shown, copied, mailed) and the summary. */
export interface BookingReceipt {
  kode: string;
  booking: HolderBooking;
  penanggungJawab: string;
}

/** The managers' view: everything. */
export interface ManagedBooking extends BookingEdit {
  id: string;
  kode: string;
  status: BookingStatus;
  dibuatPada: string;
  diubahPada: string;
  checkIn: Attendance | null;
  checkOut: Attendance | null;
}

/** The live availability answer of the form (the public learns free or taken, nothing more). */
export interface Availability {
  tersedia: boolean;
}

/** Asked by the form and by a reschedule (the holder's own booking does not count against itself). */
export const availabilityQuery = z.strictObject({
  ruangId: bookingInput.shape.ruangId,
  ...bookingTimeInput.shape,
  kode: z.optional(z.string().check(z.maxLength(32))),
});
export type AvailabilityQuery = z.infer<typeof availabilityQuery>;

/** A check-in or check-out photo: a JPEG or PNG data URL, resized in the browser. */
export const attendanceInput = z.strictObject({
  foto: z.string().check(
    z.maxLength(2_000_000, { error: 'Foto terlalu besar (maksimal 1,5 MB).' }),
    z.regex(/^data:image\/(jpeg|png);base64,/, {
      error: 'Foto harus berupa gambar JPEG atau PNG.',
    }),
  ),
});
export const ATTENDANCE_PHOTO_MAX_BYTES = 1_500_000;

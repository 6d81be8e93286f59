import * as z from 'zod/mini';
import { BOOKING_STATUSES } from '../../../../shared/sc/booking';
import { BOOKING_CODE_PATTERN } from '../../../../shared/sc/booking-code';

/**
 * What the embedded server's loans answer (sc-http.ts), checked on arrival. The public shapes
 * are strict: a public answer that carried a field more (a name, a phone number) would be an
 * error here, not a page.
 */
const text = z.string();
const status = z.enum(BOOKING_STATUSES);

export const publicSlotSchema = z.strictObject({
  id: text,
  ruangId: text,
  tanggal: text,
  waktuMulai: text,
  waktuSelesai: text,
  organisasi: text,
});

export const holderBookingSchema = z.strictObject({
  ruangId: text,
  ruang: text,
  organisasi: text,
  tanggal: text,
  waktuMulai: text,
  waktuSelesai: text,
  status,
  checkInPada: z.nullable(text),
  checkOutPada: z.nullable(text),
});

export const bookingReceiptSchema = z.strictObject({
  kode: z.string().check(z.regex(BOOKING_CODE_PATTERN)),
  booking: holderBookingSchema,
  penanggungJawab: text,
});

export const availabilitySchema = z.strictObject({ tersedia: z.boolean() });

const attendanceSchema = z.nullable(z.object({ waktu: text, foto: text }));

export const managedBookingSchema = z.object({
  id: text,
  kode: text,
  ruangId: text,
  tanggal: text,
  waktuMulai: text,
  waktuSelesai: text,
  penanggungJawab: text,
  organisasi: text,
  kontak: text,
  email: text,
  jawaban: z.record(text, text),
  status,
  dibuatPada: text,
  diubahPada: text,
  checkIn: attendanceSchema,
  checkOut: attendanceSchema,
});

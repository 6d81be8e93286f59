import * as z from 'zod/mini';
import {
  BOOKING_STATUSES,
  type HolderBooking,
  type ManagedBooking,
  type PublicSlot,
} from '../../../../shared/sc/booking';
import type { ScRoom } from '../../../../shared/sc/booking-rules';
import { bookingEditOf, roomName } from '../../../../shared/sc/booking-views';
import { timestampToIso } from './timestamps';

/**
 * The loans' documents on Firestore (docs/FIREBASE.md, "Peminjaman SC"), without the SDK. Each
 * booking is three documents written in one batch, which the rules keep equal:
 *
 * - `sc_bookings/{id}`: everything (ManagedBooking and the parts it took), read by the sports
 *   ministry and master only;
 * - `sc_schedule/{id}`: the public calendar's view, room, time, organisation and status;
 * - `sc_holders/{sha256(kode)}`: the code holder's view, no personal data, fetched by its id only,
 *   so knowing the code is the key to it (holderKey).
 *
 * Plus the slot documents (sc-slots.ts) and `sc_settings/config`.
 */
export const SC_COLLECTIONS = {
  bookings: 'sc_bookings',
  schedule: 'sc_schedule',
  holders: 'sc_holders',
  slots: 'sc_slots',
  settings: 'sc_settings',
  settingsDoc: 'config',
} as const;

/** The holder document's id: the SHA-256 (hex) of the canonical code (normaliseBookingCode). */
export async function holderKey(kode: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(kode));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

const attendanceDoc = z.nullable(z.object({ waktu: z.unknown(), foto: z.string() }));

const bookingDocSchema = z.object({
  ruangId: z.string(),
  tanggal: z.string(),
  waktuMulai: z.string(),
  waktuSelesai: z.string(),
  penanggungJawab: z.string(),
  organisasi: z.string(),
  kontak: z.string(),
  email: z.string(),
  jawaban: z.record(z.string(), z.string()),
  kode: z.string(),
  status: z.enum(BOOKING_STATUSES),
  dibuatPada: z.unknown(),
  diubahPada: z.unknown(),
  checkIn: attendanceDoc,
  checkOut: attendanceDoc,
  bagian: z.array(z.string()),
});

/** `sc_bookings/{id}` as stored; times are Firestore timestamps (serverTimestamp() when written). */
export type BookingDoc = z.infer<typeof bookingDocSchema>;

const holderDocSchema = z.object({
  bookingId: z.string(),
  ruangId: z.string(),
  organisasi: z.string(),
  tanggal: z.string(),
  waktuMulai: z.string(),
  waktuSelesai: z.string(),
  status: z.enum(BOOKING_STATUSES),
  checkInPada: z.unknown(),
  checkOutPada: z.unknown(),
  bagian: z.array(z.string()),
  diubahPada: z.unknown(),
});

/** `sc_holders/{key}` as stored: what the holder may see and what their changes need. */
export type HolderDoc = z.infer<typeof holderDocSchema>;

export const parseBookingDoc = (data: unknown): BookingDoc | null => {
  const parsed = z.safeParse(bookingDocSchema, data);
  return parsed.success ? parsed.data : null;
};

export const parseHolderDoc = (data: unknown): HolderDoc | null => {
  const parsed = z.safeParse(holderDocSchema, data);
  return parsed.success ? parsed.data : null;
};

type ScheduleFields = Pick<
  BookingDoc,
  'ruangId' | 'tanggal' | 'waktuMulai' | 'waktuSelesai' | 'organisasi' | 'status'
>;

/** The public calendar's document of a booking (exactly what the rules compare it with). */
export const scheduleDocOf = (b: ScheduleFields): ScheduleFields => ({
  ruangId: b.ruangId,
  tanggal: b.tanggal,
  waktuMulai: b.waktuMulai,
  waktuSelesai: b.waktuSelesai,
  organisasi: b.organisasi,
  status: b.status,
});

/** The holder's document of a booking (exactly what the rules compare it with). */
export const holderDocOf = (bookingId: string, b: BookingDoc): HolderDoc => ({
  bookingId,
  ...scheduleDocOf(b),
  checkInPada: b.checkIn?.waktu ?? null,
  checkOutPada: b.checkOut?.waktu ?? null,
  bagian: b.bagian,
  diubahPada: b.diubahPada,
});

const SCHEDULE_KEYS = Object.keys(scheduleDocOf({} as ScheduleFields)) as (keyof ScheduleFields)[];
const HOLDER_KEYS = [...SCHEDULE_KEYS, 'bagian', 'diubahPada'] as const;

/**
 * What a change of some booking fields changes in its two mirrors: each is updated with only
 * those fields (an update elsewhere needs no read of the private document the holder cannot
 * read). `schedule` is null when the calendar's view does not change.
 */
export function mirrorPatches(patch: Partial<BookingDoc>): {
  schedule: Record<string, unknown> | null;
  holder: Record<string, unknown>;
} {
  const pick = (keys: readonly string[]) =>
    Object.fromEntries(Object.entries(patch).filter(([key]) => keys.includes(key)));
  const schedule = pick(SCHEDULE_KEYS);
  const holder = pick(HOLDER_KEYS);
  if (patch.checkIn !== undefined) holder['checkInPada'] = patch.checkIn?.waktu ?? null;
  if (patch.checkOut !== undefined) holder['checkOutPada'] = patch.checkOut?.waktu ?? null;
  return { schedule: Object.keys(schedule).length > 0 ? schedule : null, holder };
}

const iso = (value: unknown) => timestampToIso(value) ?? '';

/** The managers' view (`foto`: the Storage object's path, which ScApi.photo reads for them). */
export function managedBookingOf(id: string, b: BookingDoc): ManagedBooking {
  const attendance = (a: BookingDoc['checkIn']) =>
    a ? { waktu: iso(a.waktu), foto: a.foto } : null;
  return {
    id,
    ...bookingEditOf(b),
    kode: b.kode,
    status: b.status,
    dibuatPada: iso(b.dibuatPada),
    diubahPada: iso(b.diubahPada),
    checkIn: attendance(b.checkIn),
    checkOut: attendance(b.checkOut),
  };
}

/** The holder's view (as booking-views.ts cuts it), with the room's name as the rooms have it now. */
export function holderBookingOf(h: HolderDoc, rooms: readonly ScRoom[]): HolderBooking {
  return {
    ruangId: h.ruangId,
    ruang: roomName(h.ruangId, rooms),
    organisasi: h.organisasi,
    tanggal: h.tanggal,
    waktuMulai: h.waktuMulai,
    waktuSelesai: h.waktuSelesai,
    status: h.status,
    checkInPada: timestampToIso(h.checkInPada),
    checkOutPada: timestampToIso(h.checkOutPada),
  };
}

/** A calendar entry from its public document, or null when it is not one. */
export function publicSlotOf(id: string, data: unknown): PublicSlot | null {
  const parsed = z.safeParse(
    z.object({
      ruangId: z.string(),
      tanggal: z.string(),
      waktuMulai: z.string(),
      waktuSelesai: z.string(),
      organisasi: z.string(),
      status: z.enum(BOOKING_STATUSES),
    }),
    data,
  );
  if (!parsed.success || parsed.data.status !== 'aktif') return null;
  const { ruangId, tanggal, waktuMulai, waktuSelesai, organisasi } = parsed.data;
  return { id, ruangId, tanggal, waktuMulai, waktuSelesai, organisasi };
}

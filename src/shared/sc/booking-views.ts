import type { BookingEdit, HolderBooking, ManagedBooking, PublicSlot } from './booking';
import type { ScRoom } from './booking-rules';

/**
 * What each reader sees of a booking (booking.ts), cut from the managers' view by both backends
 * the same way, so nothing personal can slip into a public answer by one of them: the public
 * calendar gets room, time and organisation; the holder of the code their booking without
 * name, phone number, e-mail, answers, photos or the code itself.
 */

/** A room's name as shown; a booking whose room was removed since still reads as a booking. */
export const ROOM_REMOVED = '(ruangan telah dihapus)';

export const roomName = (ruangId: string, rooms: readonly ScRoom[]): string =>
  rooms.find((room) => room.id === ruangId)?.nama ?? ROOM_REMOVED;

export const publicSlot = (b: ManagedBooking): PublicSlot => ({
  id: b.id,
  ruangId: b.ruangId,
  tanggal: b.tanggal,
  waktuMulai: b.waktuMulai,
  waktuSelesai: b.waktuSelesai,
  organisasi: b.organisasi,
});

export const holderView = (b: ManagedBooking, rooms: readonly ScRoom[]): HolderBooking => ({
  ruangId: b.ruangId,
  ruang: roomName(b.ruangId, rooms),
  organisasi: b.organisasi,
  tanggal: b.tanggal,
  waktuMulai: b.waktuMulai,
  waktuSelesai: b.waktuSelesai,
  status: b.status,
  checkInPada: b.checkIn?.waktu ?? null,
  checkOutPada: b.checkOut?.waktu ?? null,
});

/**
 * What a manager may edit of a booking (bookingEditInput), cut from any fuller record of it: the
 * managers' view, a stored booking or document, so each view names these fields in one place.
 */
export const bookingEditOf = (b: BookingEdit): BookingEdit => ({
  ruangId: b.ruangId,
  tanggal: b.tanggal,
  waktuMulai: b.waktuMulai,
  waktuSelesai: b.waktuSelesai,
  penanggungJawab: b.penanggungJawab,
  organisasi: b.organisasi,
  kontak: b.kontak,
  email: b.email,
  jawaban: b.jawaban,
});

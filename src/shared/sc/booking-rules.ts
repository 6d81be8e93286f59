import type { RecordOf } from '../resources/resource';
import type { BookingTime, BookingStatus } from './booking';
import type { scRoomsResource } from './rooms-resource';
import type { ScSettings } from './sc-settings';
import { clockRangeText } from '../clock-text';
import { jakartaClock, jakartaDate, jakartaInstant } from '../jakarta-time';

export { jakartaDate, jakartaInstant } from '../jakarta-time';

/**
 * The loans' rules (issue 20; ORIGINAL.md §5, §10.4), decided here for both backends: overlaps
 * across linked rooms, the opening hours, the past, the one-hour lock before a booking, and the
 * attendance windows. Times are Asia/Jakarta wall-clock times (WIB, UTC+7 all year).
 */
export type ScRoom = RecordOf<typeof scRoomsResource>;

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/** The texts of ORIGINAL.md §5 (the organisation's) and ours for the rules it lacked. */
export const SC_MESSAGES = {
  requiredMissing: 'Harap isi semua isian formulir yang wajib diisi.',
  overlap: (ruang: string) =>
    `Maaf, jadwal di ${ruang} pada rentang waktu tersebut tumpang tindih atau baru saja dipesan.`,
  endNotAfterStart: 'Waktu selesai harus setelah waktu mulai.',
  outsideHours: (buka: string, tutup: string) =>
    `Peminjaman hanya dapat dilakukan pada jam operasional ${clockRangeText(buka, tutup)}.`,
  past: 'Tanggal dan waktu peminjaman sudah lewat.',
  unknownRoom: 'Ruangan tidak ditemukan.',
  codeEmpty: 'Nomor Tiket tidak boleh kosong.',
  codeNotFound: 'Peminjaman dengan Nomor Tiket ini tidak ditemukan.',
  cancelled: 'Peminjaman ini telah dibatalkan.',
  checkedOut: 'Sesi peminjaman ini sudah selesai (check-out telah dilakukan).',
  started: 'Jadwal ini sudah berlalu dan tidak dapat diubah lagi.',
  editLocked: 'Batas waktu perubahan telah berakhir (kurang dari 1 jam sebelum acara).',
  checkInWindow:
    'Check-in hanya dapat dilakukan pada hari peminjaman, mulai 30 menit sebelum waktu mulai hingga waktu selesai.',
  checkOutWindow: 'Check-out hanya dapat dilakukan hingga 2 jam setelah waktu selesai.',
  alreadyCheckedIn: 'Check-in sudah dilakukan.',
  notCheckedIn: 'Lakukan check-in terlebih dahulu.',
  checking: 'Mengecek ketersediaan...',
  available: 'Jadwal tersedia!',
  taken: 'Jadwal sudah terisi.',
  incomplete: 'Lengkapi waktu untuk mengecek.',
} as const;

/** The physical parts a room takes: a combination's halves, or the room itself. */
function partsOf(roomId: string, rooms: readonly ScRoom[]): string[] {
  const room = rooms.find((r) => r.id === roomId);
  return room && room.gabungan.length > 0 ? [...room.gabungan] : [roomId];
}

/** Whether two rooms share a part (the same room, a combination and its half, two combinations of one half). */
export function roomsConflict(a: string, b: string, rooms: readonly ScRoom[]): boolean {
  const parts = partsOf(b, rooms);
  return partsOf(a, rooms).some((part) => parts.includes(part));
}

/** Every room a booking of `roomId` blocks (itself included): what an overlap query asks for. */
export function conflictingRooms(roomId: string, rooms: readonly ScRoom[]): string[] {
  const ids = new Set([roomId, ...rooms.map((r) => r.id)]);
  return [...ids].filter((id) => roomsConflict(roomId, id, rooms));
}

/** The half-hour slots a booking takes, per physical part: the Firebase slot documents' keys. */
export function slotKeys(time: BookingTime, roomId: string, rooms: readonly ScRoom[]): string[] {
  const start = jakartaInstant(time.tanggal, time.waktuMulai);
  const end = jakartaInstant(time.tanggal, time.waktuSelesai);
  const keys: string[] = [];
  for (const part of partsOf(roomId, rooms))
    for (let t = start; t < end; t += 30 * MINUTE)
      keys.push(`${part}_${jakartaDate(t)}_${jakartaClock(t).replace(':', '')}`);
  return keys;
}

/** Two bookings overlap when they share a room part and their times intersect (end is exclusive). */
export function bookingsOverlap(
  a: BookingTime & { ruangId: string },
  b: BookingTime & { ruangId: string },
  rooms: readonly ScRoom[],
): boolean {
  if (a.tanggal !== b.tanggal || !roomsConflict(a.ruangId, b.ruangId, rooms)) return false;
  return a.waktuMulai < b.waktuSelesai && b.waktuMulai < a.waktuSelesai;
}

export interface TimeProblem {
  message: string;
  field: 'tanggal' | 'waktuMulai' | 'waktuSelesai' | 'ruangId';
}

/**
 * What is wrong with a booking's time on its own (before any overlap): the room, end after
 * start, the opening hours, and — for a borrower, not a manager's correction — the past.
 */
export function timeProblem(
  time: BookingTime & { ruangId: string },
  context: { now: number; settings: ScSettings; rooms: readonly ScRoom[]; allowPast: boolean },
): TimeProblem | null {
  if (!context.rooms.some((r) => r.id === time.ruangId))
    return { message: SC_MESSAGES.unknownRoom, field: 'ruangId' };
  if (time.waktuSelesai <= time.waktuMulai)
    return { message: SC_MESSAGES.endNotAfterStart, field: 'waktuSelesai' };
  const { jamBuka, jamTutup } = context.settings;
  if (time.waktuMulai < jamBuka || time.waktuSelesai > jamTutup)
    return {
      message: SC_MESSAGES.outsideHours(jamBuka, jamTutup),
      field: time.waktuMulai < jamBuka ? 'waktuMulai' : 'waktuSelesai',
    };
  if (!context.allowPast && jakartaInstant(time.tanggal, time.waktuMulai) <= context.now)
    return { message: SC_MESSAGES.past, field: 'tanggal' };
  return null;
}

/** The first active booking `candidate` overlaps, if any (`except`: the booking being changed). */
export function firstOverlap<
  B extends BookingTime & { ruangId: string; id: string; status: BookingStatus },
>(
  candidate: BookingTime & { ruangId: string },
  bookings: readonly B[],
  rooms: readonly ScRoom[],
  except?: string,
): B | null {
  return (
    bookings.find(
      (b) => b.id !== except && b.status === 'aktif' && bookingsOverlap(candidate, b, rooms),
    ) ?? null
  );
}

interface HolderState extends BookingTime {
  status: BookingStatus;
  checkIn: unknown;
  checkOut: unknown;
}

/**
 * Why the holder of a code may not reschedule or cancel now (ORIGINAL.md §5's locks, now the
 * backend's): cancelled, checked out, started or past, or less than an hour before the start.
 */
export function changeProblem(booking: HolderState, now: number): string | null {
  if (booking.status === 'dibatalkan') return SC_MESSAGES.cancelled;
  if (booking.checkOut) return SC_MESSAGES.checkedOut;
  const start = jakartaInstant(booking.tanggal, booking.waktuMulai);
  if (now >= start) return SC_MESSAGES.started;
  if (start - now < HOUR) return SC_MESSAGES.editLocked;
  return null;
}

/**
 * Why a check-in or check-out may not happen now: never on a cancelled booking; check-in on the
 * booking's day from 30 minutes before its start until its end; check-out after check-in, until
 * two hours after its end.
 */
export function attendanceProblem(
  booking: HolderState,
  step: 'checkIn' | 'checkOut',
  now: number,
): string | null {
  if (booking.status === 'dibatalkan') return SC_MESSAGES.cancelled;
  if (booking.checkOut) return SC_MESSAGES.checkedOut;
  const start = jakartaInstant(booking.tanggal, booking.waktuMulai);
  const end = jakartaInstant(booking.tanggal, booking.waktuSelesai);
  if (step === 'checkIn') {
    if (booking.checkIn) return SC_MESSAGES.alreadyCheckedIn;
    const sameDay = jakartaDate(now) === booking.tanggal;
    return sameDay && now >= start - 30 * MINUTE && now <= end ? null : SC_MESSAGES.checkInWindow;
  }
  if (!booking.checkIn) return SC_MESSAGES.notCheckedIn;
  return now <= end + 2 * HOUR ? null : SC_MESSAGES.checkOutWindow;
}

/** A late check-out: checked in, not out, past its end (the manager's "Keterlambatan"). */
export function isLate(booking: HolderState, now: number): boolean {
  return (
    booking.status === 'aktif' &&
    Boolean(booking.checkIn) &&
    !booking.checkOut &&
    now > jakartaInstant(booking.tanggal, booking.waktuSelesai)
  );
}

import type { PublicSlot } from '../../../../shared/sc/booking';
import { roomsConflict, type ScRoom } from '../../../../shared/sc/booking-rules';

/**
 * The public calendar's events. react-big-calendar works with the browser's own Date, shown in
 * the browser's zone; a booking's time is Yogyakarta's wall clock. So an event's Date carries
 * that wall clock as local time ("floating"), never an instant converted by the browser's zone:
 * 08:00 WIB is drawn at 08:00 on a phone set to any zone (the old calendar's seven-hour shift).
 */
export interface ScheduleEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  slot: PublicSlot;
  ruang: string;
  color: string;
}

/** A wall-clock date and time as a local Date with those very components. */
export function wallClockDate(tanggal: string, waktu: string): Date {
  const [year = 0, month = 1, day = 1] = tanggal.split('-').map(Number);
  const [hour = 0, minute = 0] = waktu.split(':').map(Number);
  return new Date(year, month - 1, day, hour, minute);
}

/** The calendar day (YYYY-MM-DD) of a Date the calendar handed back (its local components). */
export function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Yogyakarta's wall clock now, as the calendar's kind of Date (for "Hari Ini"). */
export function jakartaNowAsLocal(now = Date.now()): Date {
  const wall = new Date(now + 7 * 60 * 60 * 1000).toISOString();
  return wallClockDate(wall.slice(0, 10), wall.slice(11, 16));
}

// Distinct on white, dark enough for white text (WCAG AA at the event's 13 px bold).
const ROOM_COLORS = ['#1c6fb0', '#b8440f', '#2b7a3d', '#8a3ab9', '#a61e4d', '#0b7285', '#5c5f66'];

export function roomColor(roomId: string, rooms: readonly ScRoom[]): string {
  const index = rooms.findIndex((room) => room.id === roomId);
  return ROOM_COLORS[(index < 0 ? rooms.length : index) % ROOM_COLORS.length]!;
}

/**
 * The slots as events, coloured per room; with a room chosen, the bookings that take it: its
 * own and those of a linked room (a combined room and its halves), since those make it taken.
 */
export function scheduleEvents(
  slots: readonly PublicSlot[],
  rooms: readonly ScRoom[],
  filter: string | null,
): ScheduleEvent[] {
  return slots
    .filter((slot) => !filter || roomsConflict(filter, slot.ruangId, rooms))
    .map((slot) => {
      const ruang = rooms.find((room) => room.id === slot.ruangId)?.nama ?? 'Ruangan';
      return {
        id: slot.id,
        title: `${ruang} · ${slot.organisasi}`,
        start: wallClockDate(slot.tanggal, slot.waktuMulai),
        end: wallClockDate(slot.tanggal, slot.waktuSelesai),
        slot,
        ruang,
        color: roomColor(slot.ruangId, rooms),
      };
    });
}

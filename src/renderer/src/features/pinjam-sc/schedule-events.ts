import type { PublicSlot } from '../../../../shared/sc/booking';
import { roomsConflict, type ScRoom } from '../../../../shared/sc/booking-rules';

/**
 * The public calendar's events. A booking's day and times stay the strings it was stored with
 * (Yogyakarta's wall clock): the calendar lays them out as they are, never through the browser's
 * own zone, so 08:00 WIB is drawn at 08:00 on a phone set to any zone.
 */
export interface ScheduleEvent {
  id: string;
  title: string;
  /** YYYY-MM-DD. */
  tanggal: string;
  /** HH:mm. */
  mulai: string;
  selesai: string;
  slot: PublicSlot;
  ruang: string;
  color: string;
}

// Distinct on white, dark enough for white text (WCAG AA at the event's 13 px bold).
const ROOM_COLORS = ['#1c6fb0', '#b8440f', '#2b7a3d', '#8a3ab9', '#a61e4d', '#0b7285', '#5c5f66'];

export function roomColor(roomId: string, rooms: readonly ScRoom[]): string {
  const index = rooms.findIndex((room) => room.id === roomId);
  return ROOM_COLORS[(index < 0 ? rooms.length : index) % ROOM_COLORS.length]!;
}

/**
 * The slots as events in time order, coloured per room; with a room chosen, the bookings that
 * take it: its own and those of a linked room (a combined room and its halves), since those make
 * it taken.
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
        tanggal: slot.tanggal,
        mulai: slot.waktuMulai,
        selesai: slot.waktuSelesai,
        slot,
        ruang,
        color: roomColor(slot.ruangId, rooms),
      };
    })
    .sort((a, b) => `${a.tanggal}T${a.mulai}`.localeCompare(`${b.tanggal}T${b.mulai}`));
}

/** The events of each day, by YYYY-MM-DD. */
export function eventsByDay(events: readonly ScheduleEvent[]): Map<string, ScheduleEvent[]> {
  const days = new Map<string, ScheduleEvent[]>();
  for (const event of events) {
    const day = days.get(event.tanggal);
    if (day) day.push(event);
    else days.set(event.tanggal, [event]);
  }
  return days;
}

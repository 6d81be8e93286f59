import { SLOT_MINUTES, type BookingStatus, type BookingTime } from '../../../../shared/sc/booking';
import type { ScRoom } from '../../../../shared/sc/booking-rules';

/**
 * The loans' slot documents on Firestore (docs/FIREBASE.md, "Peminjaman SC"): the proof that no
 * two active bookings share a half hour of a physical room part, kept by the rules, however
 * concurrent the writers. One document per part and day, `sc_slots/{part}_{tanggal}`:
 *
 * - `jam`: one entry per half hour of the day, '' when free or the id of the booking holding it;
 * - `rentang`: booking id → its [first, end) half hours in this document;
 * - `oleh`: the booking whose change the write is (its rules read that booking after the batch).
 *
 * A document per day rather than per half hour because the rules must check that a booking holds
 * every slot it takes, and a rule may read at most 20 documents in a batch: a day-long booking of
 * a combined room would take 60 half-hour documents, but takes two day documents, each of which
 * the rules check in one piece (list slices; firestore.rules, isSlotChange).
 */

/** Half hours in a day: the length of `jam`. */
export const SLOTS_PER_DAY = (24 * 60) / SLOT_MINUTES;

/** [first, end) half-hour indices within a day. */
export type SlotRange = readonly [number, number];

export interface SlotDay {
  jam: string[];
  rentang: Record<string, [number, number]>;
  oleh: string;
}

/** Where a booking sits in the slot documents: day document id → its range there. */
export type Occupancy = ReadonlyMap<string, SlotRange>;

/** The fields of a booking that decide its slots (`bagian`: the parts it took, kept with it). */
export interface SlotHolder extends BookingTime {
  status: BookingStatus;
  bagian: readonly string[];
}

/** The physical parts a room takes now: a combination's halves, or the room itself. */
export function roomParts(roomId: string, rooms: readonly ScRoom[]): string[] {
  const room = rooms.find((r) => r.id === roomId);
  return room && room.gabungan.length > 0 ? [...room.gabungan] : [roomId];
}

/** The half-hour index of a wall-clock time on the half hour (08:30 → 17). */
export function slotIndex(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return (hours * 60 + minutes) / SLOT_MINUTES;
}

export const slotDayId = (part: string, tanggal: string) => `${part}_${tanggal}`;

/** The ranges an active booking holds; nothing for a cancelled or removed one. */
export function occupancyOf(holder: SlotHolder | null): Occupancy {
  const held = new Map<string, SlotRange>();
  if (!holder || holder.status !== 'aktif') return held;
  const range: SlotRange = [slotIndex(holder.waktuMulai), slotIndex(holder.waktuSelesai)];
  for (const part of holder.bagian) held.set(slotDayId(part, holder.tanggal), range);
  return held;
}

export const emptySlotDay = (): Omit<SlotDay, 'oleh'> => ({
  jam: Array.from({ length: SLOTS_PER_DAY }, () => ''),
  rentang: {},
});

/** A stored slot document, or an empty day when it is missing or not one (never written so). */
export function slotDayOf(data: unknown): Omit<SlotDay, 'oleh'> {
  const value = data as Partial<SlotDay> | undefined;
  return Array.isArray(value?.jam) &&
    value.jam.length === SLOTS_PER_DAY &&
    typeof value.rentang === 'object' &&
    value.rentang !== null
    ? { jam: value.jam, rentang: value.rentang }
    : emptySlotDay();
}

const sameRange = (a: SlotRange | undefined, b: SlotRange | undefined) =>
  a?.[0] === b?.[0] && a?.[1] === b?.[1];

export interface SlotPlan {
  /** The documents to write, whole, in the booking's batch. */
  writes: { dayId: string; day: SlotDay }[];
  /** Another booking holds a half hour `after` needs. */
  conflict: boolean;
}

/**
 * The slot writes that move booking `id` from `before` to `after`, given the documents as they
 * are now (`current`: id → stored data, missing ones absent): its old half hours freed, its new
 * ones taken, every other booking's entries untouched — exactly what the rules accept.
 */
export function planSlots(
  id: string,
  before: Occupancy,
  after: Occupancy,
  current: ReadonlyMap<string, unknown>,
): SlotPlan {
  const writes: SlotPlan['writes'] = [];
  let conflict = false;
  for (const dayId of new Set([...before.keys(), ...after.keys()])) {
    const range = after.get(dayId);
    if (sameRange(before.get(dayId), range)) continue;
    const old = slotDayOf(current.get(dayId));
    const jam = [...old.jam];
    const held = old.rentang[id];
    if (held) for (let i = held[0]; i < held[1]; i += 1) if (jam[i] === id) jam[i] = '';
    const rentang = { ...old.rentang };
    delete rentang[id];
    if (range) {
      for (let i = range[0]; i < range[1]; i += 1) {
        if (jam[i] !== '') conflict = true;
        jam[i] = id;
      }
      rentang[id] = [range[0], range[1]];
    }
    writes.push({ dayId, day: { jam, rentang, oleh: id } });
  }
  return { writes, conflict };
}

/** Whether every half hour of `wanted` is free or held by `except` (the holder's own booking). */
export function slotsFree(
  wanted: Occupancy,
  current: ReadonlyMap<string, unknown>,
  except?: string,
): boolean {
  for (const [dayId, [first, end]] of wanted) {
    const { jam } = slotDayOf(current.get(dayId));
    for (let i = first; i < end; i += 1) if (jam[i] !== '' && jam[i] !== except) return false;
  }
  return true;
}

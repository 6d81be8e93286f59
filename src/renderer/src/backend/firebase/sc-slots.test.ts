import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ScRoom } from '../../../../shared/sc/booking-rules';
import { bookingsOverlap } from '../../../../shared/sc/booking-rules';
import {
  SLOTS_PER_DAY,
  emptySlotDay,
  occupancyOf,
  planSlots,
  roomParts,
  slotIndex,
  slotsFree,
  type Occupancy,
  type SlotDay,
  type SlotHolder,
} from './sc-slots';

/**
 * The slot documents: what the adapter writes for each move of a booking, checked against a
 * model of the rules' isScSlotChange (firestore.rules; the emulator cannot run here), and the
 * property the whole design is for: whatever the moves, no two active bookings hold one half hour
 * of one part, exactly when the shared overlap rule says they overlap.
 */
const rooms: ScRoom[] = [
  { id: 'barat', nama: 'Badminton Barat', gabungan: [], position: 0 },
  { id: 'timur', nama: 'Badminton Timur', gabungan: [], position: 1 },
  { id: 'gabung', nama: 'Badminton Barat & Timur', gabungan: ['barat', 'timur'], position: 2 },
  { id: 'futsal', nama: 'Futsal', gabungan: [], position: 3 },
];

const holder = (
  ruangId: string,
  waktuMulai: string,
  waktuSelesai: string,
  tanggal = '2026-03-02',
): SlotHolder & { ruangId: string } => ({
  ruangId,
  tanggal,
  waktuMulai,
  waktuSelesai,
  status: 'aktif',
  bagian: roomParts(ruangId, rooms),
});

/** firestore.rules' isScSlotChange for one write, given the booking's range after the batch. */
function rulesAccept(
  old: Omit<SlotDay, 'oleh'> | undefined,
  next: SlotDay,
  expectedAfter: readonly [number, number] | null,
): boolean {
  const jam = old?.jam ?? emptySlotDay().jam;
  const ranges = old?.rentang ?? {};
  const id = next.oleh;
  const before = ranges[id] ?? null;
  const after = next.rentang[id] ?? null;
  const changedKeys = new Set(
    [...Object.keys(ranges), ...Object.keys(next.rentang)].filter(
      (key) => JSON.stringify(ranges[key]) !== JSON.stringify(next.rentang[key]),
    ),
  );
  if ([...changedKeys].some((key) => key !== id)) return false;
  if (next.jam.length !== SLOTS_PER_DAY) return false;
  if (before && jam.slice(before[0], before[1]).some((v) => v !== id)) return false;
  const cleared = before
    ? [
        ...jam.slice(0, before[0]),
        ...emptySlotDay().jam.slice(before[0], before[1]),
        ...jam.slice(before[1]),
      ]
    : jam;
  const same = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && a.every((v, i) => v === b[i]);
  if (after === null) {
    if (!same(next.jam, cleared)) return false;
  } else {
    if (!(after[0] >= 0 && after[0] < after[1] && after[1] <= SLOTS_PER_DAY)) return false;
    if (cleared.slice(after[0], after[1]).some((v) => v !== '')) return false;
    const run = next.jam.slice(after[0], after[1]);
    if (run.some((v) => v !== id)) return false;
    if (!same(next.jam, [...cleared.slice(0, after[0]), ...run, ...cleared.slice(after[1])]))
      return false;
  }
  return JSON.stringify(after) === JSON.stringify(expectedAfter);
}

/** Applies a plan to the store the way a committed batch would, checking each write as the rules would. */
function commit(
  store: Map<string, SlotDay>,
  id: string,
  before: Occupancy,
  after: Occupancy,
): boolean {
  const plan = planSlots(id, before, after, store);
  if (plan.conflict) return false;
  for (const { dayId, day } of plan.writes)
    expect(rulesAccept(store.get(dayId), day, after.get(dayId) ?? null), dayId).toBe(true);
  for (const { dayId, day } of plan.writes) store.set(dayId, day);
  return true;
}

describe('slot documents', () => {
  it('indexes half hours of the day', () => {
    expect(slotIndex('00:00')).toBe(0);
    expect(slotIndex('08:30')).toBe(17);
    expect(slotIndex('23:30')).toBe(SLOTS_PER_DAY - 1);
  });

  it('a combined room holds both halves; a half then conflicts with it', () => {
    const store = new Map<string, SlotDay>();
    const combined = occupancyOf(holder('gabung', '08:00', '10:00'));
    expect([...combined.keys()]).toEqual(['barat_2026-03-02', 'timur_2026-03-02']);
    expect(commit(store, 'A', new Map(), combined)).toBe(true);
    expect(store.get('barat_2026-03-02')?.jam.slice(16, 20)).toEqual(['A', 'A', 'A', 'A']);
    expect(commit(store, 'B', new Map(), occupancyOf(holder('timur', '09:30', '10:30')))).toBe(
      false,
    );
    // Ends are exclusive: 10:00 onwards is free; another room is free at any time.
    expect(commit(store, 'B', new Map(), occupancyOf(holder('timur', '10:00', '11:00')))).toBe(
      true,
    );
    expect(commit(store, 'C', new Map(), occupancyOf(holder('futsal', '08:00', '10:00')))).toBe(
      true,
    );
  });

  it('a reschedule frees the old half hours and may overlap its own', () => {
    const store = new Map<string, SlotDay>();
    const first = occupancyOf(holder('barat', '08:00', '10:00'));
    commit(store, 'A', new Map(), first);
    const moved = occupancyOf(holder('barat', '09:00', '11:00'));
    expect(slotsFree(moved, store, 'A')).toBe(true);
    expect(slotsFree(moved, store)).toBe(false);
    expect(commit(store, 'A', first, moved)).toBe(true);
    expect(store.get('barat_2026-03-02')?.jam.slice(16, 22)).toEqual(['', '', 'A', 'A', 'A', 'A']);
    expect(store.get('barat_2026-03-02')?.rentang).toEqual({ A: [18, 22] });
  });

  it('a move to another day or a cancellation leaves the old day empty of it', () => {
    const store = new Map<string, SlotDay>();
    const first = occupancyOf(holder('gabung', '08:00', '09:00'));
    commit(store, 'A', new Map(), first);
    const nextDay = occupancyOf(holder('gabung', '08:00', '09:00', '2026-03-03'));
    commit(store, 'A', first, nextDay);
    expect(store.get('barat_2026-03-02')).toEqual({ ...emptySlotDay(), oleh: 'A' });
    commit(
      store,
      'A',
      nextDay,
      occupancyOf({ ...holder('gabung', '08:00', '09:00'), status: 'dibatalkan' }),
    );
    expect(store.get('timur_2026-03-03')?.jam.every((v) => v === '')).toBe(true);
  });

  it('the rules model refuses a write that takes a taken half hour or touches another booking', () => {
    const store = new Map<string, SlotDay>();
    commit(store, 'A', new Map(), occupancyOf(holder('barat', '08:00', '10:00')));
    const old = store.get('barat_2026-03-02');
    const stolen = {
      ...old!,
      jam: [...old!.jam],
      rentang: { ...old!.rentang, B: [16, 18] as [number, number] },
      oleh: 'B',
    };
    stolen.jam.fill('B', 16, 18);
    expect(rulesAccept(old, stolen, [16, 18])).toBe(false);
    const erased = { jam: emptySlotDay().jam, rentang: {}, oleh: 'B' };
    expect(rulesAccept(old, erased, null)).toBe(false);
  });

  it('whatever the moves, active bookings never share a half hour, and refusals are overlaps', () => {
    const clocks = Array.from({ length: 8 }, (_, i) => `${String(8 + i).padStart(2, '0')}:00`);
    const move = fc.record({
      booking: fc.integer({ min: 0, max: 5 }),
      ruangId: fc.constantFrom(...rooms.map((r) => r.id)),
      start: fc.integer({ min: 0, max: 6 }),
      length: fc.integer({ min: 1, max: 3 }),
      day: fc.constantFrom('2026-03-02', '2026-03-03'),
      cancel: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(move, { maxLength: 30 }), (moves) => {
        const store = new Map<string, SlotDay>();
        const state = new Map<string, ReturnType<typeof holder> & { id: string }>();
        for (const m of moves) {
          const id = `b${m.booking}`;
          const end = clocks[Math.min(m.start + m.length, clocks.length - 1)]!;
          const next = {
            ...holder(m.ruangId, clocks[m.start]!, end, m.day),
            status: m.cancel ? ('dibatalkan' as const) : ('aktif' as const),
            id,
          };
          if (next.waktuMulai >= next.waktuSelesai) continue;
          const previous = state.get(id) ?? null;
          const overlaps = [...state.values()].some(
            (other) =>
              other.id !== id &&
              other.status === 'aktif' &&
              next.status === 'aktif' &&
              bookingsOverlap(next, other, rooms),
          );
          const done = commit(store, id, occupancyOf(previous), occupancyOf(next));
          expect(done).toBe(!overlaps);
          if (done) state.set(id, next);
        }
        for (const [dayId, day] of store)
          for (const [id, [first, end]] of Object.entries(day.rentang))
            for (let i = 0; i < SLOTS_PER_DAY; i += 1)
              expect(day.jam[i] === id, `${dayId}[${i}]`).toBe(i >= first && i < end);
      }),
      { numRuns: 200 },
    );
  });
});

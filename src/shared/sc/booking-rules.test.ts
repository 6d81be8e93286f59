import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BookingStatus, BookingTime } from './booking';
import {
  attendanceProblem,
  bookingsOverlap,
  changeProblem,
  conflictingRooms,
  firstOverlap,
  isLate,
  jakartaInstant,
  roomsConflict,
  SC_MESSAGES,
  slotKeys,
  timeProblem,
  type ScRoom,
} from './booking-rules';
import { SC_SETTINGS_DEFAULTS } from './sc-settings';

const room = (id: string, gabungan: string[] = []): ScRoom => ({
  id,
  position: 0,
  nama: `Ruang ${id}`,
  gabungan,
});
/** Barat and Timur, their combination, the hall, and a second combination sharing Barat. */
const ROOMS = [
  room('barat'),
  room('timur'),
  room('barat-timur', ['barat', 'timur']),
  room('aula'),
  room('barat-aula', ['barat', 'aula']),
];
const IDS = ROOMS.map((r) => r.id);

const HOUR = 3_600_000;
const MINUTE = 60_000;
const at = (tanggal: string, waktu: string) => jakartaInstant(tanggal, waktu);

describe('roomsConflict and conflictingRooms (linked rooms)', () => {
  it('a room conflicts with itself, a combination with each of its halves, both ways', () => {
    expect(roomsConflict('barat', 'barat', ROOMS)).toBe(true);
    expect(roomsConflict('barat-timur', 'barat', ROOMS)).toBe(true);
    expect(roomsConflict('timur', 'barat-timur', ROOMS)).toBe(true);
  });

  it('the two halves are free of each other; two combinations sharing a half conflict', () => {
    expect(roomsConflict('barat', 'timur', ROOMS)).toBe(false);
    expect(roomsConflict('barat-timur', 'aula', ROOMS)).toBe(false);
    expect(roomsConflict('barat-timur', 'barat-aula', ROOMS)).toBe(true);
  });

  it('is symmetric for every pair of rooms', () => {
    fc.assert(
      fc.property(fc.constantFrom(...IDS), fc.constantFrom(...IDS), (a, b) => {
        expect(roomsConflict(a, b, ROOMS)).toBe(roomsConflict(b, a, ROOMS));
      }),
    );
  });

  it('lists every room a booking blocks, itself included', () => {
    expect(conflictingRooms('barat', ROOMS).sort()).toEqual(
      ['barat', 'barat-aula', 'barat-timur'].sort(),
    );
    expect(conflictingRooms('timur', ROOMS).sort()).toEqual(['barat-timur', 'timur']);
    expect(conflictingRooms('barat-timur', ROOMS).sort()).toEqual(
      ['barat', 'barat-aula', 'barat-timur', 'timur'].sort(),
    );
  });
});

const halfHour = fc.integer({ min: 14, max: 43 }).map((n) => {
  const hours = String(Math.floor(n / 2)).padStart(2, '0');
  return `${hours}:${n % 2 ? '30' : '00'}`;
});
const booking = fc
  .record({
    ruangId: fc.constantFrom(...IDS),
    tanggal: fc.constantFrom('2026-12-01', '2026-12-02'),
    a: halfHour,
    b: halfHour,
  })
  .filter(({ a, b }) => a !== b)
  .map(({ ruangId, tanggal, a, b }) => ({
    ruangId,
    tanggal,
    waktuMulai: a < b ? a : b,
    waktuSelesai: a < b ? b : a,
  }));

describe('bookingsOverlap', () => {
  it('is symmetric', () => {
    fc.assert(
      fc.property(booking, booking, (x, y) => {
        expect(bookingsOverlap(x, y, ROOMS)).toBe(bookingsOverlap(y, x, ROOMS));
      }),
    );
  });

  it('holds exactly when the rooms share a part, the date is one and the times intersect', () => {
    fc.assert(
      fc.property(booking, booking, (x, y) => {
        const intersect = x.waktuMulai < y.waktuSelesai && y.waktuMulai < x.waktuSelesai;
        expect(bookingsOverlap(x, y, ROOMS)).toBe(
          x.tanggal === y.tanggal && roomsConflict(x.ruangId, y.ruangId, ROOMS) && intersect,
        );
      }),
    );
  });

  it('a booking of the combination overlaps any booking of either half at the same time', () => {
    fc.assert(
      fc.property(booking, fc.constantFrom('barat', 'timur'), (x, half) => {
        expect(
          bookingsOverlap({ ...x, ruangId: 'barat-timur' }, { ...x, ruangId: half }, ROOMS),
        ).toBe(true);
      }),
    );
  });

  it('the end is exclusive: back-to-back bookings do not overlap', () => {
    const first = {
      ruangId: 'barat',
      tanggal: '2026-12-01',
      waktuMulai: '08:00',
      waktuSelesai: '10:00',
    };
    const next = { ...first, waktuMulai: '10:00', waktuSelesai: '11:00' };
    expect(bookingsOverlap(first, next, ROOMS)).toBe(false);
    expect(bookingsOverlap(first, { ...next, waktuMulai: '09:30' }, ROOMS)).toBe(true);
  });

  it('agrees with the half-hour slot keys (the Firebase slots): overlap ⇔ a shared slot', () => {
    fc.assert(
      fc.property(booking, booking, (x, y) => {
        const keys = new Set(slotKeys(x, x.ruangId, ROOMS));
        const shared = slotKeys(y, y.ruangId, ROOMS).some((key) => keys.has(key));
        expect(shared).toBe(bookingsOverlap(x, y, ROOMS));
      }),
    );
  });
});

describe('slotKeys', () => {
  it('names each half hour of each physical part, in Jakarta wall-clock time', () => {
    const time = { tanggal: '2026-12-01', waktuMulai: '08:00', waktuSelesai: '09:00' };
    expect(slotKeys(time, 'barat-timur', ROOMS)).toEqual([
      'barat_2026-12-01_0800',
      'barat_2026-12-01_0830',
      'timur_2026-12-01_0800',
      'timur_2026-12-01_0830',
    ]);
  });
});

describe('firstOverlap', () => {
  const stored = (id: string, status: BookingStatus, time: Partial<BookingTime> = {}) => ({
    id,
    status,
    ruangId: 'barat',
    tanggal: '2026-12-01',
    waktuMulai: '08:00',
    waktuSelesai: '10:00',
    ...time,
  });

  it('finds an active booking in a linked room; ignores cancelled ones and the one being changed', () => {
    const candidate = {
      ruangId: 'barat-timur',
      tanggal: '2026-12-01',
      waktuMulai: '09:00',
      waktuSelesai: '11:00',
    };
    expect(firstOverlap(candidate, [stored('a', 'dibatalkan')], ROOMS)).toBeNull();
    expect(firstOverlap(candidate, [stored('a', 'aktif')], ROOMS)?.id).toBe('a');
    expect(firstOverlap(candidate, [stored('a', 'aktif')], ROOMS, 'a')).toBeNull();
    expect(
      firstOverlap(
        candidate,
        [stored('a', 'aktif', { waktuMulai: '11:00', waktuSelesai: '12:00' })],
        ROOMS,
      ),
    ).toBeNull();
  });
});

describe('timeProblem', () => {
  const now = at('2026-12-01', '09:15');
  const context = { now, settings: SC_SETTINGS_DEFAULTS, rooms: ROOMS, allowPast: false };
  const time = (over: Partial<BookingTime & { ruangId: string }>) => ({
    ruangId: 'barat',
    tanggal: '2026-12-02',
    waktuMulai: '08:00',
    waktuSelesai: '10:00',
    ...over,
  });

  it('accepts a future time within the opening hours', () => {
    expect(timeProblem(time({}), context)).toBeNull();
    expect(timeProblem(time({ waktuMulai: '07:00', waktuSelesai: '22:00' }), context)).toBeNull();
  });

  it('refuses an unknown room, an end not after the start, hours outside 07:00–22:00', () => {
    expect(timeProblem(time({ ruangId: 'hilang' }), context)).toEqual({
      message: SC_MESSAGES.unknownRoom,
      field: 'ruangId',
    });
    for (const waktuSelesai of ['08:00', '07:30'])
      expect(timeProblem(time({ waktuSelesai }), context)).toEqual({
        message: SC_MESSAGES.endNotAfterStart,
        field: 'waktuSelesai',
      });
    expect(timeProblem(time({ waktuMulai: '06:30' }), context)).toEqual({
      message: SC_MESSAGES.outsideHours('07:00', '22:00'),
      field: 'waktuMulai',
    });
    expect(timeProblem(time({ waktuSelesai: '22:30' }), context)?.field).toBe('waktuSelesai');
  });

  it('refuses a start already past by the given clock, unless corrections may be past', () => {
    expect(timeProblem(time({ tanggal: '2026-12-01', waktuMulai: '09:00' }), context)).toEqual({
      message: SC_MESSAGES.past,
      field: 'tanggal',
    });
    expect(
      timeProblem(time({ tanggal: '2026-11-30' }), { ...context, allowPast: true }),
    ).toBeNull();
    expect(timeProblem(time({ tanggal: '2026-12-01', waktuMulai: '09:30' }), context)).toBeNull();
  });
});

describe('jakartaInstant (the seven-hour shift must not come back)', () => {
  it('is the same instant whatever zone the process runs in', () => {
    expect(new Date(at('2026-12-01', '08:00')).toISOString()).toBe('2026-12-01T01:00:00.000Z');
    expect(new Date(at('2026-12-01', '00:30')).toISOString()).toBe('2026-11-30T17:30:00.000Z');
  });
});

const held = (status: BookingStatus, extra: { checkIn?: string; checkOut?: string } = {}) => ({
  status,
  tanggal: '2026-12-01',
  waktuMulai: '10:00',
  waktuSelesai: '12:00',
  checkIn: extra.checkIn ?? null,
  checkOut: extra.checkOut ?? null,
});
const START = at('2026-12-01', '10:00');
const END = at('2026-12-01', '12:00');

describe('changeProblem (reschedule and cancel by the holder)', () => {
  it('allows a change until one hour before the start, then locks', () => {
    expect(changeProblem(held('aktif'), START - HOUR - MINUTE)).toBeNull();
    expect(changeProblem(held('aktif'), START - HOUR + MINUTE)).toBe(SC_MESSAGES.editLocked);
    expect(changeProblem(held('aktif'), START)).toBe(SC_MESSAGES.started);
    expect(changeProblem(held('aktif'), END + HOUR)).toBe(SC_MESSAGES.started);
  });

  it('refuses a cancelled or checked-out booking, whenever', () => {
    expect(changeProblem(held('dibatalkan'), START - 24 * HOUR)).toBe(SC_MESSAGES.cancelled);
    expect(changeProblem(held('aktif', { checkIn: 'x', checkOut: 'y' }), START - 24 * HOUR)).toBe(
      SC_MESSAGES.checkedOut,
    );
  });
});

describe('attendanceProblem (check-in and check-out windows)', () => {
  it('opens check-in 30 minutes before the start and closes it at the end, that day only', () => {
    expect(attendanceProblem(held('aktif'), 'checkIn', START - 31 * MINUTE)).toBe(
      SC_MESSAGES.checkInWindow,
    );
    expect(attendanceProblem(held('aktif'), 'checkIn', START - 30 * MINUTE)).toBeNull();
    expect(attendanceProblem(held('aktif'), 'checkIn', END)).toBeNull();
    expect(attendanceProblem(held('aktif'), 'checkIn', END + MINUTE)).toBe(
      SC_MESSAGES.checkInWindow,
    );
  });

  it('checks out only after a check-in, until two hours after the end', () => {
    expect(attendanceProblem(held('aktif'), 'checkOut', START)).toBe(SC_MESSAGES.notCheckedIn);
    const inside = held('aktif', { checkIn: 'x' });
    expect(attendanceProblem(inside, 'checkIn', START)).toBe(SC_MESSAGES.alreadyCheckedIn);
    expect(attendanceProblem(inside, 'checkOut', START + MINUTE)).toBeNull();
    expect(attendanceProblem(inside, 'checkOut', END + 2 * HOUR)).toBeNull();
    expect(attendanceProblem(inside, 'checkOut', END + 2 * HOUR + MINUTE)).toBe(
      SC_MESSAGES.checkOutWindow,
    );
    expect(attendanceProblem(held('aktif', { checkIn: 'x', checkOut: 'y' }), 'checkOut', END)).toBe(
      SC_MESSAGES.checkedOut,
    );
  });

  it('never lets a cancelled booking check in or out, inside the window or not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -48, max: 48 }),
        fc.constantFrom('checkIn' as const, 'checkOut' as const),
        (hours, step) => {
          expect(attendanceProblem(held('dibatalkan'), step, START + hours * HOUR)).toBe(
            SC_MESSAGES.cancelled,
          );
        },
      ),
    );
  });
});

describe('isLate', () => {
  it('is a checked-in, not checked-out active booking past its end', () => {
    const inside = held('aktif', { checkIn: 'x' });
    expect(isLate(inside, END - MINUTE)).toBe(false);
    expect(isLate(inside, END + MINUTE)).toBe(true);
    expect(isLate(held('aktif'), END + MINUTE)).toBe(false);
    expect(isLate(held('aktif', { checkIn: 'x', checkOut: 'y' }), END + MINUTE)).toBe(false);
    expect(isLate(held('dibatalkan', { checkIn: 'x' }), END + MINUTE)).toBe(false);
  });
});

import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { BOOKING_CODE_PATTERN } from '../../shared/sc/booking-code';
import { migrate } from '../db/migrations';
import { drawBookingCode, insertWithFreshCode } from './booking-code-draw';
import { createBookingRepository, type StoredBooking } from './booking-repository';

const draft = (id: string): StoredBooking => ({
  id,
  kode: '',
  ruangId: 'barat',
  tanggal: '2026-12-01',
  waktuMulai: '08:00',
  waktuSelesai: '09:00',
  status: 'aktif',
  penanggungJawab: 'Uji',
  organisasi: 'UKM Uji',
  kontak: '081234567890',
  email: '',
  jawaban: {},
  dibuatPada: '2026-11-01T00:00:00.000Z',
  diubahPada: '2026-11-01T00:00:00.000Z',
  checkInPada: null,
  checkInFoto: null,
  checkOutPada: null,
  checkOutFoto: null,
});

describe('insertWithFreshCode (the bookings table keeps codes unique)', () => {
  const setup = () => {
    const db = new Database(':memory:');
    migrate(db);
    return { db, bookings: createBookingRepository(db) };
  };

  it('draws a code from crypto random bytes', () => {
    expect(drawBookingCode()).toMatch(BOOKING_CODE_PATTERN);
  });

  it('draws again when a code is taken, inside the same transaction', () => {
    const { db, bookings } = setup();
    bookings.insert({ ...draft('a'), kode: 'SC-AAAAA-AAAAA' });
    const draws = ['SC-AAAAA-AAAAA', 'SC-AAAAA-AAAAA', 'SC-BBBBB-BBBBB'];
    const kode = db.transaction(() =>
      insertWithFreshCode(
        (k) => bookings.insert({ ...draft('b'), kode: k }),
        () => draws.shift()!,
      ),
    )();
    expect(kode).toBe('SC-BBBBB-BBBBB');
    expect(bookings.list().map((b) => b.kode)).toEqual(['SC-AAAAA-AAAAA', 'SC-BBBBB-BBBBB']);
  });

  it('gives up after five clashes with the database’s error, storing nothing', () => {
    const { db, bookings } = setup();
    bookings.insert({ ...draft('a'), kode: 'SC-AAAAA-AAAAA' });
    let drawn = 0;
    expect(() =>
      db.transaction(() =>
        insertWithFreshCode(
          (k) => bookings.insert({ ...draft('b'), kode: k }),
          () => {
            drawn += 1;
            return 'SC-AAAAA-AAAAA';
          },
        ),
      )(),
    ).toThrow(/UNIQUE constraint failed: sc_bookings.kode/);
    expect(drawn).toBe(5);
    expect(bookings.list()).toHaveLength(1);
  });

  it('does not retry other failures (a duplicate id is no code clash)', () => {
    const { bookings } = setup();
    bookings.insert({ ...draft('a'), kode: 'SC-AAAAA-AAAAA' });
    let drawn = 0;
    expect(() =>
      insertWithFreshCode(
        (k) => bookings.insert({ ...draft('a'), kode: k }),
        () => `SC-CCCCC-CCCC${(drawn += 1)}`,
      ),
    ).toThrow();
    expect(drawn).toBe(1);
  });
});

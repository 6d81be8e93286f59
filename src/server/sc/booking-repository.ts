import { safeParse } from 'zod/mini';
import * as z from 'zod/mini';
import type { BookingEdit, BookingStatus } from '../../shared/sc/booking';
import type { Db } from '../db/database';

/** A booking as stored: the managers' view, with its photos as stored files' ids. */
export interface StoredBooking extends BookingEdit {
  id: string;
  kode: string;
  status: BookingStatus;
  dibuatPada: string;
  diubahPada: string;
  checkInPada: string | null;
  checkInFoto: string | null;
  checkOutPada: string | null;
  checkOutFoto: string | null;
}

interface Row {
  id: string;
  kode: string;
  ruang_id: string;
  tanggal: string;
  waktu_mulai: string;
  waktu_selesai: string;
  status: BookingStatus;
  penanggung_jawab: string;
  organisasi: string;
  kontak: string;
  email: string;
  jawaban: string;
  dibuat_pada: string;
  diubah_pada: string;
  check_in_pada: string | null;
  check_in_foto: string | null;
  check_out_pada: string | null;
  check_out_foto: string | null;
}

const answersSchema = z.record(z.string(), z.string());

/** Answers that no longer read as text (a hand-edited row) become none, not a crash. */
function answersOf(json: string): Record<string, string> {
  try {
    const parsed = safeParse(answersSchema, JSON.parse(json));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

const toBooking = (row: Row): StoredBooking => ({
  id: row.id,
  kode: row.kode,
  ruangId: row.ruang_id,
  tanggal: row.tanggal,
  waktuMulai: row.waktu_mulai,
  waktuSelesai: row.waktu_selesai,
  status: row.status,
  penanggungJawab: row.penanggung_jawab,
  organisasi: row.organisasi,
  kontak: row.kontak,
  email: row.email,
  jawaban: answersOf(row.jawaban),
  dibuatPada: row.dibuat_pada,
  diubahPada: row.diubah_pada,
  checkInPada: row.check_in_pada,
  checkInFoto: row.check_in_foto,
  checkOutPada: row.check_out_pada,
  checkOutFoto: row.check_out_foto,
});

const ORDER = 'ORDER BY tanggal, waktu_mulai, dibuat_pada, id';

/**
 * The bookings table (migration 15). Plain reads and writes: the rules (overlap, locks, windows)
 * are the booking services', which call these inside their transactions.
 */
export function createBookingRepository(db: Db) {
  const all = db.prepare<[], Row>(`SELECT * FROM sc_bookings ${ORDER}`);
  const activeFrom = db.prepare<[string], Row>(
    `SELECT * FROM sc_bookings WHERE status = 'aktif' AND tanggal >= ? ${ORDER}`,
  );
  const activeOn = db.prepare<[string], Row>(
    `SELECT * FROM sc_bookings WHERE status = 'aktif' AND tanggal = ? ${ORDER}`,
  );
  const byId = db.prepare<[string], Row>('SELECT * FROM sc_bookings WHERE id = ?');
  const byKode = db.prepare<[string], Row>('SELECT * FROM sc_bookings WHERE kode = ?');
  const insert = db.prepare(
    `INSERT INTO sc_bookings (id, kode, ruang_id, tanggal, waktu_mulai, waktu_selesai, status,
       penanggung_jawab, organisasi, kontak, email, jawaban, dibuat_pada, diubah_pada,
       check_in_pada, check_in_foto, check_out_pada, check_out_foto)
     VALUES (@id, @kode, @ruangId, @tanggal, @waktuMulai, @waktuSelesai, @status,
       @penanggungJawab, @organisasi, @kontak, @email, @jawaban, @dibuatPada, @diubahPada,
       @checkInPada, @checkInFoto, @checkOutPada, @checkOutFoto)`,
  );
  const update = db.prepare(
    `UPDATE sc_bookings SET ruang_id = @ruangId, tanggal = @tanggal, waktu_mulai = @waktuMulai,
       waktu_selesai = @waktuSelesai, status = @status, penanggung_jawab = @penanggungJawab,
       organisasi = @organisasi, kontak = @kontak, email = @email, jawaban = @jawaban,
       diubah_pada = @diubahPada, check_in_pada = @checkInPada, check_in_foto = @checkInFoto,
       check_out_pada = @checkOutPada, check_out_foto = @checkOutFoto
     WHERE id = @id`,
  );
  const remove = db.prepare('DELETE FROM sc_bookings WHERE id = ?');
  const roomUses = db.prepare<[string, string], { count: number }>(
    `SELECT COUNT(*) AS count FROM sc_bookings
     WHERE ruang_id = ? AND status = 'aktif' AND tanggal >= ?`,
  );
  const params = (booking: StoredBooking) => ({
    ...booking,
    jawaban: JSON.stringify(booking.jawaban),
  });

  return {
    list: (): StoredBooking[] => all.all().map(toBooking),
    /** Active bookings dated `tanggal` or later: the public calendar's rows. */
    activeFrom: (tanggal: string): StoredBooking[] => activeFrom.all(tanggal).map(toBooking),
    /** Active bookings of one date: everything an overlap on that date can be with. */
    activeOn: (tanggal: string): StoredBooking[] => activeOn.all(tanggal).map(toBooking),
    findById: (id: string): StoredBooking | undefined => {
      const row = byId.get(id);
      return row ? toBooking(row) : undefined;
    },
    findByKode: (kode: string): StoredBooking | undefined => {
      const row = byKode.get(kode);
      return row ? toBooking(row) : undefined;
    },
    /** Throws SQLite's unique-constraint error when the code is taken (booking-code-draw.ts). */
    insert: (booking: StoredBooking): void => {
      insert.run(params(booking));
    },
    /** Writes every field but the id, the code and the creation time. */
    update: (booking: StoredBooking): void => {
      update.run(params(booking));
    },
    remove: (id: string): boolean => remove.run(id).changes > 0,
    /** Active bookings of a room dated `today` or later (room-usage.ts's rule, in SQL). */
    countRoomUses: (roomId: string, today: string): number =>
      roomUses.get(roomId, today)?.count ?? 0,
  };
}

export type BookingRepository = ReturnType<typeof createBookingRepository>;

import type { Db } from '../database';

export const scBookingsMigration = {
  version: 15,
  name: 'sc-bookings',
  up: (db: Db): void => {
    // Sports-centre loans (issue 20). One row per booking; the code is UNIQUE (a new code is
    // drawn again on the rare clash), the time a Jakarta wall-clock date and half-hour times.
    // Overlaps are refused by the booking service inside one transaction (SQLite's writer is
    // one at a time), across linked rooms, which a CHECK cannot express. The check-in and
    // check-out photos are stored files (purpose 'sc-photo', the CHECK widened by copying the
    // table as versions 9 and 11 did); a row names its file by id, no foreign key, so a later
    // copy of stored_files is not held up by bookings. Nothing here is a public view: the
    // public calendar is computed from it with room, time and organisation only.
    db.exec(`
        CREATE TABLE stored_files_v15 (
          id TEXT PRIMARY KEY,
          submission_id TEXT REFERENCES submissions (id) ON DELETE CASCADE,
          purpose TEXT NOT NULL CHECK (purpose IN ('answer', 'final-response', 'image', 'document', 'sc-photo')),
          name TEXT NOT NULL,
          mime_type TEXT NOT NULL,
          bytes INTEGER NOT NULL,
          path TEXT NOT NULL,
          created_at TEXT NOT NULL
        ) STRICT;
        INSERT INTO stored_files_v15 (id, submission_id, purpose, name, mime_type, bytes, path, created_at)
          SELECT id, submission_id, purpose, name, mime_type, bytes, path, created_at FROM stored_files;
        DROP TABLE stored_files;
        ALTER TABLE stored_files_v15 RENAME TO stored_files;
        CREATE TABLE sc_bookings (
          id TEXT PRIMARY KEY,
          kode TEXT NOT NULL UNIQUE,
          ruang_id TEXT NOT NULL,
          tanggal TEXT NOT NULL CHECK (tanggal GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
          waktu_mulai TEXT NOT NULL CHECK (waktu_mulai GLOB '[0-2][0-9]:[0-5][0-9]'),
          waktu_selesai TEXT NOT NULL CHECK (waktu_selesai GLOB '[0-2][0-9]:[0-5][0-9]'),
          status TEXT NOT NULL CHECK (status IN ('aktif', 'dibatalkan')),
          penanggung_jawab TEXT NOT NULL,
          organisasi TEXT NOT NULL,
          kontak TEXT NOT NULL,
          email TEXT NOT NULL,
          jawaban TEXT NOT NULL CHECK (json_valid(jawaban)),
          dibuat_pada TEXT NOT NULL,
          diubah_pada TEXT NOT NULL,
          check_in_pada TEXT,
          check_in_foto TEXT,
          check_out_pada TEXT,
          check_out_foto TEXT,
          CHECK (waktu_selesai > waktu_mulai),
          CHECK ((check_in_pada IS NULL) = (check_in_foto IS NULL)),
          CHECK ((check_out_pada IS NULL) = (check_out_foto IS NULL)),
          CHECK (check_out_pada IS NULL OR check_in_pada IS NOT NULL)
        ) STRICT;
        CREATE INDEX sc_bookings_by_day ON sc_bookings (tanggal, status);
      `);
  },
};

import type { Db } from './database';
import { beleniosMigration } from './migration-belenios';
import { plaintextLegacyMigration } from './migration-plaintext-legacy';
import { convertProfilePhotosToFiles, dataDirOf } from './profile-photo-files';

export interface Migration {
  version: number;
  name: string;
  up: (db: Db) => void;
}

/**
 * The schema's history. Append only: a released migration is never edited, a change is a new
 * version. Each runs in its own transaction, so a failed one leaves the database as it was.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'documents',
    up: (db) => {
      // Small singleton documents (settings/general and the like) stored as JSON, keyed by path.
      db.exec(`
        CREATE TABLE documents (
          path TEXT PRIMARY KEY,
          data TEXT NOT NULL CHECK (json_valid(data)),
          updated_at TEXT NOT NULL
        ) STRICT;
        CREATE TABLE meta (
          key TEXT PRIMARY KEY,
          value TEXT NOT NULL
        ) STRICT;
      `);
    },
  },
  {
    version: 2,
    name: 'accounts',
    up: (db) => {
      db.exec(`
        CREATE TABLE users (
          id TEXT PRIMARY KEY,
          email TEXT NOT NULL UNIQUE COLLATE NOCASE,
          password_hash TEXT NOT NULL,
          role TEXT NOT NULL CHECK (role IN ('pending','pending_panitia','panitia_requestor','admin','banggar','master')),
          kementerian TEXT,
          nama_tampilan TEXT NOT NULL,
          foto TEXT,
          organisasi TEXT,
          catatan TEXT,
          disabled INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)),
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        ) STRICT;
        CREATE TABLE sessions (
          token_hash TEXT PRIMARY KEY,
          user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          client TEXT NOT NULL CHECK (client IN ('web','desktop')),
          created_at TEXT NOT NULL,
          expires_at TEXT NOT NULL
        ) STRICT;
        CREATE INDEX sessions_user ON sessions (user_id);
        CREATE TABLE password_resets (
          token_hash TEXT PRIMARY KEY,
          user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          expires_at TEXT NOT NULL,
          used_at TEXT
        ) STRICT;
        -- The activity history is append-only: the database itself refuses edits and deletions.
        CREATE TABLE histori (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          action TEXT NOT NULL,
          oleh TEXT NOT NULL,
          actor_id TEXT,
          timestamp TEXT NOT NULL
        ) STRICT;
        CREATE INDEX histori_timestamp ON histori (timestamp);
        CREATE TRIGGER histori_no_update BEFORE UPDATE ON histori
          BEGIN SELECT RAISE(ABORT, 'histori is append-only'); END;
        CREATE TRIGGER histori_no_delete BEFORE DELETE ON histori
          BEGIN SELECT RAISE(ABORT, 'histori is append-only'); END;
      `);
    },
  },
  {
    version: 3,
    name: 'berkas',
    up: (db) => {
      db.exec(`
        CREATE TABLE submission_form_fields (
          id TEXT PRIMARY KEY,
          label TEXT NOT NULL,
          field_name TEXT NOT NULL UNIQUE,
          type TEXT NOT NULL,
          placeholder TEXT NOT NULL DEFAULT '',
          required INTEGER NOT NULL DEFAULT 0 CHECK (required IN (0, 1)),
          step INTEGER NOT NULL CHECK (step IN (1, 2, 3)),
          position INTEGER NOT NULL,
          options TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(options)),
          default_value TEXT NOT NULL DEFAULT ''
        ) STRICT;
        CREATE TABLE submissions (
          id TEXT PRIMARY KEY,
          -- UNIQUE: a ticket is never given twice, whatever arrives at the same time.
          ticket_id TEXT NOT NULL UNIQUE,
          answers TEXT NOT NULL CHECK (json_valid(answers)),
          nama_kegiatan TEXT NOT NULL DEFAULT '',
          penyelenggara TEXT NOT NULL DEFAULT '',
          current_status TEXT NOT NULL,
          verifiers TEXT NOT NULL CHECK (json_valid(verifiers)),
          final_response TEXT CHECK (final_response IS NULL OR json_valid(final_response)),
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        ) STRICT;
        CREATE INDEX submissions_created ON submissions (created_at DESC);
        CREATE TABLE stored_files (
          id TEXT PRIMARY KEY,
          submission_id TEXT REFERENCES submissions (id) ON DELETE CASCADE,
          purpose TEXT NOT NULL CHECK (purpose IN ('answer', 'final-response')),
          name TEXT NOT NULL,
          mime_type TEXT NOT NULL,
          bytes INTEGER NOT NULL,
          path TEXT NOT NULL,
          created_at TEXT NOT NULL
        ) STRICT;
      `);
    },
  },
  {
    version: 4,
    name: 'berkas-history',
    up: (db) => {
      db.exec(`
        -- What happened to one submission, for its detail view; append-only like histori.
        CREATE TABLE submission_events (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
          action TEXT NOT NULL,
          oleh TEXT NOT NULL,
          timestamp TEXT NOT NULL
        ) STRICT;
        CREATE INDEX submission_events_submission ON submission_events (submission_id, id);
        CREATE TRIGGER submission_events_no_update BEFORE UPDATE ON submission_events
          BEGIN SELECT RAISE(ABORT, 'submission_events is append-only'); END;
        CREATE INDEX submissions_status ON submissions (current_status, created_at DESC);
      `);
    },
  },
  {
    version: 5,
    name: 'berkas-revisions',
    up: (db) => {
      db.exec(`
        -- SHA-256 (hex) of the submitter's private revision code; NULL for submissions made before.
        ALTER TABLE submissions ADD COLUMN revision_code_hash TEXT;
        -- Earlier answers, kept when a correction replaces them; their files stay in stored_files.
        CREATE TABLE submission_versions (
          submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
          version INTEGER NOT NULL CHECK (version >= 1),
          answers TEXT NOT NULL CHECK (json_valid(answers)),
          submitted_at TEXT NOT NULL,
          replaced_at TEXT NOT NULL,
          PRIMARY KEY (submission_id, version)
        ) STRICT;
        CREATE TRIGGER submission_versions_no_update BEFORE UPDATE ON submission_versions
          BEGIN SELECT RAISE(ABORT, 'submission_versions is append-only'); END;
      `);
    },
  },
  {
    version: 6,
    name: 'rate-limits',
    up: (db) => {
      db.exec(`
        -- Fixed-window counters and blocks of the rate limits (src/server/http/rate-limit-store.ts),
        -- kept here so a restart does not forgive an address; expired rows are purged while running.
        CREATE TABLE rate_limits (
          key TEXT PRIMARY KEY,
          points INTEGER NOT NULL,
          expires_at INTEGER NOT NULL
        ) STRICT;
        CREATE INDEX rate_limits_expiry ON rate_limits (expires_at);
        -- Where an account has signed in successfully (a hashed address): the per-account limit on
        -- wrong passwords does not stop its owner there (src/server/http/sign-in-throttle.ts).
        CREATE TABLE known_sign_ins (
          user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          address_hash TEXT NOT NULL,
          expires_at INTEGER NOT NULL,
          PRIMARY KEY (user_id, address_hash)
        ) STRICT;
        CREATE INDEX known_sign_ins_expiry ON known_sign_ins (expires_at);
      `);
    },
  },
  {
    version: 7,
    name: 'session-activity',
    up: (db) => {
      // The idle rule (SPEC.md §9) on the server: when each session was last used. Existing
      // sessions count as unused since they began, so those idle for 15 minutes end at upgrade.
      db.exec(`
        ALTER TABLE sessions ADD COLUMN last_seen_at TEXT NOT NULL DEFAULT '';
        UPDATE sessions SET last_seen_at = created_at;
      `);
    },
  },
  {
    version: 8,
    name: 'resource-records',
    up: (db) => {
      // Declared collections (src/shared/resources) share one table of JSON documents, so a new
      // collection needs no migration. The SI-BERKAS questions move into it, ids and order kept;
      // the unique field name is now the declaration's rule, checked in the write's transaction.
      db.exec(`
        CREATE TABLE resource_records (
          resource TEXT NOT NULL,
          id TEXT NOT NULL,
          position INTEGER NOT NULL,
          data TEXT NOT NULL CHECK (json_valid(data)),
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL,
          PRIMARY KEY (resource, id)
        ) STRICT;
        INSERT INTO resource_records (resource, id, position, data, created_at, updated_at)
          SELECT 'form-fields', id, position,
            json_object('label', label, 'fieldName', field_name, 'type', type,
              'placeholder', placeholder, 'required', json(CASE required WHEN 1 THEN 'true' ELSE 'false' END),
              'step', step, 'options', json(options), 'defaultValue', default_value),
            strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
          FROM submission_form_fields;
        DROP TABLE submission_form_fields;
      `);
    },
  },
  {
    version: 9,
    name: 'stored-images',
    up: (db) => {
      // Content images are stored files too (purpose 'image', no submission), so the start-up
      // check, the modes and the backup treat them like every other upload. SQLite cannot change
      // a CHECK in place: the table is copied into one with the wider list. Nothing references
      // stored_files, so dropping the old table cascades nowhere.
      db.exec(`
        CREATE TABLE stored_files_v9 (
          id TEXT PRIMARY KEY,
          submission_id TEXT REFERENCES submissions (id) ON DELETE CASCADE,
          purpose TEXT NOT NULL CHECK (purpose IN ('answer', 'final-response', 'image')),
          name TEXT NOT NULL,
          mime_type TEXT NOT NULL,
          bytes INTEGER NOT NULL,
          path TEXT NOT NULL,
          created_at TEXT NOT NULL
        ) STRICT;
        INSERT INTO stored_files_v9 (id, submission_id, purpose, name, mime_type, bytes, path, created_at)
          SELECT id, submission_id, purpose, name, mime_type, bytes, path, created_at FROM stored_files;
        DROP TABLE stored_files;
        ALTER TABLE stored_files_v9 RENAME TO stored_files;
      `);
    },
  },
  {
    version: 10,
    name: 'histori-changes',
    up: (db) => {
      // What an admin's edit changed, field by field (issue 16 item 10): a JSON list of
      // { field, before, after }, or NULL for entries that change no record's fields. Adding a
      // column is no UPDATE, so the append-only triggers stay as they are.
      db.exec('ALTER TABLE histori ADD COLUMN changes TEXT');
    },
  },
  {
    version: 11,
    name: 'stored-documents',
    up: (db) => {
      // The PDFs of Kelola Dokumen are stored files too (purpose 'document', no submission); the
      // CHECK is widened by copying the table, as version 9 did (version 10 added histori.changes).
      db.exec(`
        CREATE TABLE stored_files_v11 (
          id TEXT PRIMARY KEY,
          submission_id TEXT REFERENCES submissions (id) ON DELETE CASCADE,
          purpose TEXT NOT NULL CHECK (purpose IN ('answer', 'final-response', 'image', 'document')),
          name TEXT NOT NULL,
          mime_type TEXT NOT NULL,
          bytes INTEGER NOT NULL,
          path TEXT NOT NULL,
          created_at TEXT NOT NULL
        ) STRICT;
        INSERT INTO stored_files_v11 (id, submission_id, purpose, name, mime_type, bytes, path, created_at)
          SELECT id, submission_id, purpose, name, mime_type, bytes, path, created_at FROM stored_files;
        DROP TABLE stored_files;
        ALTER TABLE stored_files_v11 RENAME TO stored_files;
      `);
    },
  },
  {
    // Issue 16 item 2 (h-photo): the lead may renumber it at merge if another helper took 12.
    version: 12,
    name: 'profile-photo-files',
    up: (db) => {
      // Profile photos stop being base64 inside users.foto: each becomes a stored image file and
      // the column its reference (profile-photo-files.ts). No column changes.
      convertProfilePhotosToFiles(db, dataDirOf(db));
    },
  },
  {
    version: 13,
    name: 'evoting',
    up: (db) => {
      // E-voting, part 1 (issue 18; ../shared/EVOTING.md). Voters are a population of their own,
      // with their own sessions and resets: an admin's token can never act as a voter, nor the
      // reverse. NIM and email are unique here, so two registrations arriving at once cannot
      // both succeed. The roll is one row per voter and election; the state of an election is
      // computed from mulai/selesai/dibatalkan_pada and the clock, never stored. Ballots are
      // part 2's tables; nothing here links a voter to a choice.
      db.exec(`
        CREATE TABLE voters (
          id TEXT PRIMARY KEY,
          email TEXT NOT NULL UNIQUE COLLATE NOCASE,
          nim TEXT NOT NULL UNIQUE CHECK (length(nim) = 9 AND nim NOT GLOB '*[^0-9]*'),
          nama_lengkap TEXT NOT NULL,
          prodi TEXT NOT NULL CHECK (prodi IN ('Teknokimia Nuklir','Elektronika Instrumentasi','Elektro Mekanika')),
          password_hash TEXT NOT NULL,
          foto TEXT,
          disabled INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)),
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        ) STRICT;
        CREATE TABLE voter_sessions (
          token_hash TEXT PRIMARY KEY,
          voter_id TEXT NOT NULL REFERENCES voters (id) ON DELETE CASCADE,
          client TEXT NOT NULL CHECK (client IN ('web','desktop')),
          created_at TEXT NOT NULL,
          expires_at TEXT NOT NULL,
          last_seen_at TEXT NOT NULL
        ) STRICT;
        CREATE INDEX voter_sessions_voter ON voter_sessions (voter_id);
        CREATE TABLE voter_password_resets (
          token_hash TEXT PRIMARY KEY,
          voter_id TEXT NOT NULL REFERENCES voters (id) ON DELETE CASCADE,
          expires_at TEXT NOT NULL,
          used_at TEXT
        ) STRICT;
        -- Where a voter has signed in successfully (a hashed address), as known_sign_ins is for
        -- accounts: the per-account limit on wrong passwords does not stop the voter there.
        CREATE TABLE voter_known_sign_ins (
          voter_id TEXT NOT NULL REFERENCES voters (id) ON DELETE CASCADE,
          address_hash TEXT NOT NULL,
          expires_at INTEGER NOT NULL,
          PRIMARY KEY (voter_id, address_hash)
        ) STRICT;
        CREATE INDEX voter_known_sign_ins_expiry ON voter_known_sign_ins (expires_at);
        CREATE TABLE election_requests (
          id TEXT PRIMARY KEY,
          organisasi_id TEXT NOT NULL,
          penyelenggara TEXT NOT NULL,
          nama_pemilihan TEXT NOT NULL,
          deskripsi TEXT NOT NULL,
          tautan_dokumen TEXT NOT NULL,
          status TEXT NOT NULL CHECK (status IN ('menunggu','disetujui','ditolak')),
          diajukan_oleh TEXT NOT NULL REFERENCES users (id),
          diajukan_pada TEXT NOT NULL,
          diputuskan_oleh TEXT REFERENCES users (id),
          diputuskan_pada TEXT,
          alasan_penolakan TEXT,
          pemilihan_id TEXT
        ) STRICT;
        CREATE INDEX election_requests_status ON election_requests (status, diajukan_pada);
        CREATE TABLE elections (
          id TEXT PRIMARY KEY,
          request_id TEXT UNIQUE REFERENCES election_requests (id),
          nama TEXT NOT NULL,
          deskripsi TEXT NOT NULL,
          organisasi_id TEXT NOT NULL,
          penyelenggara TEXT NOT NULL,
          mulai TEXT,
          selesai TEXT,
          dibatalkan_pada TEXT,
          abstain INTEGER NOT NULL DEFAULT 1 CHECK (abstain IN (0, 1)),
          hasil_dipublikasikan INTEGER NOT NULL DEFAULT 0 CHECK (hasil_dipublikasikan IN (0, 1)),
          dibuat_pada TEXT NOT NULL,
          diperbarui_pada TEXT NOT NULL,
          CHECK ((mulai IS NULL) = (selesai IS NULL)),
          CHECK (selesai IS NULL OR selesai > mulai)
        ) STRICT;
        CREATE TABLE election_committee (
          election_id TEXT NOT NULL REFERENCES elections (id) ON DELETE CASCADE,
          user_id TEXT NOT NULL REFERENCES users (id),
          PRIMARY KEY (election_id, user_id)
        ) STRICT, WITHOUT ROWID;
        CREATE INDEX election_committee_user ON election_committee (user_id);
        CREATE TABLE candidates (
          id TEXT PRIMARY KEY,
          election_id TEXT NOT NULL REFERENCES elections (id) ON DELETE CASCADE,
          nomor INTEGER NOT NULL CHECK (nomor >= 1),
          nama TEXT NOT NULL,
          nama_wakil TEXT,
          foto TEXT,
          visi TEXT NOT NULL,
          misi TEXT NOT NULL,
          UNIQUE (election_id, nomor)
        ) STRICT;
        CREATE TABLE election_roll (
          election_id TEXT NOT NULL REFERENCES elections (id) ON DELETE CASCADE,
          voter_id TEXT NOT NULL REFERENCES voters (id) ON DELETE CASCADE,
          status TEXT NOT NULL CHECK (status IN ('menunggu','terverifikasi','ditolak')),
          alasan_penolakan TEXT,
          sumber TEXT NOT NULL CHECK (sumber IN ('pemilih','panitia')),
          dibuat_pada TEXT NOT NULL,
          diputuskan_pada TEXT,
          PRIMARY KEY (election_id, voter_id)
        ) STRICT, WITHOUT ROWID;
        CREATE INDEX election_roll_voter ON election_roll (voter_id);
        CREATE TABLE election_announcements (
          id TEXT PRIMARY KEY,
          election_id TEXT NOT NULL REFERENCES elections (id) ON DELETE CASCADE,
          teks TEXT NOT NULL,
          dibuat_oleh TEXT NOT NULL REFERENCES users (id),
          dibuat_pada TEXT NOT NULL
        ) STRICT;
        CREATE INDEX election_announcements_election ON election_announcements (election_id, dibuat_pada);
        -- That a voter voted, and nothing else: no time, no choice, and no rowid, so the table
        -- keeps no insertion order either (its rows sit in key order). The turnout is its count;
        -- the ballot box of part 2 must never share a key, a time or an order with it.
        CREATE TABLE election_voted (
          election_id TEXT NOT NULL REFERENCES elections (id),
          voter_id TEXT NOT NULL REFERENCES voters (id),
          PRIMARY KEY (election_id, voter_id)
        ) STRICT, WITHOUT ROWID;
      `);
    },
  },
  {
    version: 14,
    name: 'ballots',
    up: (db) => {
      // E-voting, part 2 (issue 19; docs/EVOTING.md): the secret ballot. Three records, none
      // sharing a key, a time or an order with another:
      // - election_voted: THAT a voter voted, and when (the voter's own fact, shown to them in
      //   the booth, kept to the minute), never what. Rebuilt to add the time NOT NULL: part 1
      //   had no casting, so no row can exist; one that did would get the migration's time,
      //   which is no earlier than its vote.
      // - election_receipts: the ballot box, one receipt per ballot with no choice, no time and
      //   no voter; WITHOUT ROWID, so its rows sit in the order of the random receipts, not of
      //   their arrival.
      // - election_tally: one counter per (election, choice) with no time; every choice's
      //   counter exists from the first ballot on, so which rows exist says nothing either.
      // The three are append-only: no "reset all votes" (../shared/EVOTING.md), and a counter
      // only ever goes up by one. The publication keeps its time and the fingerprint it showed.
      const migratedAt = new Date().toISOString();
      db.exec(`
        CREATE TABLE election_voted_v14 (
          election_id TEXT NOT NULL REFERENCES elections (id),
          voter_id TEXT NOT NULL REFERENCES voters (id),
          memilih_pada TEXT NOT NULL,
          PRIMARY KEY (election_id, voter_id)
        ) STRICT, WITHOUT ROWID;
      `);
      db.prepare(
        'INSERT INTO election_voted_v14 SELECT election_id, voter_id, ? FROM election_voted',
      ).run(migratedAt);
      db.exec(`
        DROP TABLE election_voted;
        ALTER TABLE election_voted_v14 RENAME TO election_voted;
        CREATE TRIGGER election_voted_no_update BEFORE UPDATE ON election_voted
          BEGIN SELECT RAISE(ABORT, 'election_voted is append-only'); END;
        CREATE TRIGGER election_voted_no_delete BEFORE DELETE ON election_voted
          BEGIN SELECT RAISE(ABORT, 'election_voted is append-only'); END;
        CREATE TABLE election_receipts (
          election_id TEXT NOT NULL REFERENCES elections (id),
          kode_tanda TEXT NOT NULL,
          PRIMARY KEY (election_id, kode_tanda)
        ) STRICT, WITHOUT ROWID;
        CREATE TRIGGER election_receipts_no_update BEFORE UPDATE ON election_receipts
          BEGIN SELECT RAISE(ABORT, 'election_receipts is append-only'); END;
        CREATE TRIGGER election_receipts_no_delete BEFORE DELETE ON election_receipts
          BEGIN SELECT RAISE(ABORT, 'election_receipts is append-only'); END;
        CREATE TABLE election_tally (
          election_id TEXT NOT NULL REFERENCES elections (id),
          pilihan TEXT NOT NULL,
          suara INTEGER NOT NULL CHECK (suara >= 0),
          PRIMARY KEY (election_id, pilihan)
        ) STRICT, WITHOUT ROWID;
        CREATE TRIGGER election_tally_one_up BEFORE UPDATE ON election_tally
          WHEN NEW.suara <> OLD.suara + 1 OR NEW.election_id <> OLD.election_id
            OR NEW.pilihan <> OLD.pilihan
          BEGIN SELECT RAISE(ABORT, 'election_tally only counts up by one'); END;
        CREATE TRIGGER election_tally_no_delete BEFORE DELETE ON election_tally
          BEGIN SELECT RAISE(ABORT, 'election_tally is append-only'); END;
        ALTER TABLE elections ADD COLUMN hasil_dipublikasikan_pada TEXT;
        ALTER TABLE elections ADD COLUMN sidik_jari TEXT;
      `);
    },
  },
  {
    version: 15,
    name: 'sc-bookings',
    up: (db) => {
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
  },
  {
    version: 16,
    name: 'receipt-on-has-voted',
    up: (db) => {
      // Issue 33, item 5: a voter whose cast was committed but never answered (the connection
      // or the server died in between) must still learn their receipt. The has-voted record
      // keeps it, written in the ballot's transaction (the row is append-only, so once); the
      // booth shows it to that voter alone. It links the voter to a receipt, never to a choice:
      // the box and the counters still share nothing (docs/EVOTING.md). Ballots cast before
      // this version keep NULL: the booth says no receipt was kept rather than invent one.
      db.exec('ALTER TABLE election_voted ADD COLUMN kode_tanda TEXT');
    },
  },
  beleniosMigration,
  plaintextLegacyMigration,
];

export function currentSchemaVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/** Brings the database up to the newest version; returns the versions it applied. */
export function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): number[] {
  const applied: number[] = [];
  const from = currentSchemaVersion(db);
  const newest = migrations.at(-1)?.version ?? 0;
  if (from > newest) {
    throw new Error(
      `Basis data berversi ${from}, lebih baru dari versi aplikasi ini (${newest}). Perbarui aplikasi.`,
    );
  }
  for (const migration of migrations) {
    if (migration.version <= from) continue;
    db.transaction(() => {
      migration.up(db);
      db.pragma(`user_version = ${migration.version}`);
    })();
    applied.push(migration.version);
  }
  return applied;
}

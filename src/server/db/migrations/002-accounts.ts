import type { Db } from '../database';

export const accountsMigration = {
  version: 2,
  name: 'accounts',
  up: (db: Db): void => {
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
};

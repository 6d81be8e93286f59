import type { Db } from '../database';

export const berkasMigration = {
  version: 3,
  name: 'berkas',
  up: (db: Db): void => {
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
};

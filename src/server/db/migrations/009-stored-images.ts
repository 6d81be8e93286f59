import type { Db } from '../database';

export const storedImagesMigration = {
  version: 9,
  name: 'stored-images',
  up: (db: Db): void => {
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
};

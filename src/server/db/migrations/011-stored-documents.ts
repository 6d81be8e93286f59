import type { Db } from '../database';

export const storedDocumentsMigration = {
  version: 11,
  name: 'stored-documents',
  up: (db: Db): void => {
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
};

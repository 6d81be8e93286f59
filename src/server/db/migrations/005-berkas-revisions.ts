import type { Db } from '../database';

export const berkasRevisionsMigration = {
  version: 5,
  name: 'berkas-revisions',
  up: (db: Db): void => {
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
};

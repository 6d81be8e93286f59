import type { Db } from '../database';

export const berkasHistoryMigration = {
  version: 4,
  name: 'berkas-history',
  up: (db: Db): void => {
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
};

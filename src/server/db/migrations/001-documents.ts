import type { Db } from '../database';

export const documentsMigration = {
  version: 1,
  name: 'documents',
  up: (db: Db): void => {
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
};

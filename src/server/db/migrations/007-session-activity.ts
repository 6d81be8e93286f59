import type { Db } from '../database';

export const sessionActivityMigration = {
  version: 7,
  name: 'session-activity',
  up: (db: Db): void => {
    // The idle rule (SPEC.md §9) on the server: when each session was last used. Existing
    // sessions count as unused since they began, so those idle for 15 minutes end at upgrade.
    db.exec(`
        ALTER TABLE sessions ADD COLUMN last_seen_at TEXT NOT NULL DEFAULT '';
        UPDATE sessions SET last_seen_at = created_at;
      `);
  },
};

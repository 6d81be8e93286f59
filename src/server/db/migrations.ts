import type { Db } from './database';

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

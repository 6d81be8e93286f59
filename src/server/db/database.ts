import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

export const DATABASE_FILE = 'portal.sqlite';

/**
 * Opens the portal's database. WAL lets readers (live streams) run while a request writes;
 * foreign keys are off by default in SQLite, so they are switched on for every connection.
 */
export function openDatabase(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, DATABASE_FILE));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  return db;
}

/** Checkpoints the WAL into the main file so a stopped server leaves one self-contained file. */
export function closeDatabase(db: Db): void {
  if (!db.open) return;
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}

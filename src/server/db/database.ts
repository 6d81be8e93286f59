import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  ensurePrivateDir,
  makePrivate,
  PRIVATE_DIR_MODE,
  PRIVATE_FILE_MODE,
} from '../storage/private-fs';

export type Db = Database.Database;

export const DATABASE_FILE = 'portal.sqlite';

/**
 * Opens the portal's database. WAL lets readers (live streams) run while a request writes;
 * foreign keys are off by default in SQLite, so they are switched on for every connection.
 *
 * `synchronous = FULL`: every commit is flushed to the disk before the request is answered, so an
 * acknowledged write survives a power cut, not only a crash of the process (NORMAL in WAL mode
 * may lose the last commits on a power cut).
 *
 * The data dir is 0700 and the database files 0600 — also on an install made before they were.
 * SQLite gives the -wal and -shm files the mode of the database file.
 */
export function openDatabase(dataDir: string): Db {
  ensurePrivateDir(dataDir);
  fs.chmodSync(dataDir, PRIVATE_DIR_MODE);
  const file = path.join(dataDir, DATABASE_FILE);
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE));
  for (const suffix of ['', '-wal', '-shm']) makePrivate(`${file}${suffix}`);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = FULL');
  return db;
}

/** Checkpoints the WAL into the main file so a stopped server leaves one self-contained file. */
export function closeDatabase(db: Db): void {
  if (!db.open) return;
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}

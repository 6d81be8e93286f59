import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DATABASE_FILE } from '../db/database';
import { BackupError } from './backup-error';

/** Pages copied per step while nothing else writes: about 4 MB, a few milliseconds of work. */
const PAGES_PER_STEP = 1024;
const ALL_PAGES = 0x7fffffff;

/**
 * Copies the live database to `destination` with SQLite's online backup API, through a connection
 * of its own (the server keeps running and writing). The copy is taken in steps so the event loop
 * stays free; SQLite restarts a backup when another connection writes between two steps, so after
 * a restart the rest is copied in one step, which in WAL mode holds only a read lock and never
 * stops the server's writes.
 */
export async function takeSnapshot(
  dataDir: string,
  destination: string,
  signal?: AbortSignal,
): Promise<void> {
  const source = path.join(dataDir, DATABASE_FILE);
  if (!fs.existsSync(source))
    throw new BackupError(`Basis data tidak ditemukan: ${source}. Periksa BEM_DATA_DIR.`);
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    let lastRemaining = Infinity;
    let restarted = false;
    await db.backup(destination, {
      progress({ remainingPages }) {
        signal?.throwIfAborted();
        if (remainingPages > lastRemaining) restarted = true;
        lastRemaining = remainingPages;
        return restarted ? ALL_PAGES : PAGES_PER_STEP;
      },
    });
  } finally {
    db.close();
  }
  // The copy carries the WAL flag of its source; a rollback journal keeps it one self-contained file.
  const copy = new Database(destination, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

export interface SnapshotFacts {
  schemaVersion: number;
  tables: Record<string, number>;
  /** `stored_files.path` of every row, relative to `{data}/files`. */
  storedPaths: string[];
}

/** What the manifest says about a snapshot: its schema version, row counts and referenced files. */
export function readSnapshot(file: string): SnapshotFacts {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const schemaVersion = db.pragma('user_version', { simple: true }) as number;
    const names = db
      .prepare<[], { name: string }>(
        "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .all()
      .map((row) => row.name);
    const tables = Object.fromEntries(
      names.map((name) => [
        name,
        (
          db.prepare(`SELECT count(*) AS n FROM "${name.replaceAll('"', '""')}"`).get() as {
            n: number;
          }
        ).n,
      ]),
    );
    const storedPaths = names.includes('stored_files')
      ? db
          .prepare<[], { path: string }>('SELECT path FROM stored_files ORDER BY path')
          .all()
          .map((row) => row.path)
      : [];
    return { schemaVersion, tables, storedPaths };
  } finally {
    db.close();
  }
}

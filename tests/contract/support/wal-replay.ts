import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

const WAL_HEADER = 32;
const FRAME_HEADER = 24;

/**
 * What a hostile operator does with a copied database and its write-ahead log (issue 34): opens
 * the database as it stood after each commit the log holds, one state after another. A commit
 * frame is one whose header gives the database size after it (non-zero); a log cut right after
 * one is a valid log of the commits before, so each prefix is copied beside the database and
 * opened as SQLite would open it after a crash.
 */
export function commitStates(dbFile: string, walFile: string, workDir: string): string[] {
  const wal = fs.readFileSync(walFile);
  if (wal.length < WAL_HEADER) return [];
  const pageSize = wal.readUInt32BE(8);
  const frame = FRAME_HEADER + pageSize;
  const cuts: number[] = [];
  for (let at = WAL_HEADER; at + frame <= wal.length; at += frame)
    if (wal.readUInt32BE(at + 4) !== 0) cuts.push(at + frame);
  return cuts.map((cut, i) => {
    const dir = path.join(workDir, `commit-${String(i).padStart(4, '0')}`);
    fs.mkdirSync(dir, { recursive: true });
    const copy = path.join(dir, path.basename(dbFile));
    fs.copyFileSync(dbFile, copy);
    fs.writeFileSync(`${copy}-wal`, wal.subarray(0, cut));
    return copy;
  });
}

/** Every row of every table of one state, as an operator would dump it. */
export function dumpTables(file: string): Map<string, Record<string, unknown>[]> {
  const db = new Database(file);
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .pluck()
      .all() as string[];
    return new Map(
      tables.map((table) => [
        table,
        db.prepare(`SELECT * FROM "${table}"`).all() as Record<string, unknown>[],
      ]),
    );
  } finally {
    db.close();
  }
}

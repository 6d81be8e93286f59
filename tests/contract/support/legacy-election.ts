import path from 'node:path';
import Database from 'better-sqlite3';
import { DATABASE_FILE, type Db } from '../../../src/server/db/database';

/**
 * Marks an election as one created BEFORE the upgrade that made trustees mandatory, exactly as
 * migration 18 (src/server/db/migrations/018-plaintext-legacy-elections.ts) marks every election of an upgraded
 * database: it keeps the plaintext ballot (counters, receipts, their crash safety). Only tests of
 * that plaintext path use it; every election made through the routes today is a Belenios one.
 */
export function markPlaintextLegacy(db: Db, electionId: string): void {
  const changed = db
    .prepare('UPDATE elections SET surat_suara_lama = 1 WHERE id = ?')
    .run(electionId).changes;
  if (changed !== 1) throw new Error(`no election ${electionId} to mark as legacy`);
}

/**
 * The same for a server running in a process of its own, through its data dir's database (the
 * server keeps it in WAL mode, so this short second connection waits for its writer, if any).
 */
export function markPlaintextLegacyIn(dataDir: string, electionId: string): void {
  const db = new Database(path.join(dataDir, DATABASE_FILE));
  try {
    db.pragma('busy_timeout = 5000');
    markPlaintextLegacy(db, electionId);
  } finally {
    db.close();
  }
}

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../../../src/server/db/database';

/**
 * What "nothing stored" compares: every table's content and the files of the data dir. Left out,
 * because they legitimately change while refused requests arrive:
 * - rate-limit bookkeeping tables (any table whose name starts with `rate_limit` / `ratelimit`):
 *   counting refused attempts is their job;
 * - of `sessions`, everything but who holds which session (activity and expiry columns move
 *   with every signed-in request);
 * - the database's own files (portal.sqlite, -wal, -shm, -journal): their bytes change with any
 *   checkpoint; their content is what the tables compare.
 */
export const SKIPPED_TABLE = /^rate_?limit/i;
export const COMPARED_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  sessions: ['token_hash', 'user_id', 'client', 'created_at'],
};
const DATABASE_FILES = /^portal\.sqlite(-wal|-shm|-journal)?$/;

export interface StoreFingerprint {
  /** Table → row count and a hash of its sorted rows. */
  tables: Record<string, string>;
  /** Files under the data dir, with their sizes. */
  files: string[];
}

function listFiles(root: string, dir = root): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const relative = path.relative(root, full);
    if (entry.isDirectory()) out.push(`${relative}/`, ...listFiles(root, full));
    else if (!(dir === root && DATABASE_FILES.test(entry.name)))
      out.push(`${relative} ${fs.statSync(full).size}`);
  }
  return out.sort();
}

export function storeFingerprint(db: Db, dataDir: string): StoreFingerprint {
  const tables: Record<string, string> = {};
  const names = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .pluck()
    .all() as string[];
  for (const name of names) {
    if (SKIPPED_TABLE.test(name)) continue;
    const columns = COMPARED_COLUMNS[name]?.map((column) => `"${column}"`).join(', ') ?? '*';
    const rows = db
      .prepare(`SELECT ${columns} FROM "${name.replaceAll('"', '""')}"`)
      .raw()
      .all()
      .map((row) => JSON.stringify(row))
      .sort();
    const hash = createHash('sha256').update(rows.join('\n')).digest('hex').slice(0, 16);
    tables[name] = `${rows.length} rows ${hash}`;
  }
  return { tables, files: listFiles(dataDir) };
}

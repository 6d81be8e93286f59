import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStore } from '../berkas/file-store';
import type { Db } from '../db/database';
import { fsyncDir } from './private-fs';

/**
 * How long an uploaded file may wait for the record that uses it: an admin may upload on Friday
 * and save the form on Monday. Older files that no record refers to are removed at start-up.
 */
export const UNREFERENCED_FILE_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

export interface CleanupDeps {
  db: Db;
  files: FileStore;
  log: FastifyBaseLogger;
  now?: number;
}

/**
 * At start-up, before requests are accepted: stored files of `purpose` uploaded more than the
 * grace ago whose id no declared collection's record names (`reference` finds the ids in a
 * record's JSON) lose their row, then their file. Records (resource_records) are where such files
 * are referred to from; a feature keeping references elsewhere declares the query that reads them
 * in `alsoReferencedFrom` (one text column named `data`), or its files would be removed.
 */
export function removeUnreferencedFiles(
  deps: CleanupDeps,
  kind: {
    purpose: 'image' | 'document';
    reference: RegExp;
    logMessage: string;
    alsoReferencedFrom?: readonly string[];
  },
): string[] {
  const referenced = new Set<string>();
  for (const sql of ['SELECT data FROM resource_records', ...(kind.alsoReferencedFrom ?? [])]) {
    const holders = deps.db.prepare<[], { data: string | null }>(sql);
    for (const { data } of holders.iterate())
      for (const match of (data ?? '').matchAll(kind.reference))
        if (match[1]) referenced.add(match[1]);
  }

  const cutoff = new Date((deps.now ?? Date.now()) - UNREFERENCED_FILE_GRACE_MS).toISOString();
  const stale = deps.db
    .prepare<[string, string], { id: string; path: string }>(
      'SELECT id, path FROM stored_files WHERE purpose = ? AND created_at < ?',
    )
    .all(kind.purpose, cutoff)
    .filter((row) => !referenced.has(row.id));
  if (stale.length === 0) return [];

  // Rows first: a crash before the files go leaves files without rows, which the stored-file
  // check of the next start removes.
  const remove = deps.db.prepare('DELETE FROM stored_files WHERE id = ?');
  deps.db.transaction(() => {
    for (const row of stale) remove.run(row.id);
  })();
  const folders = new Set<string>();
  for (const row of stale) {
    const file = deps.files.absolutePath(row.path);
    fs.rmSync(file, { force: true });
    folders.add(path.dirname(file));
  }
  for (const folder of folders) if (fs.existsSync(folder)) fsyncDir(folder);
  deps.log.info({ removed: stale.length, ids: stale.map((row) => row.id) }, kind.logMessage);
  return stale.map((row) => row.id);
}

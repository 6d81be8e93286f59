import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStore } from '../berkas/file-store';
import type { Db } from '../db/database';
import { fsyncDir } from '../storage/private-fs';

/**
 * How long an image may wait for the record that uses it: an admin may upload on Friday and save
 * the form on Monday. Older images that no record refers to are removed at start-up.
 */
export const UNREFERENCED_IMAGE_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

/** An embedded image address inside a stored record: `/api/images/{id}.{ext}`. */
const IMAGE_REFERENCE = /\/api\/images\/([A-Za-z0-9_-]{22})\./g;

/**
 * At start-up, before requests are accepted: images (and thumbnails) uploaded more than
 * UNREFERENCED_IMAGE_GRACE_MS ago that no declared collection's record refers to — a form left
 * unsaved, a picture replaced or removed — lose their row, then their file. Records are the only
 * place images are referred to from (they live in resource_records); a feature that keeps image
 * references elsewhere must be added here first.
 */
export function removeUnreferencedImages(deps: {
  db: Db;
  files: FileStore;
  log: FastifyBaseLogger;
  now?: number;
}): string[] {
  const referenced = new Set<string>();
  const records = deps.db.prepare<[], { data: string }>('SELECT data FROM resource_records');
  for (const { data } of records.iterate())
    for (const match of data.matchAll(IMAGE_REFERENCE)) if (match[1]) referenced.add(match[1]);

  const cutoff = new Date((deps.now ?? Date.now()) - UNREFERENCED_IMAGE_GRACE_MS).toISOString();
  const stale = deps.db
    .prepare<[string], { id: string; path: string }>(
      "SELECT id, path FROM stored_files WHERE purpose = 'image' AND created_at < ?",
    )
    .all(cutoff)
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
  deps.log.info(
    { removed: stale.length, ids: stale.map((row) => row.id) },
    'Gambar yang tidak dipakai catatan mana pun dihapus',
  );
  return stale.map((row) => row.id);
}

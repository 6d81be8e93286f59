import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStore } from '../berkas/file-store';
import type { Db } from '../db/database';
import { UNREFERENCED_IMAGE_GRACE_MS } from '../images/image-cleanup';
import { fsyncDir } from '../storage/private-fs';

/** A stored document address inside a record: `/api/documents/{id}.pdf`. */
const DOCUMENT_REFERENCE = /\/api\/documents\/([A-Za-z0-9_-]{22})\.pdf/g;

/**
 * At start-up, before requests are accepted: document PDFs uploaded more than a week ago (the
 * images' grace) that no record refers to — an editor closed without saving, a PDF replaced or
 * its document deleted — lose their row, then their file, as unused images do.
 */
export function removeUnreferencedDocuments(deps: {
  db: Db;
  files: FileStore;
  log: FastifyBaseLogger;
  now?: number;
}): string[] {
  const referenced = new Set<string>();
  const records = deps.db.prepare<[], { data: string }>('SELECT data FROM resource_records');
  for (const { data } of records.iterate())
    for (const match of data.matchAll(DOCUMENT_REFERENCE)) if (match[1]) referenced.add(match[1]);

  const cutoff = new Date((deps.now ?? Date.now()) - UNREFERENCED_IMAGE_GRACE_MS).toISOString();
  const stale = deps.db
    .prepare<[string], { id: string; path: string }>(
      "SELECT id, path FROM stored_files WHERE purpose = 'document' AND created_at < ?",
    )
    .all(cutoff)
    .filter((row) => !referenced.has(row.id));
  if (stale.length === 0) return [];

  // Rows first: a crash before the files go leaves files without rows, removed at the next start.
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
    'Berkas PDF dokumen yang tidak dipakai dokumen mana pun dihapus',
  );
  return stale.map((row) => row.id);
}

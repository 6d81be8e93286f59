import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS } from '../db/migrations';
import { BackupError } from './backup-error';
import { checksumFile } from './checksum';
import type { BackupManifest } from './manifest';

/** The newest schema this app can run; an older one is brought up to date when the server starts. */
export const NEWEST_SCHEMA_VERSION = MIGRATIONS.at(-1)?.version ?? 0;

export function refuseNewerSchema(version: number): void {
  if (version > NEWEST_SCHEMA_VERSION)
    throw new BackupError(
      `Cadangan ini memakai skema basis data versi ${version}, lebih baru dari yang dikenal aplikasi ini ` +
        `(versi ${NEWEST_SCHEMA_VERSION}). Pasang versi aplikasi yang membuat cadangan ini (atau yang lebih baru), lalu pulihkan lagi.`,
    );
}

/**
 * Checks an extracted archive against its manifest: every listed entry is there with its size and
 * SHA-256, and the database is an intact SQLite file of a schema this app can run.
 */
export async function verifyExtracted(dir: string, manifest: BackupManifest): Promise<void> {
  const entries = [manifest.database, ...manifest.files];
  const damaged: string[] = [];
  for (const entry of entries) {
    const file = path.join(dir, ...entry.name.split('/'));
    const actual = fs.existsSync(file) ? await checksumFile(file) : undefined;
    if (!actual || actual.bytes !== entry.bytes || actual.sha256 !== entry.sha256)
      damaged.push(entry.name);
  }
  if (damaged.length > 0)
    throw new BackupError(
      `Checksum tidak cocok, arsip cadangan rusak atau telah diubah; tidak ada yang dipulihkan. ` +
        `Berkas: ${damaged.slice(0, 5).join(', ')}${damaged.length > 5 ? ', …' : ''}`,
    );
  const db = new Database(path.join(dir, manifest.database.name), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    // The manifest could claim any version; the database's own header is what the server reads.
    refuseNewerSchema(db.pragma('user_version', { simple: true }) as number);
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok')
      throw new BackupError(
        `Basis data di dalam cadangan tidak utuh (quick_check: ${String(check)}).`,
      );
  } finally {
    db.close();
  }
}

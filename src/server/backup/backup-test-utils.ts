import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { create as createTar, extract as extractTar } from 'tar';
import { openDatabase, closeDatabase } from '../db/database';
import { migrate } from '../db/migrations';

/** Temporary folders a test made, removed by `removeTempDirs`. */
const made: string[] = [];

export function tempDir(prefix = 'bem-backup-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

export interface FixtureFile {
  storedPath: string;
  content: Buffer;
}

/**
 * A data dir as the server leaves it: a migrated database whose stored_files rows point at two
 * files, plus an unfinished upload (`.part`) and a file no row points at.
 */
export function makeDataDir(): { dataDir: string; files: FixtureFile[] } {
  const dataDir = tempDir('bem-data-');
  const db = openDatabase(dataDir);
  migrate(db);
  const files: FixtureFile[] = [
    { storedPath: 'answers/1_aaa_proposal.pdf', content: Buffer.from('%PDF proposal') },
    { storedPath: 'final/2_bbb_surat.pdf', content: Buffer.alloc(70_000, 3) },
  ];
  const insert = db.prepare(
    "INSERT INTO stored_files (id, submission_id, purpose, name, mime_type, bytes, path, created_at) VALUES (?, NULL, 'answer', ?, 'application/pdf', ?, ?, ?)",
  );
  files.forEach((file, index) => {
    writeStored(dataDir, file.storedPath, file.content);
    insert.run(
      `id${index}`,
      path.basename(file.storedPath),
      file.content.length,
      file.storedPath,
      new Date().toISOString(),
    );
  });
  writeStored(dataDir, 'answers/3_ccc_half.pdf.part', Buffer.from('half'));
  writeStored(dataDir, 'answers/4_ddd_orphan.pdf', Buffer.from('orphan'));
  closeDatabase(db);
  return { dataDir, files };
}

export function writeStored(dataDir: string, storedPath: string, content: Buffer): void {
  const file = path.join(dataDir, 'files', storedPath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** Unpacks an archive, lets `change` alter the tree, and packs it again as a new archive. */
export async function repack(
  archive: string,
  change: (dir: string) => void,
  entries?: (dir: string) => string[],
): Promise<string> {
  const dir = tempDir('bem-repack-');
  await extractTar({ file: archive, cwd: dir });
  change(dir);
  const out = path.join(tempDir('bem-repacked-'), 'forged.tar.gz');
  const names =
    entries?.(dir) ??
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  await createTar({ gzip: true, file: out, cwd: dir, preservePaths: true }, names);
  return out;
}

import fs from 'node:fs';
import path from 'node:path';
import { create as createTar } from 'tar';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  DATABASE_ENTRY,
  FILES_DIR,
  fileEntryName,
  isFileEntryName,
  MANIFEST_ENTRY,
} from './archive-layout';
import { BackupError } from './backup-error';
import { checksumFile } from './checksum';
import type { BackupManifest } from './manifest';
import { readSnapshot, takeSnapshot } from './snapshot';
import { linkOrCopy, makeStagingDir } from './staging';
import { APP_VERSION } from '../app-version';

export interface BackupResult {
  /** Absolute path of the archive written. */
  file: string;
  /** Size of the archive in bytes. */
  bytes: number;
  manifest: BackupManifest;
}

/**
 * Writes one .tar.gz holding a consistent copy of the portal's data: the database (SQLite's online
 * backup, safe while the server runs), the files the copy's stored_files rows point at, and
 * manifest.json with counts, sizes and SHA-256 sums. Stored files never change once written, so
 * taking them after the database snapshot gives exactly the files that snapshot knows. The
 * archive appears under its final name only when complete.
 */
export async function createBackup(
  dataDir: string,
  outFile: string,
  options: { signal?: AbortSignal; now?: () => Date } = {},
): Promise<BackupResult> {
  const target = path.resolve(outFile);
  if (fs.existsSync(target)) throw new BackupError(`Berkas tujuan sudah ada: ${target}`);
  if (!fs.existsSync(dataDir)) throw new BackupError(`Folder data tidak ditemukan: ${dataDir}`);
  await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  const createdAt = (options.now ?? (() => new Date()))();
  const staging = await makeStagingDir(dataDir);
  const partial = `${target}.part`;
  try {
    const snapshotFile = path.join(staging, DATABASE_ENTRY);
    await takeSnapshot(dataDir, snapshotFile, options.signal);
    const facts = readSnapshot(snapshotFile);
    const files = await stageReferencedFiles(dataDir, staging, facts.storedPaths, options.signal);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      appVersion: APP_VERSION,
      schemaVersion: facts.schemaVersion,
      database: { name: DATABASE_ENTRY, ...(await checksumFile(snapshotFile)) },
      tables: facts.tables,
      files,
      unreferencedFiles: await unreferencedFiles(dataDir, new Set(files.map((f) => f.name))),
    };
    await fs.promises.writeFile(
      path.join(staging, MANIFEST_ENTRY),
      `${JSON.stringify(manifest, null, 2)}\n`,
    );
    options.signal?.throwIfAborted();
    // The manifest first, so a reader meets the table of contents before the data.
    await createTar({ gzip: true, portable: true, file: partial, cwd: staging }, [
      MANIFEST_ENTRY,
      DATABASE_ENTRY,
      ...files.map((file) => file.name),
    ]);
    await flushAndProtect(partial);
    await fs.promises.rename(partial, target);
    const { size } = await fs.promises.stat(target);
    return { file: target, bytes: size, manifest };
  } catch (error) {
    await fs.promises.rm(partial, { force: true });
    throw error;
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
  }
}

/** Links every referenced file into the staging folder and sums it; a missing one is an error. */
async function stageReferencedFiles(
  dataDir: string,
  staging: string,
  storedPaths: readonly string[],
  signal: AbortSignal | undefined,
): Promise<BackupManifest['files']> {
  const names = [...new Set(storedPaths.map(fileEntryName))].sort();
  const unsafe = names.filter((name) => !isFileEntryName(name));
  if (unsafe.length > 0)
    throw new BackupError(
      `Basis data mencatat jalur berkas yang tidak aman, cadangan dibatalkan: ${unsafe.slice(0, 5).join(', ')}`,
    );
  const missing: string[] = [];
  const files: BackupManifest['files'] = [];
  for (const name of names) {
    signal?.throwIfAborted();
    const source = path.join(dataDir, ...name.split('/'));
    const staged = path.join(staging, ...name.split('/'));
    try {
      await linkOrCopy(source, staged);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      missing.push(name);
      continue;
    }
    files.push({ name, ...(await checksumFile(staged)) });
  }
  if (missing.length > 0)
    throw new BackupError(
      `${missing.length} berkas yang tercatat di basis data tidak ada di ${path.join(dataDir, FILES_DIR)}; ` +
        `cadangan dibatalkan. Yang hilang: ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', …' : ''}`,
    );
  return files;
}

/** Files on disk no row of the snapshot points at; `.part` files are unfinished uploads. */
async function unreferencedFiles(dataDir: string, archived: Set<string>): Promise<string[]> {
  const root = path.join(dataDir, FILES_DIR);
  if (!fs.existsSync(root)) return [];
  const entries = await fs.promises.readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.part'))
    .map((entry) => fileEntryName(path.relative(root, path.join(entry.parentPath, entry.name))))
    .filter((name) => !archived.has(name))
    .sort();
}

/** The archive holds password hashes: owner-only, and on disk before it gets its final name. */
async function flushAndProtect(file: string): Promise<void> {
  const handle = await fs.promises.open(file, 'r+');
  try {
    await handle.chmod(0o600);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

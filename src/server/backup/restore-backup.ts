import fs from 'node:fs';
import path from 'node:path';
import { extract as extractTar } from 'tar';
import { MANIFEST_ENTRY } from './archive-layout';
import { readArchiveIndex } from './archive-index';
import { BackupError } from './backup-error';
import {
  lockDataDir,
  refuseDataDirInUse,
  RESTORE_HOLDER,
  type DataDirLock,
} from '../db/data-dir-lock';
import type { BackupManifest } from './manifest';
import { refuseNewerSchema, verifyExtracted } from './verify-extracted';

/**
 * Restores an archive made by createBackup into an empty data dir. Everything is extracted to a
 * private folder next to the target and checked (names, sizes, SHA-256, schema version, database
 * integrity) before one rename puts it in place: a refused archive leaves the target as it was.
 *
 * A target a server (or another restore) holds is refused first, naming that process. The work
 * folder is locked as a data dir from its creation, so once renamed into place it is held by the
 * restore until the end: a server started then is refused, naming the restore. One started on the
 * empty target before that makes the target non-empty, and the final check refuses the restore.
 */
export async function restoreBackup(
  archive: string,
  dataDir: string,
): Promise<{ dataDir: string; manifest: BackupManifest }> {
  const target = path.resolve(dataDir);
  refuseDataDirInUse(target);
  refuseNonEmpty(target);
  const { manifest, names } = await readArchiveIndex(path.resolve(archive));
  refuseNewerSchema(manifest.schemaVersion);

  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  const work = await fs.promises.mkdtemp(
    path.join(path.dirname(target), `.${path.basename(target)}.pulihkan-`),
  );
  let lock: DataDirLock | undefined;
  try {
    lock = lockDataDir(work, RESTORE_HOLDER);
    const allowed = new Set(names);
    await extractTar({
      file: path.resolve(archive),
      cwd: work,
      strict: true,
      preserveOwner: false,
      // Checked already by readArchiveIndex; repeated here so nothing else can be written.
      filter: (name, entry) => allowed.has(name) && 'type' in entry && entry.type === 'File',
    }).catch((error: unknown) => {
      throw new BackupError(`Arsip cadangan tidak bisa dibongkar: ${(error as Error).message}`);
    });
    await verifyExtracted(work, manifest);
    await fs.promises.rm(path.join(work, MANIFEST_ENTRY));
    await restrictModes(work);
    refuseNonEmpty(target);
    // Windows cannot rename a folder holding an open file: there the lock is freed just before.
    if (process.platform === 'win32') lock.release();
    if (fs.existsSync(target)) await fs.promises.rmdir(target);
    await fs.promises.rename(work, target);
    lock.moved(target);
  } catch (error) {
    lock?.release();
    await fs.promises.rm(work, { recursive: true, force: true });
    throw error;
  }
  lock.release();
  return { dataDir: target, manifest };
}

function refuseNonEmpty(target: string): void {
  if (!fs.existsSync(target)) return;
  if (!fs.statSync(target).isDirectory())
    throw new BackupError(`Tujuan pemulihan bukan folder: ${target}`);
  if (fs.readdirSync(target).length > 0)
    throw new BackupError(
      `Folder data tidak kosong: ${target}. Cadangan hanya dipulihkan ke folder kosong; ` +
        'hentikan server, pindahkan isi folder itu ke tempat lain, lalu ulangi.',
    );
}

/** The portal's data is private to the account running it: 0700 folders, 0600 files. */
async function restrictModes(dir: string): Promise<void> {
  await fs.promises.chmod(dir, 0o700);
  const entries = await fs.promises.readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    const full = path.join(entry.parentPath, entry.name);
    await fs.promises.chmod(full, entry.isDirectory() ? 0o700 : 0o600);
  }
}

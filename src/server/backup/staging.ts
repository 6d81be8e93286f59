import fs from 'node:fs';
import path from 'node:path';

const STAGING_PREFIX = '.bem-backup-';
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * A private folder inside the data dir where an archive is put together: on the same file system
 * as the stored files, so they can be hard-linked instead of copied (a link costs no space, and
 * removing it later never touches the original).
 */
export async function makeStagingDir(dataDir: string): Promise<string> {
  await removeStaleStaging(dataDir);
  return fs.promises.mkdtemp(path.join(dataDir, STAGING_PREFIX));
}

/** Leftovers of a backup that was killed half-way; a day old, so a running one is never hit. */
async function removeStaleStaging(dataDir: string): Promise<void> {
  const entries = await fs.promises.readdir(dataDir, { withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isDirectory() || !entry.name.startsWith(STAGING_PREFIX)) continue;
    const full = path.join(dataDir, entry.name);
    const stat = await fs.promises.stat(full);
    if (Date.now() - stat.mtimeMs > STALE_AFTER_MS)
      await fs.promises.rm(full, { recursive: true, force: true });
  }
}

/** Puts `source` at `target`: a hard link where the file system allows it, a copy otherwise. */
export async function linkOrCopy(source: string, target: string): Promise<void> {
  await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  try {
    await fs.promises.link(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    await fs.promises.copyFile(source, target, fs.constants.COPYFILE_EXCL);
  }
}

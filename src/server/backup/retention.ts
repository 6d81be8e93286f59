import fs from 'node:fs';
import path from 'node:path';
import { BACKUP_NAME_PATTERN } from './archive-layout';

const PARTIAL_PATTERN = /^bem-backup-\d{8}-\d{6}\.tar\.gz\.part$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The archives of a folder that carry the backups' own name, newest first (names hold the time). */
export async function listBackups(dir: string): Promise<string[]> {
  const names = await fs.promises.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return names
    .filter((name) => BACKUP_NAME_PATTERN.test(name))
    .sort()
    .reverse();
}

/** Time since the newest archive was written, or undefined when there is none. */
export async function newestBackupAgeMs(dir: string, now: Date): Promise<number | undefined> {
  const [newest] = await listBackups(dir);
  if (!newest) return undefined;
  const { mtimeMs } = await fs.promises.stat(path.join(dir, newest));
  return now.getTime() - mtimeMs;
}

/**
 * Deletes all but the newest `keep` archives, and day-old `.part` leftovers; returns the names
 * deleted. Only names of the
 * backups' own pattern are touched, so other files an operator keeps in the folder are safe.
 */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const old = (await listBackups(dir)).slice(keep);
  for (const name of old) await fs.promises.rm(path.join(dir, name), { force: true });
  // Unfinished archives of a process that died mid-write; a day old, so none still being written.
  for (const name of await fs.promises.readdir(dir)) {
    if (!PARTIAL_PATTERN.test(name)) continue;
    const file = path.join(dir, name);
    if (Date.now() - (await fs.promises.stat(file)).mtimeMs < DAY_MS) continue;
    await fs.promises.rm(file, { force: true });
    old.push(name);
  }
  return old;
}

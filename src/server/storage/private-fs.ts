import fs from 'node:fs';
import path from 'node:path';

/** Only the account that runs the portal may read its data: submissions hold personal data. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

const WINDOWS = process.platform === 'win32';

/**
 * Flushes a directory's entries (a new name, a rename) to the disk. Windows cannot open a
 * directory for fsync and journals its metadata itself, so there it is skipped.
 */
export function fsyncDir(dir: string): void {
  if (WINDOWS) return;
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Creates `dir` (and its missing parents) with mode 0700, flushing each parent that gained an
 * entry so the new folder survives a power cut together with the file put in it.
 */
export function ensurePrivateDir(dir: string): void {
  const missing: string[] = [];
  for (let current = path.resolve(dir); !fs.existsSync(current);) {
    missing.unshift(current);
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const created of missing) {
    try {
      fs.mkdirSync(created, { mode: PRIVATE_DIR_MODE });
    } catch (error) {
      // Another request made the same folder in between: fine.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    // mkdir's mode is filtered through the umask; chmod says exactly what is meant.
    fs.chmodSync(created, PRIVATE_DIR_MODE);
    fsyncDir(path.dirname(created));
  }
}

/** Writes a new file (never overwrites) with mode 0600 and flushes its content to the disk. */
export function writeFileDurably(file: string, content: Uint8Array): void {
  const fd = fs.openSync(file, 'wx', PRIVATE_FILE_MODE);
  try {
    let offset = 0;
    while (offset < content.length) {
      offset += fs.writeSync(fd, content, offset, content.length - offset);
    }
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Renames within one folder and flushes the folder, so the new name is on the disk. */
export function renameDurably(from: string, to: string): void {
  fs.renameSync(from, to);
  fsyncDir(path.dirname(to));
}

/** Sets 0600 on a file that exists (older installs created them world-readable). */
export function makePrivate(file: string, mode = PRIVATE_FILE_MODE): void {
  try {
    fs.chmodSync(file, mode);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

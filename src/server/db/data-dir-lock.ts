import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { z } from 'zod';
import { jakartaClockText } from '../../shared/clock-text';
import { jakartaDate } from '../../shared/jakarta-time';
import { ensurePrivateDir, makePrivate, PRIVATE_FILE_MODE } from '../storage/private-fs';

/**
 * One process per data directory: a second server on a live dir (even on another port) would
 * write the same database and delete the other's uploads in progress as "unreferenced".
 *
 * The lock is SQLite's own: `portal.lock` is a tiny SQLite file that the holder opens in
 * `locking_mode = EXCLUSIVE` and writes once, so its connection keeps the file's exclusive lock
 * (fcntl on POSIX, LockFileEx on Windows) until it is closed. The kernel drops such a lock when
 * the process dies, kill -9 and power cuts included: a crash never leaves a stale lock behind,
 * unlike a pid file, whose pid may have been reused. SQLite also refuses a second connection in
 * the same process, so a second server started in-process is refused the same way.
 *
 * Beside it, `portal.lock.json` names the holder (pid, what, address, since when) for the
 * refusal; it is written after the lock is taken, by temp file and rename, and removed on release.
 *
 * Never open the lock file with plain fs calls in a process that may hold it: closing any file
 * descriptor of a file drops that process's POSIX locks on it (SQLite works around this itself).
 */
export const LOCK_FILE = 'portal.lock';
export const OWNER_FILE = 'portal.lock.json';

/** What `what` says of the two kinds of holder. */
export const SERVER_HOLDER = 'server portal';
export const RESTORE_HOLDER = 'npm run restore';

const ownerSchema = z.object({
  pid: z.number().int().positive(),
  since: z.number().int().nonnegative(),
  what: z.string().min(1).max(200),
  url: z.string().max(500).optional(),
});
export type LockOwner = z.infer<typeof ownerSchema>;

/** "28/11/2026 12.30 WIB": the time a holder took the dir, as the operator's clock shows it. */
function jakartaStamp(instant: number): string {
  const [year, month, day] = jakartaDate(instant).split('-');
  return `${day}/${month}/${year} ${jakartaClockText(instant)} WIB`;
}

export function dataDirInUseMessage(dataDir: string, owner: LockOwner | undefined): string {
  const who = owner
    ? `PID ${owner.pid}, ${owner.what}${owner.url ? ` di ${owner.url}` : ''}, sejak ${jakartaStamp(owner.since)}`
    : 'prosesnya tidak dapat dikenali';
  return (
    `Folder data ${dataDir} sedang dipakai oleh proses lain (${who}). ` +
    'Hentikan proses itu lebih dulu, atau pakai BEM_DATA_DIR lain.'
  );
}

/** The dir is held by another process (or another server in this one). Nothing was touched. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | undefined,
  ) {
    super(dataDirInUseMessage(dataDir, owner));
  }
}

export interface DataDirLock {
  /** The locked folder (absolute). */
  readonly dataDir: string;
  /** Adds the address the holder serves at to its record, once it listens. */
  setUrl(url: string): void;
  /** The locked folder was renamed to `to` (a restore puts its work folder in place). */
  moved(to: string): void;
  /** Frees the dir; calling it again does nothing. The lock file stays (see lockDataDir). */
  release(): void;
}

const isBusy = (error: unknown): boolean =>
  ['SQLITE_BUSY', 'SQLITE_LOCKED'].includes(String((error as { code?: unknown })?.code));
const isDamaged = (error: unknown): boolean =>
  ['SQLITE_NOTADB', 'SQLITE_CORRUPT'].includes(String((error as { code?: unknown })?.code));

/**
 * Opens `{dir}/portal.lock` and takes its exclusive lock, or throws SQLite's error (SQLITE_BUSY
 * when another connection holds it; busy_timeout 0, so at once). The lock file is never deleted:
 * deleting a lock file someone may just have opened would let two processes hold "the" lock.
 */
function takeLock(dir: string): Database.Database {
  const file = path.join(dir, LOCK_FILE);
  for (let attempt = 0; ; attempt += 1) {
    const db = new Database(file);
    try {
      makePrivate(file);
      db.pragma('busy_timeout = 0');
      // The journal in memory: no `portal.lock-journal` beside it; the lock file holds no data.
      db.pragma('journal_mode = MEMORY');
      db.pragma('locking_mode = EXCLUSIVE');
      // The first write takes the exclusive lock; in EXCLUSIVE mode it is kept until close.
      const version = db.pragma('user_version', { simple: true }) as number;
      db.pragma(`user_version = ${(version % 1_000_000) + 1}`);
      return db;
    } catch (error) {
      db.close();
      // Unreadable (a power cut tore it): nobody holds it — a holder, in this process or
      // another, would have refused our read with SQLITE_BUSY — so it is emptied in place and
      // taken again. A racing process that empties it too does not undo a lock already taken.
      if (isDamaged(error) && attempt === 0) {
        fs.truncateSync(file, 0);
        continue;
      }
      throw error;
    }
  }
}

const pause = (ms: number): void => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
};

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, under another account.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The holder's record, for the refusal. A holder writes it just after taking the lock, so a
 * record missing or naming a process that has ended (left by a holder that crashed) is given
 * half a second to be replaced; after that the holder is "not recognised".
 */
export function readLockOwner(dataDir: string): LockOwner | undefined {
  const file = path.join(dataDir, OWNER_FILE);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    try {
      const owner = ownerSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
      if (isAlive(owner.pid)) return owner;
    } catch {
      // Missing, being replaced, or not ours: look again shortly.
    }
    pause(25);
  }
  return undefined;
}

function writeOwner(dir: string, owner: LockOwner): void {
  const file = path.join(dir, OWNER_FILE);
  const temporary = `${file}.tmp`;
  // Only the holder writes here, so one temporary name is enough; the rename makes a reader see
  // the old record or the new one, never half of one.
  fs.writeFileSync(temporary, JSON.stringify(owner), { mode: PRIVATE_FILE_MODE });
  makePrivate(temporary);
  fs.renameSync(temporary, file);
}

/**
 * Takes the data dir for this process, before anything in it is opened or touched: creates the
 * dir (0700) when missing, takes the lock, writes the holder's record. Throws DataDirInUseError,
 * naming the holder, when another process — or another server in this one — has it.
 */
export function lockDataDir(
  dataDir: string,
  what: string,
  now: () => number = Date.now,
): DataDirLock {
  let dir = path.resolve(dataDir);
  ensurePrivateDir(dir);
  let db: Database.Database;
  try {
    db = takeLock(dir);
  } catch (error) {
    if (isBusy(error)) throw new DataDirInUseError(dir, readLockOwner(dir));
    throw error;
  }
  const owner: LockOwner = { pid: process.pid, since: now(), what };
  try {
    writeOwner(dir, owner);
  } catch (error) {
    db.close();
    throw error;
  }
  return {
    get dataDir() {
      return dir;
    },
    setUrl(url) {
      if (!db.open) return;
      owner.url = url;
      try {
        writeOwner(dir, owner);
      } catch {
        // The record only feeds a refusal's message: the one without the address stays, and a
        // running server is not stopped for it.
      }
    },
    moved(to) {
      dir = path.resolve(to);
    },
    release() {
      if (!db.open) return;
      // Removed while still held, so it never names a process that no longer holds the dir.
      fs.rmSync(path.join(dir, OWNER_FILE), { force: true });
      db.close();
    },
  };
}

/**
 * Refuses a data dir another process holds, without taking it: for a restore, which writes its
 * work folder elsewhere and checks the target before anything else. A dir without a lock file
 * was never held and is left untouched.
 */
export function refuseDataDirInUse(dataDir: string): void {
  const dir = path.resolve(dataDir);
  if (!fs.existsSync(path.join(dir, LOCK_FILE))) return;
  try {
    takeLock(dir).close();
  } catch (error) {
    if (isBusy(error)) throw new DataDirInUseError(dir, readLockOwner(dir));
    throw error;
  }
}

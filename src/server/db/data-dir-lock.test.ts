import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DataDirInUseError,
  dataDirInUseMessage,
  LOCK_FILE,
  lockDataDir,
  OWNER_FILE,
  readLockOwner,
  refuseDataDirInUse,
  type DataDirLock,
} from './data-dir-lock';

const made: string[] = [];
const held: DataDirLock[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const lock of held.splice(0)) lock.release();
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bem-kunci-uji-'));
  made.push(dir);
  return dir;
}

function lock(dir: string, what = 'server portal', now?: () => number): DataDirLock {
  const taken = lockDataDir(dir, what, now);
  held.push(taken);
  return taken;
}

/** 28 November 2026, 12.30 WIB (05.30 UTC). */
const NOV_28_1230_WIB = Date.parse('2026-11-28T05:30:00Z');

/** Another process holding `dir` with this module; resolves once it holds it. */
function holdInChild(dir: string): Promise<ChildProcess> {
  const source = path.resolve('src/server/db/data-dir-lock.ts');
  const script =
    `const { lockDataDir } = await import(${JSON.stringify(source)});` +
    `const lock = lockDataDir(${JSON.stringify(dir)}, 'npm run restore');` +
    `lock.setUrl('http://127.0.0.1:1');` +
    `process.stdout.write('siap\\n');` +
    `setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
  children.push(child);
  return new Promise((resolve, reject) => {
    let errors = '';
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('siap')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`holder ended (${code}): ${errors}`)));
  });
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

describe('lockDataDir', () => {
  it('takes a missing dir (created 0700), with a private lock file and the holder record', () => {
    const dir = path.join(tempDir(), 'data');
    const taken = lock(dir, 'server portal', () => NOV_28_1230_WIB);
    expect(taken.dataDir).toBe(dir);
    expect(fs.readdirSync(dir).sort()).toEqual([LOCK_FILE, OWNER_FILE]);
    if (process.platform !== 'win32') {
      expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
      expect(fs.statSync(path.join(dir, LOCK_FILE)).mode & 0o777).toBe(0o600);
      expect(fs.statSync(path.join(dir, OWNER_FILE)).mode & 0o777).toBe(0o600);
    }
    expect(readLockOwner(dir)).toEqual({
      pid: process.pid,
      since: NOV_28_1230_WIB,
      what: 'server portal',
    });
    taken.setUrl('http://127.0.0.1:8080');
    expect(readLockOwner(dir)).toMatchObject({ url: 'http://127.0.0.1:8080' });
  });

  it('refuses a second holder in the same process, naming the first, and touches nothing', () => {
    const dir = tempDir();
    const first = lock(dir, 'server portal', () => NOV_28_1230_WIB);
    first.setUrl('http://127.0.0.1:8080');
    const record = fs.readFileSync(path.join(dir, OWNER_FILE), 'utf8');

    let refusal: unknown;
    try {
      lock(dir, 'npm run restore');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirInUseError);
    expect((refusal as Error).message).toBe(
      `Folder data ${dir} sedang dipakai oleh proses lain (PID ${process.pid}, server portal di ` +
        'http://127.0.0.1:8080, sejak 28/11/2026 12.30 WIB). Hentikan proses itu lebih dulu, ' +
        'atau pakai BEM_DATA_DIR lain.',
    );
    expect(fs.readFileSync(path.join(dir, OWNER_FILE), 'utf8')).toBe(record);
    expect(() => refuseDataDirInUse(dir)).toThrow(DataDirInUseError);
  });

  it('is free again after release (twice is harmless); the lock file stays, the record goes', () => {
    const dir = tempDir();
    const first = lock(dir);
    first.release();
    first.release();
    expect(fs.readdirSync(dir)).toEqual([LOCK_FILE]);
    expect(() => refuseDataDirInUse(dir)).not.toThrow();
    const second = lock(dir, 'npm run restore');
    expect(readLockOwner(dir)).toMatchObject({ pid: process.pid, what: 'npm run restore' });
    second.release();
  });

  it('refuses while another process holds the dir, and is free once it is killed (SIGKILL)', async () => {
    const dir = tempDir();
    const child = await holdInChild(dir);
    expect(() => lock(dir)).toThrow(
      new RegExp(`\\(PID ${child.pid}, npm run restore di http://127\\.0\\.0\\.1:1, sejak `),
    );
    expect(() => refuseDataDirInUse(dir)).toThrow(DataDirInUseError);
    await killed(child);
    // The kernel dropped the lock with the process; its record is left, and simply replaced.
    expect(() => refuseDataDirInUse(dir)).not.toThrow();
    lock(dir);
    expect(readLockOwner(dir)).toMatchObject({ pid: process.pid, what: 'server portal' });
  }, 20_000);

  it('keeps the lock when the locked folder is renamed (a restore putting its work in place)', () => {
    const root = tempDir();
    const work = path.join(root, 'kerja');
    const target = path.join(root, 'data');
    const taken = lock(work, 'npm run restore');
    fs.renameSync(work, target);
    taken.moved(target);
    expect(() => lock(target)).toThrow(/npm run restore/);
    taken.release();
    expect(fs.readdirSync(target)).toEqual([LOCK_FILE]);
    expect(() => lock(target)).not.toThrow();
  });

  it('takes a lock file that a power cut left unreadable', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, LOCK_FILE), 'bukan basis data SQLite '.repeat(20));
    lock(dir);
    expect(readLockOwner(dir)).toMatchObject({ pid: process.pid });
  });

  it('does not name a holder whose record belongs to a process that has ended', () => {
    const dir = tempDir();
    lock(dir);
    // As if the holder crashed after its record and another took the dir without one yet.
    const ended = { pid: 2 ** 22 + 12_345, since: NOV_28_1230_WIB, what: 'server portal' };
    fs.writeFileSync(path.join(dir, OWNER_FILE), JSON.stringify(ended));
    expect(() => lock(dir)).toThrow(/\(prosesnya tidak dapat dikenali\)/);
  });
});

describe('refuseDataDirInUse', () => {
  it('leaves a dir that was never held as it is (nothing created)', () => {
    const root = tempDir();
    refuseDataDirInUse(path.join(root, 'belum-ada'));
    expect(fs.readdirSync(root)).toEqual([]);
    const empty = tempDir();
    refuseDataDirInUse(empty);
    expect(fs.readdirSync(empty)).toEqual([]);
  });
});

describe('dataDirInUseMessage', () => {
  it('names the holder without an address when it has none yet', () => {
    expect(
      dataDirInUseMessage('/srv/data', {
        pid: 7,
        since: NOV_28_1230_WIB,
        what: 'npm run restore',
      }),
    ).toBe(
      'Folder data /srv/data sedang dipakai oleh proses lain (PID 7, npm run restore, sejak ' +
        '28/11/2026 12.30 WIB). Hentikan proses itu lebih dulu, atau pakai BEM_DATA_DIR lain.',
    );
  });
});

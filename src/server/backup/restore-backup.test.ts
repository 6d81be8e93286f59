import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { BackupError } from './backup-error';
import { DataDirInUseError, lockDataDir, SERVER_HOLDER } from '../db/data-dir-lock';
import { makeDataDir, removeTempDirs, repack, tempDir } from './backup-test-utils';
import { createBackup } from './create-backup';
import { restoreBackup } from './restore-backup';
import { NEWEST_SCHEMA_VERSION } from './verify-extracted';

afterEach(removeTempDirs);

async function backupOf(dataDir: string): Promise<string> {
  const out = path.join(tempDir(), 'bem-backup-20260101-020000.tar.gz');
  await createBackup(dataDir, out);
  return out;
}

/** The target's parent holds nothing but what was there before: no half-restored folder. */
function expectUntouched(target: string, parentBefore: string[]): void {
  expect(fs.readdirSync(path.dirname(target)).sort()).toEqual(parentBefore.sort());
}

describe('restoreBackup', () => {
  it('restores the database and every file into an empty dir, owner-only, without the manifest', async () => {
    const { dataDir, files } = makeDataDir();
    const archive = await backupOf(dataDir);
    const target = path.join(tempDir(), 'data');

    const { manifest } = await restoreBackup(archive, target);

    expect(manifest.files).toHaveLength(2);
    // portal.lock: the restore held the folder as a data dir until it was done (data-dir-lock.ts).
    expect(fs.readdirSync(target).sort()).toEqual(['files', 'portal.lock', 'portal.sqlite']);
    for (const file of files)
      expect(fs.readFileSync(path.join(target, 'files', file.storedPath))).toEqual(file.content);
    expect(fs.existsSync(path.join(target, 'files/answers/4_ddd_orphan.pdf'))).toBe(false);
    const db = new Database(path.join(target, 'portal.sqlite'), { readonly: true });
    expect(db.prepare('SELECT count(*) AS n FROM stored_files').get()).toEqual({ n: 2 });
    expect(db.pragma('user_version', { simple: true })).toBe(NEWEST_SCHEMA_VERSION);
    db.close();
    const modes = fs
      .readdirSync(target, { recursive: true, withFileTypes: true })
      .map((entry) => [
        entry.isDirectory(),
        fs.statSync(path.join(entry.parentPath, entry.name)).mode & 0o777,
      ]);
    expect(modes.length).toBeGreaterThan(3);
    for (const [isDir, mode] of modes) expect(mode).toBe(isDir ? 0o700 : 0o600);
    expect(fs.statSync(target).mode & 0o777).toBe(0o700);
    expectUntouched(target, ['data']);
  });

  it('accepts an existing empty dir as target', async () => {
    const { dataDir } = makeDataDir();
    const target = tempDir('bem-kosong-');
    await restoreBackup(await backupOf(dataDir), target);
    expect(fs.existsSync(path.join(target, 'portal.sqlite'))).toBe(true);
  });

  it('refuses a non-empty data dir and leaves it as it was', async () => {
    const { dataDir } = makeDataDir();
    const archive = await backupOf(dataDir);
    const target = tempDir('bem-terisi-');
    fs.writeFileSync(path.join(target, 'portal.sqlite'), 'data lama');
    const attempt = restoreBackup(archive, target);
    await expect(attempt).rejects.toThrow(BackupError);
    await expect(attempt).rejects.toThrow(/Folder data tidak kosong/);
    expect(fs.readdirSync(target)).toEqual(['portal.sqlite']);
    expect(fs.readFileSync(path.join(target, 'portal.sqlite'), 'utf8')).toBe('data lama');
  });

  it('refuses a data dir a server holds, naming it, before the "not empty" check', async () => {
    const { dataDir } = makeDataDir();
    const archive = await backupOf(dataDir);
    const target = tempDir('bem-dipakai-');
    const server = lockDataDir(target, SERVER_HOLDER);
    try {
      const before = fs.readdirSync(target).sort();
      const attempt = restoreBackup(archive, target);
      await expect(attempt).rejects.toThrow(DataDirInUseError);
      await expect(attempt).rejects.toThrow(`(PID ${process.pid}, server portal, sejak `);
      expect(fs.readdirSync(target).sort()).toEqual(before);
      const work = `.${path.basename(target)}.pulihkan-`;
      expect(fs.readdirSync(path.dirname(target)).filter((name) => name.startsWith(work))).toEqual(
        [],
      );
    } finally {
      server.release();
    }
  });

  it('refuses a tampered file before anything is put in place', async () => {
    const { dataDir } = makeDataDir();
    const forged = await repack(await backupOf(dataDir), (dir) => {
      // Same size, one byte different: only the checksum can tell.
      const file = path.join(dir, 'files/final/2_bbb_surat.pdf');
      const bytes = fs.readFileSync(file);
      bytes[100] = 9;
      fs.writeFileSync(file, bytes);
    });
    const target = path.join(tempDir(), 'data');
    const attempt = restoreBackup(forged, target);
    await expect(attempt).rejects.toThrow(/Checksum tidak cocok.*files\/final\/2_bbb_surat\.pdf/);
    expectUntouched(target, []);
  });

  it('refuses an entry whose size differs from the manifest before extracting anything', async () => {
    const { dataDir } = makeDataDir();
    const forged = await repack(await backupOf(dataDir), (dir) => {
      fs.appendFileSync(path.join(dir, 'files/answers/1_aaa_proposal.pdf'), Buffer.alloc(1_000));
    });
    const target = path.join(tempDir(), 'data');
    await expect(restoreBackup(forged, target)).rejects.toThrow(
      /ukuran berkas tidak sesuai manifest \(files\/answers\/1_aaa_proposal\.pdf\)/,
    );
    expectUntouched(target, []);
  });

  it('refuses a tampered database', async () => {
    const { dataDir } = makeDataDir();
    const forged = await repack(await backupOf(dataDir), (dir) => {
      const db = new Database(path.join(dir, 'portal.sqlite'));
      db.prepare('DELETE FROM stored_files').run();
      db.close();
    });
    await expect(restoreBackup(forged, path.join(tempDir(), 'data'))).rejects.toThrow(
      /Checksum tidak cocok.*portal\.sqlite/,
    );
  });

  it('refuses a schema newer than this app knows, by the manifest and by the database itself', async () => {
    const { dataDir } = makeDataDir();
    const db = new Database(path.join(dataDir, 'portal.sqlite'));
    db.pragma(`user_version = ${NEWEST_SCHEMA_VERSION + 1}`);
    db.close();
    const archive = await backupOf(dataDir);
    const target = path.join(tempDir(), 'data');
    await expect(restoreBackup(archive, target)).rejects.toThrow(
      new RegExp(`versi ${NEWEST_SCHEMA_VERSION + 1}, lebih baru .*versi ${NEWEST_SCHEMA_VERSION}`),
    );
    expectUntouched(target, []);

    // A manifest edited to claim an older schema does not get the newer database through.
    const lying = await repack(archive, (dir) => {
      const file = path.join(dir, 'manifest.json');
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { schemaVersion: number };
      manifest.schemaVersion = 1;
      fs.writeFileSync(file, JSON.stringify(manifest));
    });
    await expect(restoreBackup(lying, target)).rejects.toThrow(/lebih baru/);
    expectUntouched(target, []);
  });

  it('restores an older schema as it is (the server migrates it on start)', async () => {
    const { dataDir } = makeDataDir();
    const db = new Database(path.join(dataDir, 'portal.sqlite'));
    db.pragma('user_version = 4');
    db.close();
    const target = path.join(tempDir(), 'data');
    const { manifest } = await restoreBackup(await backupOf(dataDir), target);
    expect(manifest.schemaVersion).toBe(4);
  });

  /** Entry names pointing at `outside` in several ways, from the folder the archive is packed in. */
  const hostile: [string, (dir: string, outside: string) => string][] = [
    ['a path out of the target', (dir, outside) => path.relative(dir, outside)],
    ['a path out of the files folder', (dir, outside) => `files/../${path.relative(dir, outside)}`],
    ['an absolute path', (_dir, outside) => outside],
    ['a name the layout does not know', () => 'skrip.sh'],
  ];

  it.each(hostile)('refuses an archive with %s, writing nothing', async (_label, entryFor) => {
    const { dataDir } = makeDataDir();
    const root = tempDir('bem-jebakan-');
    const outside = path.join(root, 'lolos.txt');
    let entry = '';
    const forged = await repack(
      await backupOf(dataDir),
      (dir) => {
        fs.writeFileSync(path.join(dir, 'skrip.sh'), 'echo');
        fs.writeFileSync(outside, 'keluar');
      },
      (dir) => ['manifest.json', 'portal.sqlite', (entry = entryFor(dir, outside))],
    );
    fs.rmSync(outside);
    const target = path.join(root, 'a', 'data');
    const attempt = restoreBackup(forged, target);
    await expect(attempt).rejects.toThrow(/entri yang tidak diharapkan/);
    // The refusal names the entry as it stands in the archive (tar drops a leading slash).
    await expect(attempt).rejects.toThrow(entry.replace(/^\//, ''));
    expect(fs.existsSync(outside)).toBe(false);
    expect(fs.existsSync(path.join(root, 'a'))).toBe(false);
  });

  it('refuses a symbolic link entry', async () => {
    const { dataDir } = makeDataDir();
    const forged = await repack(
      await backupOf(dataDir),
      (dir) => fs.symlinkSync('/etc', path.join(dir, 'files', 'tautan')),
      () => ['manifest.json', 'portal.sqlite', 'files/tautan'],
    );
    await expect(restoreBackup(forged, path.join(tempDir(), 'data'))).rejects.toThrow(
      /entri yang tidak diharapkan \(files\/tautan\)/,
    );
  });

  it('refuses an archive missing a listed file, and a file that is not an archive', async () => {
    const { dataDir } = makeDataDir();
    const archive = await backupOf(dataDir);
    const partial = await repack(
      archive,
      () => undefined,
      () => ['manifest.json', 'portal.sqlite', 'files/answers/1_aaa_proposal.pdf'],
    );
    await expect(restoreBackup(partial, path.join(tempDir(), 'data'))).rejects.toThrow(
      /tidak lengkap.*files\/final\/2_bbb_surat\.pdf/,
    );
    const garbage = path.join(tempDir(), 'bukan.tar.gz');
    fs.writeFileSync(garbage, 'ini bukan arsip');
    await expect(restoreBackup(garbage, path.join(tempDir(), 'data'))).rejects.toThrow(BackupError);
    await expect(
      restoreBackup(path.join(tempDir(), 'tidak-ada.tar.gz'), path.join(tempDir(), 'd')),
    ).rejects.toThrow(/tidak ditemukan/);
  });
});

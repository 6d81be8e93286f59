import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { list as listTar } from 'tar';
import { afterEach, describe, expect, it } from 'vitest';
import { BackupError } from './backup-error';
import { makeDataDir, removeTempDirs, tempDir } from './backup-test-utils';
import { createBackup } from './create-backup';
import { NEWEST_SCHEMA_VERSION } from './verify-extracted';

const appVersion = (createRequire(import.meta.url)('../../../package.json') as { version: string })
  .version;
const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

afterEach(removeTempDirs);

async function entriesOf(archive: string): Promise<string[]> {
  const names: string[] = [];
  await listTar({ file: archive, onReadEntry: (entry) => names.push(entry.path) });
  return names;
}

describe('createBackup', () => {
  it('writes one archive: manifest first, the database snapshot and every referenced file', async () => {
    const { dataDir, files } = makeDataDir();
    const out = path.join(tempDir(), 'bem-backup-20260101-020000.tar.gz');
    const at = new Date('2026-01-01T02:00:00.000Z');

    const result = await createBackup(dataDir, out, { now: () => at });

    expect(result.file).toBe(out);
    expect(await entriesOf(out)).toEqual([
      'manifest.json',
      'portal.sqlite',
      'files/answers/1_aaa_proposal.pdf',
      'files/final/2_bbb_surat.pdf',
    ]);
    const { manifest } = result;
    expect(manifest).toMatchObject({
      format: 'bem-portal-backup',
      formatVersion: 1,
      appVersion,
      createdAt: at.toISOString(),
      schemaVersion: NEWEST_SCHEMA_VERSION,
      database: { name: 'portal.sqlite' },
    });
    expect(manifest.tables).toMatchObject({ stored_files: 2, users: 0, submissions: 0 });
    expect(manifest.database.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(manifest.files).toEqual(
      files.map((file) => ({
        name: `files/${file.storedPath}`,
        bytes: file.content.length,
        sha256: sha256(file.content),
      })),
    );
    // The unreferenced file is reported, not archived; an unfinished upload is neither.
    expect(manifest.unreferencedFiles).toEqual(['files/answers/4_ddd_orphan.pdf']);
  });

  it('leaves an owner-only archive and nothing behind in the data dir or next to the archive', async () => {
    const { dataDir } = makeDataDir();
    const before = fs.readdirSync(dataDir).sort();
    const outDir = tempDir();
    const out = path.join(outDir, 'bem-backup-20260101-020000.tar.gz');
    await createBackup(dataDir, out);
    expect(fs.statSync(out).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(outDir)).toEqual([path.basename(out)]);
    expect(fs.readdirSync(dataDir).sort()).toEqual(before);
    // The originals are untouched (the staging folder held hard links to them).
    expect(fs.readFileSync(path.join(dataDir, 'files/answers/1_aaa_proposal.pdf'), 'utf8')).toBe(
      '%PDF proposal',
    );
  });

  it('refuses a file the snapshot references that is missing on disk, naming it, and writes no archive', async () => {
    const { dataDir } = makeDataDir();
    fs.rmSync(path.join(dataDir, 'files/final/2_bbb_surat.pdf'));
    const outDir = tempDir();
    const out = path.join(outDir, 'cadangan.tar.gz');
    const attempt = createBackup(dataDir, out);
    await expect(attempt).rejects.toThrow(BackupError);
    await expect(attempt).rejects.toThrow(/tidak ada di .*files.*files\/final\/2_bbb_surat\.pdf/);
    expect(fs.readdirSync(outDir)).toEqual([]);
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('.bem-backup-'))).toEqual([]);
  });

  it('refuses to overwrite an existing archive and a data dir without a database', async () => {
    const { dataDir } = makeDataDir();
    const out = path.join(tempDir(), 'ada.tar.gz');
    fs.writeFileSync(out, 'lama');
    await expect(createBackup(dataDir, out)).rejects.toThrow(/Berkas tujuan sudah ada/);
    expect(fs.readFileSync(out, 'utf8')).toBe('lama');
    await expect(createBackup(tempDir(), path.join(tempDir(), 'x.tar.gz'))).rejects.toThrow(
      /Basis data tidak ditemukan/,
    );
  });
});

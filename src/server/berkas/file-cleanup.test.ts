import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type Db } from '../db/database';
import { migrate } from '../db/migrations';
import { cleanUpStoredFiles } from './file-cleanup';
import { createFileStore } from './file-store';

const dirs: string[] = [];
const dbs: Db[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) closeDatabase(db);
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function setUp() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bem-cleanup-'));
  dirs.push(dataDir);
  const db = openDatabase(dataDir);
  dbs.push(db);
  migrate(db);
  const lines: { level: string; message: string; data: unknown }[] = [];
  const at =
    (level: string) =>
    (data: unknown, message: string): void => {
      lines.push({ level, message, data });
    };
  const log = { info: at('info'), warn: at('warn'), error: at('error') } as FastifyBaseLogger;
  return { dataDir, db, files: createFileStore(db, dataDir), log, lines };
}

const PDF = Buffer.from('%PDF-1.4\n');

describe('start-up clean-up of stored files', () => {
  it('removes .part files and files no row references, keeps recorded ones, logs each', () => {
    const { dataDir, db, files, log, lines } = setUp();
    // A committed file: written, promoted, recorded.
    const kept = files.writePending(PDF, 'kept.pdf', 'final-responses');
    files.promote(kept);
    files.record({
      id: kept.id,
      submissionId: null,
      purpose: 'final-response',
      name: 'kept.pdf',
      mimeType: kept.mimeType,
      bytes: PDF.length,
      path: kept.relativePath,
    });
    // A crash before the rename, and one between the rename and the commit.
    const pending = files.writePending(PDF, 'a.pdf', 'submissions/crashed-1');
    const renamed = files.writePending(PDF, 'b.pdf', 'submissions/crashed-2');
    files.promote(renamed);

    const report = cleanUpStoredFiles({ db, dataDir, log });

    expect(report.pending).toEqual([pending.pendingPath]);
    expect(report.unreferenced).toEqual([renamed.relativePath]);
    expect(report.missing).toEqual([]);
    expect(fs.existsSync(files.absolutePath(kept.relativePath))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'files/submissions/crashed-1'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'files/submissions/crashed-2'))).toBe(false);
    expect(lines.filter((line) => line.level === 'warn')).toHaveLength(2);
  });

  it('reports a row whose file is missing, and keeps the row', () => {
    const { dataDir, db, files, log, lines } = setUp();
    files.record({
      id: 'missing-file-id',
      submissionId: null,
      purpose: 'final-response',
      name: 'hilang.pdf',
      mimeType: 'application/pdf',
      bytes: 1,
      path: 'final-responses/1_hilang.pdf',
    });
    const report = cleanUpStoredFiles({ db, dataDir, log });
    expect(report.missing).toEqual([
      { id: 'missing-file-id', submissionId: null, path: 'final-responses/1_hilang.pdf' },
    ]);
    expect(files.find('missing-file-id')).toBeDefined();
    expect(lines.some((line) => line.level === 'error')).toBe(true);
  });

  it('makes older, world-readable files and folders private', () => {
    const { dataDir, db, files, log } = setUp();
    const file = files.writePending(PDF, 'a.pdf', 'final-responses');
    files.promote(file);
    files.record({
      id: file.id,
      submissionId: null,
      purpose: 'final-response',
      name: 'a.pdf',
      mimeType: file.mimeType,
      bytes: PDF.length,
      path: file.relativePath,
    });
    fs.chmodSync(files.absolutePath(file.relativePath), 0o644);
    fs.chmodSync(path.join(dataDir, 'files/final-responses'), 0o755);
    cleanUpStoredFiles({ db, dataDir, log });
    expect(fs.statSync(files.absolutePath(file.relativePath)).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(dataDir, 'files/final-responses')).mode & 0o777).toBe(0o700);
  });
});

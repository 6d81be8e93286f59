import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { fsyncDir, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../storage/private-fs';
import { filesRoot, PENDING_SUFFIX } from './file-store';

export interface FileCleanupReport {
  /** Unfinished uploads (`.part`) removed. */
  pending: string[];
  /** Finished files no row points at (their transaction never committed), removed. */
  unreferenced: string[];
  /** Rows whose file is gone: reported, never deleted (the submission stays). */
  missing: { id: string; submissionId: string | null; path: string }[];
}

/** Every file and every folder under `root`. */
function walk(root: string): { files: string[]; dirs: string[] } {
  const files: string[] = [];
  const dirs: string[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        dirs.push(full);
        visit(full);
      } else files.push(full);
    }
  };
  visit(root);
  return { files, dirs };
}

/**
 * At start-up, before the server accepts requests (so no upload is under way): removes what a
 * crash or power cut left between writing a file and committing its row, sets 0600/0700 on every
 * stored file and folder (older installs made them world-readable), and reports rows whose file
 * is missing. Each removal is logged.
 */
export function cleanUpStoredFiles(deps: {
  db: Db;
  dataDir: string;
  log: FastifyBaseLogger;
}): FileCleanupReport {
  const root = filesRoot(deps.dataDir);
  const report: FileCleanupReport = { pending: [], unreferenced: [], missing: [] };
  const rows = deps.db
    .prepare<[], { id: string; submission_id: string | null; path: string }>(
      'SELECT id, submission_id, path FROM stored_files',
    )
    .all();
  const referenced = new Set(rows.map((row) => path.normalize(row.path)));
  const touched = new Set<string>();

  if (fs.existsSync(root)) {
    fs.chmodSync(root, PRIVATE_DIR_MODE);
    const { files, dirs } = walk(root);
    for (const dir of dirs) fs.chmodSync(dir, PRIVATE_DIR_MODE);
    for (const file of files) {
      const relative = path.relative(root, file);
      const kind = file.endsWith(PENDING_SUFFIX)
        ? 'pending'
        : referenced.has(relative)
          ? null
          : 'unreferenced';
      if (!kind) {
        fs.chmodSync(file, PRIVATE_FILE_MODE);
        continue;
      }
      fs.rmSync(file, { force: true });
      touched.add(path.dirname(file));
      report[kind].push(relative);
      deps.log.warn(
        { file: relative },
        kind === 'pending'
          ? 'Berkas unggahan yang belum selesai (.part) dihapus'
          : 'Berkas tanpa catatan di stored_files dihapus',
      );
    }
    // Folders emptied above (deepest first), e.g. of an intake that never committed.
    for (const dir of [...touched].sort((a, b) => b.length - a.length)) {
      if (dir !== root && fs.readdirSync(dir).length === 0) {
        fs.rmdirSync(dir);
        touched.add(path.dirname(dir));
      }
    }
    for (const dir of touched) if (fs.existsSync(dir)) fsyncDir(dir);
  }

  for (const row of rows) {
    if (fs.existsSync(path.join(root, row.path))) continue;
    report.missing.push({ id: row.id, submissionId: row.submission_id, path: row.path });
    deps.log.error(
      { fileId: row.id, submissionId: row.submission_id, path: row.path },
      'Berkas tersimpan hilang dari disk (catatan dan pengajuan tetap disimpan)',
    );
  }
  deps.log.info(
    {
      pendingRemoved: report.pending.length,
      unreferencedRemoved: report.unreferenced.length,
      missing: report.missing.length,
      storedFiles: rows.length,
    },
    'Pemeriksaan berkas saat mulai selesai',
  );
  return report;
}

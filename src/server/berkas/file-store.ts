import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cleanFileName, type StoredFileInfo } from '../../shared/berkas/stored-file';
import type { Db } from '../db/database';

/** How answers and reply letters link a stored file. */
export const FILE_URL_PREFIX = '/api/files/';

export type FilePurpose = 'answer' | 'final-response';

export interface StoredFile {
  id: string;
  submissionId: string | null;
  purpose: FilePurpose;
  name: string;
  mimeType: string;
  bytes: number;
  path: string;
}

/** A name safe on every file system, keeping the extension people recognise. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[^\w.\- ]+/g, '')
    .replace(/\s+/g, '_')
    .replace(/^\.+/, '')
    .slice(-120);
  return cleaned || 'berkas';
}

/**
 * Uploaded files on disk under `{data}/files`, one row each. The id is 128 random bits: a link to
 * a file cannot be guessed, and who may open which file is decided by the route.
 */
export function createFileStore(db: Db, dataDir: string) {
  const root = path.join(dataDir, 'files');
  return {
    /** Writes the bytes; the row is inserted by `record` inside the caller's transaction. */
    write(content: Buffer, name: string, folder: string): { id: string; relativePath: string } {
      const id = randomBytes(16).toString('base64url');
      const relativePath = path.join(folder, `${Date.now()}_${id}_${safeFileName(name)}`);
      fs.mkdirSync(path.join(root, folder), { recursive: true });
      fs.writeFileSync(path.join(root, relativePath), content, { flag: 'wx' });
      return { id, relativePath };
    },
    /**
     * Writes the bytes under a temporary name; `promote` gives it its final name just before the
     * caller's transaction commits, so a crash leaves at most a `.part` file, never a stray answer.
     */
    writePending(
      content: Buffer,
      name: string,
      folder: string,
    ): { id: string; relativePath: string; pendingPath: string } {
      const id = randomBytes(16).toString('base64url');
      const relativePath = path.join(folder, `${Date.now()}_${id}_${safeFileName(name)}`);
      const pendingPath = `${relativePath}.part`;
      fs.mkdirSync(path.join(root, folder), { recursive: true });
      fs.writeFileSync(path.join(root, pendingPath), content, { flag: 'wx' });
      return { id, relativePath, pendingPath };
    },
    promote(file: { relativePath: string; pendingPath: string }): void {
      fs.renameSync(path.join(root, file.pendingPath), path.join(root, file.relativePath));
    },
    record(file: StoredFile): void {
      db.prepare(
        'INSERT INTO stored_files (id, submission_id, purpose, name, mime_type, bytes, path, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ).run(
        file.id,
        file.submissionId,
        file.purpose,
        file.name,
        file.mimeType,
        file.bytes,
        file.path,
        new Date().toISOString(),
      );
    },
    /** Removes files written for a request that failed before its rows were committed. */
    discard(relativePaths: readonly string[]): void {
      for (const relativePath of relativePaths)
        fs.rmSync(path.join(root, relativePath), { force: true });
    },
    find(id: string): StoredFile | undefined {
      const row = db
        .prepare<
          [string],
          {
            id: string;
            submission_id: string | null;
            purpose: FilePurpose;
            name: string;
            mime_type: string;
            bytes: number;
            path: string;
          }
        >('SELECT * FROM stored_files WHERE id = ?')
        .get(id);
      return row
        ? {
            id: row.id,
            submissionId: row.submission_id,
            purpose: row.purpose,
            name: row.name,
            mimeType: row.mime_type,
            bytes: row.bytes,
            path: row.path,
          }
        : undefined;
    },
    /** The names of a submission's files by their link, so the panel can offer them by name. */
    namesOf(submissionId: string): Record<string, StoredFileInfo> {
      const rows = db
        .prepare<[string], { id: string; name: string; bytes: number; mime_type: string }>(
          'SELECT id, name, bytes, mime_type FROM stored_files WHERE submission_id = ?',
        )
        .all(submissionId);
      return Object.fromEntries(
        rows.map((row) => [
          `${FILE_URL_PREFIX}${row.id}`,
          { name: cleanFileName(row.name), bytes: row.bytes, mimeType: row.mime_type },
        ]),
      );
    },
    absolutePath: (relativePath: string) => path.join(root, relativePath),
  };
}

export type FileStore = ReturnType<typeof createFileStore>;

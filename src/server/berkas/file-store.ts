import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { contentMimeType, SNIFF_BYTES } from '../../shared/berkas/file-content';
import type { StoredFileInfo } from '../../shared/berkas/stored-file';
import { plainFileName } from '../../shared/file-name';
import type { Db } from '../db/database';
import { ensurePrivateDir, renameDurably, writeFileDurably } from '../storage/private-fs';

/** How answers and reply letters link a stored file. */
export const FILE_URL_PREFIX = '/api/files/';

/** What a file is called until the transaction that records it is about to commit. */
export const PENDING_SUFFIX = '.part';

/** Where uploads live under the data dir; `stored_files.path` is relative to it. */
export const filesRoot = (dataDir: string) => path.join(dataDir, 'files');

/** 'sc-photo': a loans check-in or check-out photo, read by the loans' managers only. */
export type FilePurpose = 'answer' | 'final-response' | 'image' | 'document' | 'sc-photo';

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
  const root = filesRoot(dataDir);
  return {
    /**
     * Writes the bytes under a temporary name (`….part`, mode 0600) and flushes them to the disk.
     * `promote` gives the file its final name as the last step inside the caller's transaction,
     * so a crash leaves at most a `.part` or an unreferenced file (start-up removes both), never a
     * row without its file. `mimeType` is derived from the content, not from what was claimed.
     */
    writePending(
      content: Buffer,
      name: string,
      folder: string,
    ): { id: string; relativePath: string; pendingPath: string; mimeType: string } {
      const id = randomBytes(16).toString('base64url');
      const relativePath = path.join(folder, `${Date.now()}_${id}_${safeFileName(name)}`);
      const pendingPath = `${relativePath}${PENDING_SUFFIX}`;
      ensurePrivateDir(path.join(root, folder));
      writeFileDurably(path.join(root, pendingPath), content);
      return {
        id,
        relativePath,
        pendingPath,
        mimeType: contentMimeType(name, content.subarray(0, SNIFF_BYTES)),
      };
    },
    /** The final name, flushed: call it last before the transaction that records the file commits. */
    promote(file: { relativePath: string; pendingPath: string }): void {
      renameDurably(path.join(root, file.pendingPath), path.join(root, file.relativePath));
    },
    /** Records a stored file under its plain name (file-name.ts), whoever made the name. */
    record(file: StoredFile): void {
      db.prepare(
        'INSERT INTO stored_files (id, submission_id, purpose, name, mime_type, bytes, path, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ).run(
        file.id,
        file.submissionId,
        file.purpose,
        plainFileName(file.name),
        file.mimeType,
        file.bytes,
        file.path,
        new Date().toISOString(),
      );
    },
    /** Removes the files of a request that failed before its rows were committed. */
    discard(files: readonly { relativePath: string; pendingPath: string }[]): void {
      for (const file of files) {
        fs.rmSync(path.join(root, file.pendingPath), { force: true });
        fs.rmSync(path.join(root, file.relativePath), { force: true });
      }
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
    /**
     * The names of a submission's files by their link, so the panel can offer them by name; plain
     * (file-name.ts) also when a row was stored before names were.
     */
    namesOf(submissionId: string): Record<string, StoredFileInfo> {
      const rows = db
        .prepare<[string], { id: string; name: string; bytes: number; mime_type: string }>(
          'SELECT id, name, bytes, mime_type FROM stored_files WHERE submission_id = ?',
        )
        .all(submissionId);
      return Object.fromEntries(
        rows.map((row) => [
          `${FILE_URL_PREFIX}${row.id}`,
          { name: plainFileName(row.name), bytes: row.bytes, mimeType: row.mime_type },
        ]),
      );
    },
    absolutePath: (relativePath: string) => path.join(root, relativePath),
  };
}

export type FileStore = ReturnType<typeof createFileStore>;

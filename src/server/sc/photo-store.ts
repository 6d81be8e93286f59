import fs from 'node:fs';
import { dataUrlBase64 } from '../../shared/images/image-upload';
import {
  ATTENDANCE_PHOTO_MESSAGES,
  ATTENDANCE_PHOTO_MIME,
  attendancePhotoCheck,
} from '../../shared/sc/attendance-photo';
import type { FileStore, StoredFile } from '../berkas/file-store';
import type { Db } from '../db/database';
import { AppError } from '../http/app-error';

/** Under `{data}/files`: the loans' check-in and check-out photos, purpose 'sc-photo'. */
const PHOTO_FOLDER = 'peminjaman-sc';

const refuse = (message: string) => new AppError('VALIDATION', 400, message, { foto: message });

export interface PendingPhoto {
  row: StoredFile;
  written: ReturnType<FileStore['writePending']>;
}

/**
 * The attendance photos as stored files (file-store.ts), never base64 in a booking: checked by
 * content and size, written under a temporary name, recorded and renamed inside the caller's
 * transaction. Only stored files of purpose 'sc-photo' are found here, and only the managers'
 * route serves them.
 */
export function createPhotoStore(deps: { db: Db; files: FileStore }) {
  const removeRow = deps.db.prepare<[string], { path: string }>(
    "DELETE FROM stored_files WHERE id = ? AND purpose = 'sc-photo' RETURNING path",
  );
  return {
    /** The photo's bytes from its data URL, checked (400 naming `foto` when refused). */
    bytesOf(dataUrl: string): { bytes: Buffer; mimeType: string } {
      const base64 = dataUrlBase64(dataUrl);
      if (base64 === null) throw refuse(ATTENDANCE_PHOTO_MESSAGES.unreadable);
      const bytes = Buffer.from(base64, 'base64');
      const checked = attendancePhotoCheck(bytes);
      if ('problem' in checked) throw refuse(checked.problem);
      return { bytes, mimeType: ATTENDANCE_PHOTO_MIME[checked.kind] };
    },
    /** Writes the file under its temporary name; `commit` inside the transaction, or `discard`. */
    writePending(photo: { bytes: Buffer; mimeType: string }, step: string): PendingPhoto {
      const extension = photo.mimeType === 'image/png' ? 'png' : 'jpg';
      const name = `${step}.${extension}`;
      const written = deps.files.writePending(photo.bytes, name, PHOTO_FOLDER);
      return {
        written,
        row: {
          id: written.id,
          submissionId: null,
          purpose: 'sc-photo',
          name,
          mimeType: photo.mimeType,
          bytes: photo.bytes.length,
          path: written.relativePath,
        },
      };
    },
    /** Records the file and gives it its final name: the last steps of the caller's transaction. */
    commit(photo: PendingPhoto): void {
      deps.files.record(photo.row);
      deps.files.promote(photo.written);
    },
    discard(photo: PendingPhoto): void {
      deps.files.discard([photo.written]);
    },
    find(id: string): StoredFile | undefined {
      const file = deps.files.find(id);
      return file?.purpose === 'sc-photo' ? file : undefined;
    },
    /**
     * Forgets the photos' rows (inside the caller's transaction) and returns what to delete from
     * the disk once it has committed; a crash in between leaves files no row names, which the
     * start-up cleanup removes (file-cleanup.ts).
     */
    forget(ids: readonly (string | null)[]): string[] {
      return ids.flatMap((id) => (id ? (removeRow.get(id)?.path ?? []) : []));
    },
    absolutePath: (relative: string): string => deps.files.absolutePath(relative),
    unlink(paths: readonly string[]): void {
      for (const relative of paths) fs.rmSync(deps.files.absolutePath(relative), { force: true });
    },
  };
}

export type PhotoStore = ReturnType<typeof createPhotoStore>;

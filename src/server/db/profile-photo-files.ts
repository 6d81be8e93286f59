import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { imageSize } from 'image-size';
import type { ProfilePhoto } from '../../shared/accounts';
import { imageUrlOf } from '../images/image-service';
import {
  IMAGE_EXTENSIONS,
  IMAGE_LIMITS,
  IMAGE_MIME_TYPES,
  sniffImageKind,
} from '../../shared/images/image-rules';
import { dataUrlBase64 } from '../../shared/images/image-upload';
import { filesRoot, PENDING_SUFFIX } from '../berkas/file-store';
import { ensurePrivateDir, renameDurably, writeFileDurably } from '../storage/private-fs';
import type { Db } from './database';

/** Where the database's data dir is: the folder of its file (database.ts), none in memory. */
export const dataDirOf = (db: Db): string | null => (db.memory ? null : path.dirname(db.name));

/** An old photo as bytes with what they are, or null when it could never have been shown. */
function readablePhoto(value: string) {
  const base64 = dataUrlBase64(value);
  if (base64 === null) return null;
  const bytes = Buffer.from(base64, 'base64');
  const kind = sniffImageKind(bytes);
  if (!kind || bytes.length > IMAGE_LIMITS.maxBytes) return null;
  try {
    const { width, height } = imageSize(bytes);
    if (!(width > 0 && height > 0)) return null;
    if (Math.max(width, height) > IMAGE_LIMITS.longestSidePx) return null;
    return { bytes, kind, width, height };
  } catch {
    return null;
  }
}

/**
 * Migration 12 (profile-photo-files): every `users.foto` that is still a base64 data URL becomes a
 * stored image file (purpose 'image', under `{data}/files/images`, like an upload) and the column
 * holds its reference as JSON (profilePhotoSchema). The old photo is at most 400 px wide and
 * 200 KB, the size of a thumbnail, so one file is both the image and its thumbnail: `url` and
 * `thumbUrl` name the same file. A value that is no readable JPEG, PNG or WebP could never be
 * shown and becomes NULL (the initials show, as they did).
 *
 * Runs inside the migration's transaction: files are written under `.part` names first and get
 * their final names last, so a failure leaves no row without its file (the start-up check removes
 * any file left without a row). The SQL is this version's: stored_files as of migration 11.
 */
export function convertProfilePhotosToFiles(db: Db, dataDir: string | null): number {
  const rows = db
    .prepare<[], { id: string; foto: string }>(
      "SELECT id, foto FROM users WHERE foto IS NOT NULL AND foto LIKE 'data:%'",
    )
    .all();
  const setPhoto = db.prepare<[string | null, string]>('UPDATE users SET foto = ? WHERE id = ?');
  const recordFile = db.prepare(
    `INSERT INTO stored_files (id, submission_id, purpose, name, mime_type, bytes, path, created_at)
     VALUES (?, NULL, 'image', ?, ?, ?, ?, ?)`,
  );
  const pending: { from: string; to: string }[] = [];
  let converted = 0;
  for (const row of rows) {
    const photo = readablePhoto(row.foto);
    if (!photo) {
      setPhoto.run(null, row.id);
      continue;
    }
    if (dataDir === null)
      throw new Error('Foto profil lama tidak dapat dipindahkan tanpa folder data.');
    const id = randomBytes(16).toString('base64url');
    const name = `foto-profil.${IMAGE_EXTENSIONS[photo.kind]}`;
    const relativePath = path.join('images', `${Date.now()}_${id}_${name}`);
    const absolute = path.join(filesRoot(dataDir), relativePath);
    ensurePrivateDir(path.dirname(absolute));
    writeFileDurably(`${absolute}${PENDING_SUFFIX}`, photo.bytes);
    pending.push({ from: `${absolute}${PENDING_SUFFIX}`, to: absolute });
    recordFile.run(
      id,
      name,
      IMAGE_MIME_TYPES[photo.kind],
      photo.bytes.length,
      relativePath,
      new Date().toISOString(),
    );
    const url = imageUrlOf(id, photo.kind);
    const reference: ProfilePhoto = {
      id,
      url,
      thumbUrl: url,
      width: photo.width,
      height: photo.height,
    };
    setPhoto.run(JSON.stringify(reference), row.id);
    converted += 1;
  }
  for (const file of pending) renameDurably(file.from, file.to);
  return converted;
}

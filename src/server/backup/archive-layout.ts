/**
 * What an archive may hold, by name: the manifest, the database snapshot and the stored files
 * under `files/`. Restore accepts nothing else, so an archive cannot write outside its target.
 */
export const MANIFEST_ENTRY = 'manifest.json';
export const DATABASE_ENTRY = 'portal.sqlite';
export const FILES_DIR = 'files';

/** The archive's format; restore refuses a format it does not know. */
export const BACKUP_FORMAT = 'bem-portal-backup';
export const BACKUP_FORMAT_VERSION = 1;

const MAX_ENTRY_LENGTH = 1024;

/**
 * A relative POSIX path made of plain segments: no `.`/`..`, no empty segment, no backslash,
 * drive letter or control character. Stored files are named by the server (file-store.ts), so
 * anything else is a damaged or crafted archive.
 */
export function isSafeRelativePath(relative: string): boolean {
  if (relative.length === 0 || relative.length > MAX_ENTRY_LENGTH) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\:\u0000-\u001f\u007f]/.test(relative)) return false;
  return relative
    .split('/')
    .every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** The archive entry of a stored file, from its `stored_files.path` (relative to `{data}/files`). */
export function fileEntryName(storedPath: string): string {
  return `${FILES_DIR}/${storedPath.split(/[\\/]/).join('/')}`;
}

export function isFileEntryName(name: string): boolean {
  return name.startsWith(`${FILES_DIR}/`) && isSafeRelativePath(name.slice(FILES_DIR.length + 1));
}

/** bem-backup-YYYYMMDD-HHmmss.tar.gz; the daily backups prune only names of this shape. */
export const BACKUP_NAME_PATTERN = /^bem-backup-\d{8}-\d{6}\.tar\.gz$/;

/** The archive name for a moment, in Western Indonesian Time like the daily schedule. */
export function backupFileName(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Jakarta',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  return `bem-backup-${parts.year}${parts.month}${parts.day}-${parts.hour}${parts.minute}${parts.second}.tar.gz`;
}

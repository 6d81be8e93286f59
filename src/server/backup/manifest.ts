import { z } from 'zod';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  DATABASE_ENTRY,
  isFileEntryName,
} from './archive-layout';
import { BackupError } from './backup-error';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const bytes = z.number().int().min(0);

/**
 * manifest.json, the archive's table of contents. Every entry of the archive is listed here with
 * its size and SHA-256, so restore can check the whole archive before it puts anything in place.
 */
const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  appVersion: z.string(),
  /** PRAGMA user_version of the snapshot: the newest migration applied to it. */
  schemaVersion: z.number().int().min(0),
  database: z.object({ name: z.literal(DATABASE_ENTRY), bytes, sha256 }),
  /** Rows per table in the snapshot, for the operator to compare with what they expect. */
  tables: z.record(z.string(), z.number().int().min(0)),
  /** The files the snapshot's stored_files rows point at, all of them in the archive. */
  files: z.array(z.object({ name: z.string().refine(isFileEntryName), bytes, sha256 })),
  /**
   * Files found under {data}/files that the snapshot does not reference (written after it, or
   * left by a crash), not archived: a restore of this snapshot has no row pointing at them.
   */
  unreferencedFiles: z.array(z.string()),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

export function parseManifest(text: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError('manifest.json di dalam arsip rusak (bukan JSON yang sah).');
  }
  const format = (json as { format?: unknown } | null)?.format;
  if (format !== BACKUP_FORMAT)
    throw new BackupError('Arsip ini bukan cadangan Portal BEM KM (format tidak dikenal).');
  const version = (json as { formatVersion?: unknown }).formatVersion;
  if (version !== BACKUP_FORMAT_VERSION)
    throw new BackupError(
      `Format cadangan versi ${String(version)} tidak dikenal aplikasi ini (dikenal: ${BACKUP_FORMAT_VERSION}).`,
    );
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success)
    throw new BackupError('manifest.json di dalam arsip tidak lengkap atau rusak.');
  const names = parsed.data.files.map((file) => file.name);
  if (new Set(names).size !== names.length)
    throw new BackupError('manifest.json mencantumkan berkas yang sama lebih dari sekali.');
  return parsed.data;
}

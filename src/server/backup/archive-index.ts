import fs from 'node:fs';
import { list as listTar } from 'tar';
import { DATABASE_ENTRY, isFileEntryName, MANIFEST_ENTRY } from './archive-layout';
import { BackupError } from './backup-error';
import { parseManifest, type BackupManifest } from './manifest';

/** A manifest of a hundred thousand files is a few megabytes; anything far bigger is not ours. */
const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

export interface ArchiveIndex {
  manifest: BackupManifest;
  /** Every entry name, in archive order. */
  names: string[];
}

/**
 * Reads an archive's entry list and manifest without writing anything, and refuses an archive
 * holding anything but regular files under the expected names (no links, no devices, no `..`,
 * no absolute paths, no names the manifest does not list).
 */
export async function readArchiveIndex(archive: string): Promise<ArchiveIndex> {
  if (!fs.existsSync(archive)) throw new BackupError(`Arsip cadangan tidak ditemukan: ${archive}`);
  const names: string[] = [];
  const sizes = new Map<string, number>();
  const refused: string[] = [];
  const manifestChunks: Buffer[] = [];
  let manifestBytes = 0;
  try {
    await listTar({
      file: archive,
      strict: true,
      onReadEntry(entry) {
        const name = entry.path;
        const expectedName =
          name === MANIFEST_ENTRY || name === DATABASE_ENTRY || isFileEntryName(name);
        if (entry.type !== 'File' || !expectedName) {
          refused.push(name);
          return;
        }
        names.push(name);
        sizes.set(name, entry.size);
        if (name !== MANIFEST_ENTRY) return;
        entry.on('data', (chunk: Buffer) => {
          manifestBytes += chunk.length;
          if (manifestBytes <= MAX_MANIFEST_BYTES) manifestChunks.push(chunk);
        });
      },
    });
  } catch (error) {
    throw new BackupError(
      `Arsip cadangan tidak bisa dibaca (rusak atau bukan .tar.gz): ${(error as Error).message}`,
    );
  }
  if (refused.length > 0)
    throw new BackupError(
      `Arsip cadangan ditolak: berisi entri yang tidak diharapkan (${refused.slice(0, 5).join(', ')}).`,
    );
  const present = new Set(names);
  if (present.size !== names.length)
    throw new BackupError('Arsip cadangan ditolak: ada entri yang muncul lebih dari sekali.');
  if (!names.includes(MANIFEST_ENTRY))
    throw new BackupError('Arsip cadangan ditolak: manifest.json tidak ada.');
  if (manifestBytes > MAX_MANIFEST_BYTES)
    throw new BackupError('Arsip cadangan ditolak: manifest.json terlalu besar.');
  const manifest = parseManifest(Buffer.concat(manifestChunks).toString('utf8'));
  const expected = new Set([
    MANIFEST_ENTRY,
    manifest.database.name,
    ...manifest.files.map((f) => f.name),
  ]);
  const unlisted = names.filter((name) => !expected.has(name));
  const absent = [...expected].filter((name) => !present.has(name));
  if (unlisted.length > 0)
    throw new BackupError(
      `Arsip cadangan ditolak: berisi berkas yang tidak tercantum di manifest (${unlisted.slice(0, 5).join(', ')}).`,
    );
  if (absent.length > 0)
    throw new BackupError(
      `Arsip cadangan tidak lengkap: tidak memuat ${absent.slice(0, 5).join(', ')}${absent.length > 5 ? ', …' : ''}.`,
    );
  // Sizes from the tar headers, before anything is written: an entry larger than the manifest
  // says is refused without filling the disk.
  const wrongSize = [manifest.database, ...manifest.files]
    .filter((entry) => sizes.get(entry.name) !== entry.bytes)
    .map((entry) => entry.name);
  if (wrongSize.length > 0)
    throw new BackupError(
      `Arsip cadangan ditolak: ukuran berkas tidak sesuai manifest (${wrongSize.slice(0, 5).join(', ')}).`,
    );
  return { manifest, names };
}

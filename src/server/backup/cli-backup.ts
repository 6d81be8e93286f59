import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { backupFileName } from './archive-layout';
import { humanSize, runCli, say } from './cli-common';
import { createBackup } from './create-backup';

/**
 * `npm run backup [-- --out FILE|FOLDER]`: one archive of the data dir named by BEM_DATA_DIR,
 * safe while the server runs. Without --out it goes to BEM_BACKUP_DIR, or {data}/backups.
 */
runCli('membuat cadangan', 'npm run backup [-- --out BERKAS|FOLDER]', async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } }, strict: true });
  const config = loadConfig();
  const out = archivePath(values.out, config.backups?.dir ?? path.join(config.dataDir, 'backups'));
  say(`Membuat cadangan dari ${config.dataDir} …`);
  const { file, bytes, manifest } = await createBackup(config.dataDir, out);
  const tables = Object.entries(manifest.tables)
    .map(([name, rows]) => `${name} ${rows}`)
    .join(', ');
  say(
    `Cadangan selesai: ${file}`,
    `  Ukuran arsip: ${humanSize(bytes)}; berkas unggahan: ${manifest.files.length}; skema basis data versi ${manifest.schemaVersion}`,
    `  Baris per tabel: ${tables}`,
  );
  if (manifest.unreferencedFiles.length > 0)
    say(
      `  Catatan: ${manifest.unreferencedFiles.length} berkas di folder files tidak dirujuk basis data ` +
        'dan tidak ikut dicadangkan (daftarnya ada di manifest.json).',
    );
});

/** --out names the archive, or a folder for it (existing, or written with a trailing slash). */
function archivePath(out: string | undefined, defaultDir: string): string {
  if (out === undefined) return path.join(defaultDir, backupFileName(new Date()));
  const resolved = path.resolve(out);
  const isFolder =
    /[\\/]$/.test(out) || (fs.existsSync(resolved) && fs.statSync(resolved).isDirectory());
  return isFolder ? path.join(resolved, backupFileName(new Date())) : resolved;
}

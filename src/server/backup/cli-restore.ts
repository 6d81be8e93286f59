import { parseArgs } from 'node:util';
import path from 'node:path';
import { BackupError } from './backup-error';
import { loadConfig } from '../config';
import { runCli, say } from './cli-common';
import { restoreBackup } from './restore-backup';
import { NEWEST_SCHEMA_VERSION } from './verify-extracted';

/**
 * `npm run restore -- FILE [--data-dir DIR]`: puts an archive made by `npm run backup` into an
 * empty data dir (BEM_DATA_DIR unless --data-dir), after checking every checksum.
 */
const USAGE = 'npm run restore -- BERKAS.tar.gz [--data-dir FOLDER]';

runCli('memulihkan cadangan', USAGE, async () => {
  const { values, positionals } = parseArgs({
    options: { 'data-dir': { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  const [archive, ...extra] = positionals;
  if (!archive || extra.length > 0)
    throw new BackupError(`sebutkan tepat satu arsip. Pemakaian: ${USAGE}`);
  const dataDir = values['data-dir'] ? path.resolve(values['data-dir']) : loadConfig().dataDir;
  say(`Memulihkan ${path.resolve(archive)} ke ${dataDir} …`);
  const { manifest } = await restoreBackup(archive, dataDir);
  say(
    `Checksum cocok: basis data dan ${manifest.files.length} berkas unggahan.`,
    `Pemulihan selesai: cadangan tanggal ${manifest.createdAt} (aplikasi versi ${manifest.appVersion}).`,
    manifest.schemaVersion < NEWEST_SCHEMA_VERSION
      ? `  Skema basis data versi ${manifest.schemaVersion}; server akan memperbaruinya ke versi ${NEWEST_SCHEMA_VERSION} saat dijalankan.`
      : `  Skema basis data versi ${manifest.schemaVersion}.`,
    `  Jalankan server dengan BEM_DATA_DIR=${dataDir}.`,
  );
});

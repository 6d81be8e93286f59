import fs from 'node:fs';
import path from 'node:path';

/**
 * The Electron executable when it is installed, or the reason it is not. The npm package gets
 * the binary in its install script, which a machine without internet cannot run. Its own
 * `require('electron')` would try that download again, so this reads its files instead.
 */
export function findElectronBinary(): { path: string } | { reason: string } {
  const packageDir = path.resolve('node_modules/electron');
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  const pathFile = path.join(packageDir, 'path.txt');
  if (!override && !fs.existsSync(pathFile)) {
    return {
      reason:
        'binary Electron belum terpasang: paket npm `electron` ada, tetapi unduhan binarinya tidak dapat ' +
        'dilakukan di mesin ini (tidak ada akses ke server rilis Electron). Di mesin yang bisa, jalankan ' +
        '`node node_modules/electron/install.js`.',
    };
  }
  const executable = override
    ? path.join(override, process.platform === 'win32' ? 'electron.exe' : 'electron')
    : path.join(packageDir, 'dist', fs.readFileSync(pathFile, 'utf8').trim());
  return fs.existsSync(executable)
    ? { path: executable }
    : { reason: `binary Electron tidak ditemukan di ${executable}.` };
}

// Says plainly whether this machine has the Electron binary, before a script needs it. The
// npm package downloads it in its install script; without internet access that cannot happen.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function electronBinaryStatus() {
  const pathFile = path.join(root, 'node_modules/electron/path.txt');
  if (process.env.ELECTRON_OVERRIDE_DIST_PATH) return { ok: true };
  if (!fs.existsSync(pathFile)) return { ok: false };
  const binary = path.join(
    root,
    'node_modules/electron/dist',
    fs.readFileSync(pathFile, 'utf8').trim(),
  );
  return { ok: fs.existsSync(binary), binary };
}

export const MISSING_ELECTRON_MESSAGE = [
  'Binary Electron tidak tersedia di mesin ini, jadi aplikasi desktop tidak dapat dijalankan atau dikemas di sini.',
  'Paket npm `electron` terpasang, tetapi binarinya diunduh terpisah dari server rilis Electron.',
  'Di mesin yang terhubung ke internet jalankan: node node_modules/electron/install.js',
].join('\n');

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!electronBinaryStatus().ok) {
    process.stderr.write(`${MISSING_ELECTRON_MESSAGE}\n`);
    process.exit(1);
  }
}

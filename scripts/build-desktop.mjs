// `npm run build:desktop`: main, preload and renderer into out/. With --package it also builds
// the installers with electron-builder, which needs the Electron binary.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { electronBinaryStatus, MISSING_ELECTRON_MESSAGE } from './electron-check.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const updateUrl = process.env.BEM_UPDATE_URL?.trim() ?? '';
const run = (script, args, env = process.env) =>
  spawnSync(process.execPath, [path.join(root, script), ...args], {
    cwd: root,
    stdio: 'inherit',
    env,
  }).status;

// Main checks for updates at BEM_UPDATE_URL (inlined at build time as MAIN_VITE_UPDATE_URL).
const buildEnv = { ...process.env, MAIN_VITE_UPDATE_URL: updateUrl };
if (run('node_modules/electron-vite/bin/electron-vite.js', ['build'], buildEnv) !== 0) {
  process.stderr.write('Gagal membangun aplikasi desktop (electron-vite build).\n');
  process.exit(1);
}
process.stdout.write('Aplikasi desktop dibangun: out/main, out/preload, out/renderer.\n');

const binary = electronBinaryStatus();
if (!process.argv.includes('--package')) {
  if (!binary.ok) process.stdout.write(`\nCatatan: ${MISSING_ELECTRON_MESSAGE}\n`);
  process.exit(0);
}
if (!binary.ok) {
  process.stderr.write(`\nPenginstal tidak dibangun. ${MISSING_ELECTRON_MESSAGE}\n`);
  process.exit(1);
}
const builderArgs = process.argv.slice(2).filter((arg) => arg !== '--package');
// The update files (latest.yml …) are produced for the same feed the app checks.
if (updateUrl) builderArgs.push('-c.publish.provider=generic', `-c.publish.url=${updateUrl}`);
else
  process.stdout.write(
    'Catatan: BEM_UPDATE_URL tidak diisi; penginstal dibangun tanpa pembaruan otomatis.\n',
  );
process.exit(
  run('node_modules/electron-builder/cli.js', [
    '--config',
    'electron-builder.yml',
    ...builderArgs,
  ]) ?? 1,
);

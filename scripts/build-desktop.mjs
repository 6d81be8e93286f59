// `npm run build:desktop`: main, preload and renderer into out/. With --package it also builds
// the installers with electron-builder, which needs the Electron binary.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { electronBinaryStatus, MISSING_ELECTRON_MESSAGE } from './electron-check.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (script, args) =>
  spawnSync(process.execPath, [path.join(root, script), ...args], { cwd: root, stdio: 'inherit' })
    .status;

if (run('node_modules/electron-vite/bin/electron-vite.js', ['build']) !== 0) {
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
process.exit(
  run('node_modules/electron-builder/cli.js', [
    '--config',
    'electron-builder.yml',
    ...builderArgs,
  ]) ?? 1,
);

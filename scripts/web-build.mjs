// Builds the web app into dist/web when it is missing or its sources changed since the last
// build. Freshness is a hash of the sources, not file times: a fresh clone has new times.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'dist/web');
const stampFile = path.join(outDir, '.source-hash');
const INPUTS = [
  'src/renderer',
  'src/shared',
  'vite.web.config.ts',
  'vite.shared.config.ts',
  'package-lock.json',
];

function listFiles(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [entry];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((d) => !d.name.endsWith('.test.ts') && !d.name.endsWith('.test.tsx'))
    .flatMap((d) => listFiles(path.join(entry, d.name)));
}

export function webSourceHash() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(listFiles).sort()) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

export function isWebBuildFresh() {
  if (!fs.existsSync(path.join(outDir, 'index.html')) || !fs.existsSync(stampFile)) return false;
  return fs.readFileSync(stampFile, 'utf8').trim() === webSourceHash();
}

/** Returns true when it built, false when the existing build was fresh. */
export function ensureWebBuild({ quiet = false } = {}) {
  if (isWebBuildFresh()) return false;
  if (!quiet) process.stdout.write('  Membangun aplikasi web (dist/web)…\n');
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '-c',
      'vite.web.config.ts',
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('Gagal membangun aplikasi web (vite build).');
  fs.writeFileSync(stampFile, `${webSourceHash()}\n`);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const force = process.argv.includes('--force');
  if (force && fs.existsSync(stampFile)) fs.rmSync(stampFile);
  const built = ensureWebBuild();
  if (!built) process.stdout.write('  Aplikasi web sudah terbaru (dist/web).\n');
}

// Builds the web app into dist/web when it is missing or its sources changed since the last
// build, then prerenders the home page into it. Freshness is a hash of the sources, not file
// times: a fresh clone has new times.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// BEM_WEB_OUT_DIR: a build elsewhere (a test building the Firebase variant must not replace the
// dist/web other tests serve). vite.web.config.ts reads the same variable.
const outDir = path.resolve(root, process.env.BEM_WEB_OUT_DIR ?? 'dist/web');
const stampFile = path.join(outDir, '.source-hash');
const INPUTS = [
  'src/renderer',
  'src/shared',
  'vite.web.config.ts',
  'vite.shared.config.ts',
  'vite.prerender.config.ts',
  'scripts/vite',
  'scripts/web-build.mjs',
  'package-lock.json',
  // Vite reads VITE_* values from these too (envDir is the repository root).
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];
// Part of the stamp, so a build made in another mode is never taken for the production one.
const BUILD_MODE = 'production';

function listFiles(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [entry];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((d) => !d.name.endsWith('.test.ts') && !d.name.endsWith('.test.tsx'))
    .flatMap((d) => listFiles(path.join(entry, d.name)));
}

/**
 * The VITE_* variables are compiled into the bundle (which backend, its addresses): a build made
 * with other values is not fresh. Values are hashed, never printed.
 */
function buildEnvironment() {
  return Object.keys(process.env)
    .filter((name) => name.startsWith('VITE_'))
    .sort()
    .map((name) => `${name}=${process.env[name]}`)
    .join('\n');
}

export function webSourceHash() {
  const hash = createHash('sha256');
  hash.update(`mode:${BUILD_MODE}`);
  hash.update(`env:${buildEnvironment()}`);
  for (const file of INPUTS.flatMap(listFiles).sort()) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

export function isWebBuildFresh() {
  if (!fs.existsSync(path.join(outDir, 'app.html')) || !fs.existsSync(stampFile)) return false;
  return fs.readFileSync(stampFile, 'utf8').trim() === webSourceHash();
}

function viteBuild(config) {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '-c', config, '--logLevel', 'warn'],
    // Callers such as Vitest run with NODE_ENV=test, which would give React's development build.
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: BUILD_MODE } },
  );
  if (result.status !== 0)
    throw new Error(`Gagal membangun aplikasi web (vite build -c ${config}).`);
}

function writeCompressed(file, content) {
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
}

/**
 * index.html becomes the prerendered home page, so phones paint it before the scripts arrive;
 * app.html keeps the empty shell that every other path is answered with (a static host's SPA
 * fallback points at app.html).
 */
async function prerenderHome() {
  viteBuild('vite.prerender.config.ts');
  // Inside the project, so the server-side bundle finds react & co. in node_modules.
  const prerenderDir = path.join(root, 'dist/prerender', path.basename(outDir));
  const entry = pathToFileURL(path.join(prerenderDir, 'prerender.js')).href;
  const { prerenderPage } = await import(`${entry}?t=${Date.now()}`);
  const shell = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const marker = '<div id="root"></div>';
  if (!shell.includes(marker)) throw new Error('index.html tidak memiliki #root kosong.');
  const home = shell.replace(marker, `<div id="root">${await prerenderPage('/')}</div>`);
  writeCompressed(path.join(outDir, 'app.html'), shell);
  writeCompressed(path.join(outDir, 'index.html'), home);
}

/** Returns true when it built, false when the existing build was fresh. */
export async function ensureWebBuild({ quiet = false } = {}) {
  if (isWebBuildFresh()) return false;
  if (!quiet) process.stdout.write(`  Membangun aplikasi web (${path.relative(root, outDir)})…\n`);
  viteBuild('vite.web.config.ts');
  await prerenderHome();
  fs.writeFileSync(stampFile, `${webSourceHash()}\n`);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const force = process.argv.includes('--force');
  if (force && fs.existsSync(stampFile)) fs.rmSync(stampFile);
  const built = await ensureWebBuild();
  if (!built) process.stdout.write('  Aplikasi web sudah terbaru (dist/web).\n');
}

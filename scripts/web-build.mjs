// Builds the web app into dist/web when it is missing or its sources changed since the last
// build, then prerenders every public page into it. Freshness is a hash of the sources, not file
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
// The server-side rendering bundle's file (vite.prerender.config.ts names it).
const RENDERER_FILE = 'page-renderer.js';
// The empty shell with every page's hints, which pages are rendered into (a dotfile: never served).
const PAGE_TEMPLATE_FILE = '.page-template.html';
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
  return (
    Object.keys(process.env)
      // BEM_PUBLIC_URL: the prerendered pages' absolute og:url and og:image.
      .filter((name) => name.startsWith('VITE_') || name === 'BEM_PUBLIC_URL')
      .sort()
      .map((name) => `${name}=${process.env[name]}`)
      .join('\n')
  );
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

/** Where a static host finds a page's file: "/" is index.html, "/a/b" is a/b.html (cleanUrls). */
export function pageFileOf(pathname) {
  return pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`;
}

/**
 * Builds the server-side rendering bundle and prerenders every public page into the build, so a
 * static host (Firebase Hosting) answers each with its HTML and phones paint it before the scripts
 * arrive; live data arrives after. app.html keeps the empty shell: the SPA fallback of paths that
 * are no public page, and what the embedded server renders pages into on request. The pointer
 * file tells the embedded server where the bundle is.
 */
async function prerenderPages() {
  viteBuild('vite.prerender.config.ts');
  // Inside the project, so the server-side bundle finds react & co. in node_modules.
  const rendererFile = path.join(root, 'dist/prerender', path.basename(outDir), RENDERER_FILE);
  const renderer = await import(`${pathToFileURL(rendererFile).href}?t=${Date.now()}`);
  const shell = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  // The template keeps every page's hints; app.html, served as it is, keeps none.
  fs.writeFileSync(path.join(outDir, PAGE_TEMPLATE_FILE), shell);
  writeCompressed(path.join(outDir, 'app.html'), renderer.appShell(shell));
  const origin = process.env.BEM_PUBLIC_URL || undefined;
  for (const pathname of renderer.PUBLIC_PAGE_PATHS) {
    const page = await renderer.renderDocument({ shell, url: pathname, snapshots: {}, origin });
    const file = path.join(outDir, pageFileOf(pathname));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    writeCompressed(file, page.html);
  }
  const pointer = { entry: path.relative(outDir, rendererFile), shell: PAGE_TEMPLATE_FILE };
  // PAGE_RENDERER_POINTER of src/shared/page-render.ts.
  fs.writeFileSync(path.join(outDir, '.page-renderer.json'), `${JSON.stringify(pointer)}\n`);
}

/** Returns true when it built, false when the existing build was fresh. */
export async function ensureWebBuild({ quiet = false } = {}) {
  if (isWebBuildFresh()) return false;
  if (!quiet) process.stdout.write(`  Membangun aplikasi web (${path.relative(root, outDir)})…\n`);
  viteBuild('vite.web.config.ts');
  await prerenderPages();
  fs.writeFileSync(stampFile, `${webSourceHash()}\n`);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const force = process.argv.includes('--force');
  if (force && fs.existsSync(stampFile)) fs.rmSync(stampFile);
  const built = await ensureWebBuild();
  if (!built) process.stdout.write('  Aplikasi web sudah terbaru (dist/web).\n');
}

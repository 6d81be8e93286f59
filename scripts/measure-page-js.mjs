// How much JavaScript each public page makes a browser download on a cold load: the built server
// on a temporary data dir, every path of PUBLIC_PAGE_PATHS loaded in Chromium until the network is
// quiet, and the build's own .gz size of each script counted (the sizes a visitor downloads).
// Lazily loaded chunks that arrive before the network goes quiet count too, as in `npm run bench`.
//
//   node scripts/measure-page-js.mjs [--port 18120] [--files] [path …]
//
// Needs a web build (npm run build:web). Budget: 150 KB gzip per page (issue 15).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// BEM_WEB_OUT_DIR: another build than dist/web (scripts/web-build.mjs).
const webDir = path.resolve(root, process.env.BEM_WEB_OUT_DIR ?? 'dist/web');
const BUDGET_BYTES = 150 * 1024;
const QUIET_MS = 1_000;

const args = process.argv.slice(2);
const showFiles = args.includes('--files');
const portIndex = args.indexOf('--port');
// A free port unless one is given: several checkouts may measure at once.
const port = portIndex >= 0 ? Number(args[portIndex + 1]) : await freePort();
const onlyPaths = args.filter((a, i) => a.startsWith('/') && args[i - 1] !== '--port');

const rendererPointer = JSON.parse(
  fs.readFileSync(path.join(webDir, '.page-renderer.json'), 'utf8'),
);
const rendererFile = path.resolve(webDir, rendererPointer.entry);
const { PUBLIC_PAGE_PATHS } = await import(pathToFileURL(rendererFile).href);
const paths = onlyPaths.length > 0 ? onlyPaths : [...PUBLIC_PAGE_PATHS];

function gzipSize(urlPath) {
  const file = path.join(webDir, decodeURIComponent(urlPath));
  const gz = `${file}.gz`;
  if (fs.existsSync(gz)) return fs.statSync(gz).size;
  // Files below the compression threshold have no .gz copy: count what gzip would make of them.
  return gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

async function waitForServer(url, child) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server berhenti (kode ${child.exitCode})`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('Server tidak siap dalam 30 detik');
}

async function measure(browser, baseUrl, pagePath) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const scripts = new Set();
  let inFlight = 0;
  let last = Date.now();
  page.on('request', (request) => {
    last = Date.now();
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    inFlight += 1;
  });
  const done = () => {
    last = Date.now();
    inFlight -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('response', (response) => {
    // The live channel (Server-Sent Events) never finishes.
    if ((response.headers()['content-type'] ?? '').includes('text/event-stream')) done();
  });
  await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'load' });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && (inFlight > 0 || Date.now() - last < QUIET_MS)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await context.close();
  const files = [...scripts]
    .map((p) => ({ path: p, gzip: gzipSize(p) }))
    .sort((a, b) => b.gzip - a.gzip);
  return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bem-measure-'));
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    BEM_PORT: String(port),
    BEM_HOST: '127.0.0.1',
    BEM_DATA_DIR: dataDir,
    BEM_WEB_DIR: webDir,
    BEM_LOG_LEVEL: 'warn',
  },
});
const baseUrl = `http://127.0.0.1:${port}`;
let failed = false;
try {
  await waitForServer(baseUrl, server);
  const browser = await chromium.launch({
    executablePath: fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    for (const pagePath of paths) {
      const result = await measure(browser, baseUrl, pagePath);
      const over = result.total > BUDGET_BYTES;
      failed ||= over;
      console.log(
        `${pagePath.padEnd(44)} ${kb(result.total).padStart(9)}  ${result.files.length} skrip${over ? '  > 150 KB' : ''}`,
      );
      if (showFiles) {
        for (const f of result.files) console.log(`    ${kb(f.gzip).padStart(9)}  ${f.path}`);
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;

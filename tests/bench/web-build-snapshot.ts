/**
 * The web build the benchmark measures: dist/web (built when stale, always in production mode by
 * scripts/web-build.mjs), copied to a temporary folder the benchmark's server serves. The copy
 * keeps the run consistent while other processes (tests, another developer) rebuild dist/web; a
 * rebuild empties the folder first and would otherwise show up as failed requests mid-run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureWebBuild } from '../../scripts/web-build.mjs';

const WEB_DIR = path.resolve('dist/web');

export interface WebBuildSnapshot {
  /** Folder to serve: a copy of dist/web. */
  dir: string;
  sourceHash: string | null;
  /** Whether this run built (or rebuilt) dist/web. */
  built: boolean;
  dispose(): void;
}

/** A development build ships React's development JSX runtime: not what users get. */
function developmentFiles(webDir: string): string[] {
  const assets = path.join(webDir, 'assets');
  if (!fs.existsSync(assets)) return [];
  return fs
    .readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .filter((name) => fs.readFileSync(path.join(assets, name), 'utf8').includes('jsxDEV'));
}

export async function prepareWebBuild(): Promise<WebBuildSnapshot> {
  const built = await ensureWebBuild();
  const devFiles = developmentFiles(WEB_DIR);
  if (devFiles.length > 0)
    throw new Error(`dist/web bukan build produksi (jsxDEV di ${devFiles.join(', ')})`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bem-bench-web-'));
  fs.cpSync(WEB_DIR, dir, { recursive: true });
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error('Salinan dist/web tidak berisi index.html (dibangun ulang oleh proses lain?)');
  }
  const stamp = path.join(dir, '.source-hash');
  return {
    dir,
    sourceHash: fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8').trim() : null,
    built,
    dispose: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

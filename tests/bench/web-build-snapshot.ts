/**
 * The web build the benchmark measures: dist/web (built when stale, always in production mode by
 * scripts/web-build.mjs), copied to a temporary folder the benchmark's server serves. The copy
 * keeps the run consistent while other processes (tests, another developer) rebuild dist/web; a
 * rebuild empties the folder first and would otherwise show up as failed requests mid-run.
 *
 * The page renderer goes with it: the build's pointer names it relative to dist/web, which the copy
 * in the temporary folder would not find, and the renderer must stay inside the project to find
 * react & co. in node_modules. So it is copied under dist/bench and the copy's pointer names it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureWebBuild } from '../../scripts/web-build.mjs';
import { PAGE_RENDERER_POINTER } from '../../src/shared/page-render';

// BEM_WEB_OUT_DIR: a build elsewhere, as scripts/web-build.mjs (which builds it) reads it too.
const WEB_DIR = path.resolve(process.env.BEM_WEB_OUT_DIR ?? 'dist/web');
const RENDERER_COPIES = path.resolve('dist/bench');

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

/** Returns the folder of the renderer's copy, or undefined for a build without server rendering. */
function copyPageRenderer(snapshotDir: string): string | undefined {
  const pointerFile = path.join(snapshotDir, PAGE_RENDERER_POINTER);
  if (!fs.existsSync(pointerFile)) return undefined;
  const pointer = JSON.parse(fs.readFileSync(pointerFile, 'utf8')) as { entry?: unknown };
  if (typeof pointer.entry !== 'string') throw new Error(`${pointerFile} tidak menyebut entry`);
  const source = path.resolve(WEB_DIR, pointer.entry);
  fs.mkdirSync(RENDERER_COPIES, { recursive: true });
  const copyDir = fs.mkdtempSync(path.join(RENDERER_COPIES, 'renderer-'));
  const copy = path.join(copyDir, path.basename(source));
  fs.copyFileSync(source, copy);
  // An absolute entry: the loader resolves it against the snapshot folder, which leaves it as is.
  // The rest (the page template, relative to the build) holds in the copy too.
  fs.writeFileSync(pointerFile, `${JSON.stringify({ ...pointer, entry: copy })}\n`);
  return copyDir;
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
  const rendererDir = copyPageRenderer(dir);
  const stamp = path.join(dir, '.source-hash');
  return {
    dir,
    sourceHash: fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8').trim() : null,
    built,
    dispose: () => {
      fs.rmSync(dir, { recursive: true, force: true });
      if (rendererDir) fs.rmSync(rendererDir, { recursive: true, force: true });
    },
  };
}

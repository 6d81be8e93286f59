/**
 * What the home page makes a browser download in JavaScript and CSS: every script and stylesheet
 * response of a load of `/` (lazily loaded chunks included), raw and gzip -9 sizes computed here so
 * the figure does not depend on how the server compresses.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from '@playwright/test';
import { trackNetwork, waitForQuietNetwork } from './browser';
import { PAGE_TARGETS } from './page-targets';

export const JS_GZIP_TARGET_BYTES = PAGE_TARGETS.jsGzipMaxBytes;

export interface AssetSize {
  url: string;
  /** Path part of the URL, for the report. */
  path: string;
  kind: 'js' | 'css';
  status: number;
  rawBytes: number;
  gzipBytes: number;
  /** Content-Encoding the server actually sent (informative only). */
  servedEncoding: string | null;
}

export interface BundleGroup {
  files: AssetSize[];
  rawBytes: number;
  gzipBytes: number;
}

export interface BundleSizeResult {
  pageUrl: string;
  viewport: { width: number; height: number };
  networkQuiet: boolean;
  js: BundleGroup;
  css: BundleGroup;
  target: { jsGzipMaxBytes: number; pass: boolean };
  /** Requests to other hosts the page tried (blocked, never sent). */
  foreignRequests: string[];
}

function group(files: AssetSize[]): BundleGroup {
  const sorted = [...files].sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    files: sorted,
    rawBytes: sorted.reduce((sum, f) => sum + f.rawBytes, 0),
    gzipBytes: sorted.reduce((sum, f) => sum + f.gzipBytes, 0),
  };
}

export async function measureBundleSize(
  browser: Browser,
  baseUrl: string,
  viewport = { width: 1366, height: 900 },
): Promise<BundleSizeResult> {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const tracker = trackNetwork(page);
    const pending: Promise<AssetSize | undefined>[] = [];
    const seen = new Set<string>();

    const collect = async (response: Response): Promise<AssetSize | undefined> => {
      const type = response.request().resourceType();
      const kind = type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : undefined;
      if (!kind || seen.has(response.url())) return undefined;
      seen.add(response.url());
      const body = await response.body();
      return {
        url: response.url(),
        path: new URL(response.url()).pathname,
        kind,
        status: response.status(),
        rawBytes: body.length,
        gzipBytes: gzipSync(body, { level: 9 }).length,
        servedEncoding: response.headers()['content-encoding'] ?? null,
      };
    };
    page.on('response', (response) => {
      pending.push(collect(response).catch(() => undefined));
    });

    const pageUrl = new URL('/', baseUrl).href;
    await page.goto(pageUrl, { waitUntil: 'load', timeout: 60_000 });
    const networkQuiet = await waitForQuietNetwork(tracker, { quietMs: 1_000, timeoutMs: 30_000 });
    tracker.dispose();

    const assets = (await Promise.all(pending)).filter((a): a is AssetSize => a !== undefined);
    const broken = assets.filter((a) => a.status < 200 || a.status >= 300);
    if (broken.length > 0) {
      throw new Error(
        `Aset gagal dimuat: ${broken.map((a) => `${a.path} (${a.status})`).join(', ')}`,
      );
    }
    const js = group(assets.filter((a) => a.kind === 'js'));
    const css = group(assets.filter((a) => a.kind === 'css'));
    if (js.files.length === 0) throw new Error('Halaman beranda tidak memuat satu pun skrip.');
    return {
      pageUrl,
      viewport,
      networkQuiet,
      js,
      css,
      target: { jsGzipMaxBytes: JS_GZIP_TARGET_BYTES, pass: js.gzipBytes <= JS_GZIP_TARGET_BYTES },
      foreignRequests: tracker.foreign(),
    };
  } finally {
    await context.close();
  }
}

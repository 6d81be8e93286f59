/**
 * The gzip size of the JavaScript a page loaded. For a file of the build it is the size of the
 * build's own `.gz` beside it (scripts/web-build.mjs writes gzip level 9, and the server sends it
 * as it is to a browser that asks for gzip); for anything else, the body is fetched after the
 * load and compressed here with gzip level 9. Either way the figure is gzip whatever encoding the
 * browser got (Chromium asks for brotli, which is smaller), so it compares with the 150 KB budget
 * and with earlier runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ScriptSize {
  url: string;
  gzipBytes: number;
  source: 'build .gz' | 'gzip -9 of the body';
}

export class ScriptSizes {
  private readonly known = new Map<string, Promise<ScriptSize>>();

  /** `webDir`: the folder the server serves, whose paths are the URLs' paths. */
  constructor(private readonly webDir: string) {}

  sizeOf(url: string): Promise<ScriptSize> {
    let size = this.known.get(url);
    if (!size) {
      size = this.measure(url);
      this.known.set(url, size);
    }
    return size;
  }

  async total(urls: readonly string[]): Promise<number> {
    const sizes = await Promise.all(urls.map((url) => this.sizeOf(url)));
    return sizes.reduce((sum, s) => sum + s.gzipBytes, 0);
  }

  private async measure(url: string): Promise<ScriptSize> {
    const fromBuild = this.buildGzipFile(url);
    if (fromBuild) return { url, gzipBytes: fs.statSync(fromBuild).size, source: 'build .gz' };
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    if (!response.ok) throw new Error(`${url} menjawab ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    return { url, gzipBytes: gzipSync(body, { level: 9 }).length, source: 'gzip -9 of the body' };
  }

  private buildGzipFile(url: string): string | undefined {
    const relative = decodeURIComponent(new URL(url).pathname).replace(/^\/+/, '');
    const file = path.resolve(this.webDir, `${relative}.gz`);
    // Only files inside the served folder: a URL cannot name anything else.
    if (!file.startsWith(path.resolve(this.webDir) + path.sep)) return undefined;
    return fs.existsSync(file) ? file : undefined;
  }
}

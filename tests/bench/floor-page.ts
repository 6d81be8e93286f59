/**
 * The floor of the benchmark: the home page's heading and phone hero image alone, in a static
 * HTML file with no script and no stylesheet, put into the served build so the real server sends
 * it like any file of the build (precompressed, same headers). Loaded interleaved with the pages
 * under the same profile, it shows the best LCP this machine and network allow: what a page adds
 * above it is the page's own cost.
 *
 * Both parts are taken from the build's prerendered home page, so the floor follows the app:
 * the first <h1>, and the image the page marks fetchpriority="high" (with its <picture>, so the
 * phone picks the same source).
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { parse, serializeOuter, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export const FLOOR_KEY = 'lantai';
export const FLOOR_LABEL = 'lantai (HTML statis)';
/** Path of the floor page in the served build. */
export const FLOOR_PATH = '/bench-floor.html';

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function* elements(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  for (const child of 'childNodes' in node ? node.childNodes : []) yield* elements(child);
}

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  return ('childNodes' in node ? node.childNodes : []).map(textOf).join('');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The floor document for a prerendered home page; throws when it lacks a heading or hero. */
export function floorPageHtml(homeHtml: string): string {
  const document = parse(homeHtml);
  const all = [...elements(document)];
  const heading = all.find((e) => e.tagName === 'h1');
  const hero = all.find(
    (e) => e.tagName === 'img' && attribute(e, 'fetchpriority')?.toLowerCase() === 'high',
  );
  if (!heading || !hero) {
    throw new Error(
      'Beranda prerender tanpa <h1> atau gambar fetchpriority="high": lantai tak bisa dibuat',
    );
  }
  const parent = hero.parentNode;
  const image = parent && isElement(parent) && parent.tagName === 'picture' ? parent : hero;
  const title = textOf(heading).replace(/\s+/g, ' ').trim();
  return [
    '<!doctype html>',
    '<html lang="id">',
    '<head>',
    '<meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>${escapeHtml(title)}</title>`,
    '</head>',
    '<body>',
    serializeOuter(image),
    `<h1>${escapeHtml(title)}</h1>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** Writes the floor page (with the .gz and .br the server prefers) into the served folder. */
export function writeFloorPage(webDir: string): void {
  const html = floorPageHtml(fs.readFileSync(path.join(webDir, 'index.html'), 'utf8'));
  const file = path.join(webDir, FLOOR_PATH);
  fs.writeFileSync(file, html);
  fs.writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  fs.writeFileSync(`${file}.br`, brotliCompressSync(html));
}

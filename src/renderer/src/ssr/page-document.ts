import { PAGE_DATA_ELEMENT_ID, type PageSnapshots } from '../../../shared/page-render';
import { SITE_NAME, type PageHead } from '../shell/navigation/page-head';
import { keepPageHints } from './page-hints';

const ROOT_MARKER = '<div id="root"></div>';

export interface PageDocumentParts {
  head: PageHead;
  /** The route-table pattern of the page, whose own hints the document keeps (none: no page's). */
  routePath: string | undefined;
  /** The page's rendered body, placed in #root. */
  body: string;
  snapshots: PageSnapshots;
  /** Absolute address of the page, when the portal's public address is known. */
  url: string | undefined;
  /** Absolute or root-relative address of the preview image of a shared link. */
  image: string;
}

function escapeAttribute(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * JSON inside a <script> data block: "<" escaped so no value can close the element. The block is
 * not executable (type application/json), so the CSP that forbids inline scripts allows it.
 */
export function dataBlock(snapshots: PageSnapshots): string {
  const json = JSON.stringify(snapshots).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}

function headTags(parts: PageDocumentParts): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(value)}" />`;
  return [
    meta('name', 'description', parts.head.description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'id_ID'),
    meta('property', 'og:title', parts.head.title),
    meta('property', 'og:description', parts.head.description),
    meta('property', 'og:image', parts.image),
    ...(parts.url ? [meta('property', 'og:url', parts.url)] : []),
    meta('name', 'twitter:card', 'summary_large_image'),
  ].join('\n    ');
}

/**
 * The web build's index.html with the page in it: its title, description and Open Graph tags in
 * the head, its HTML in #root and the data it was rendered with beside it.
 */
export function composePageDocument(shell: string, parts: PageDocumentParts): string {
  if (!shell.includes(ROOT_MARKER)) throw new Error('index.html tidak memiliki #root kosong.');
  const withHead = keepPageHints(shell, parts.routePath)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(parts.head.title)}</title>`)
    // The shell's own description (a multi-line attribute) is replaced by the page's tags.
    .replace(/<meta\s+name="description"[^>]*>/, headTags(parts));
  if (!withHead.includes('og:title'))
    throw new Error('index.html tidak memiliki meta description.');
  const data = Object.keys(parts.snapshots).length > 0 ? dataBlock(parts.snapshots) : '';
  return withHead.replace(ROOT_MARKER, `<div id="root">${parts.body}</div>${data}`);
}

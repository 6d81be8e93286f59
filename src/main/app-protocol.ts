/**
 * Serves the built renderer under `app://bem`. A real origin (instead of file://) gives the page a
 * stable origin for CSP 'self', fetch, storage and our IPC sender check, and lets client-side routes
 * like /admin/berkas survive a reload through the SPA fallback below.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Protocol } from 'electron';
import { APP_HOST, APP_SCHEME } from './renderer-source';

export interface AppFile {
  filePath: string;
  mimeType: string;
}

const MIME_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

const FALLBACK_MIME_TYPE = 'application/octet-stream';

/**
 * A `.` or `..` segment, literal or percent-encoded, as written in the raw URL. The URL parser
 * would quietly resolve `/%2e%2e/x` to `/x`; a request that tries it is refused outright instead.
 */
const DOT_SEGMENT = /(?:\/|\\|%2f|%5c)(?:\.|%2e){1,2}(?=$|\/|\\|\?|#|%2f|%5c)/i;

export function mimeTypeFor(filePath: string): string {
  return MIME_TYPES[path.extname(filePath).toLowerCase()] ?? FALLBACK_MIME_TYPE;
}

/**
 * Maps `app://bem/<path>` to a file under `rootDir`, or null when the request must not be served:
 * another scheme or host, credentials in the URL, undecodable escapes, `..` (also as %2e%2e or
 * behind an encoded slash), backslashes, drive letters or NUL. A last segment without an extension
 * is a client-side route and gets index.html.
 */
export function resolveAppFile(requestUrl: string, rootDir: string): AppFile | null {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return null;
  if (url.username || url.password || DOT_SEGMENT.test(requestUrl)) return null;

  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  // ':' catches drive letters and NTFS streams (index.html::$DATA); build output never has one.
  if (/[\\:\0]/.test(decoded)) return null;

  const segments = decoded.split('/').slice(1);
  if (
    segments.some(
      (segment, index) =>
        segment === '..' || segment === '.' || (segment === '' && index < segments.length - 1),
    )
  ) {
    return null;
  }

  const last = segments[segments.length - 1] ?? '';
  const relative = path.extname(last) === '' ? 'index.html' : segments.join('/');
  const root = path.resolve(rootDir);
  const filePath = path.resolve(root, relative);
  // Belt and braces: whatever slipped past the checks above still has to land inside the root.
  if (!filePath.startsWith(root + path.sep)) return null;
  return { filePath, mimeType: mimeTypeFor(filePath) };
}

export interface AppProtocolOptions {
  /**
   * Sent on HTML responses. session.webRequest never sees custom-protocol responses, so the
   * handler has to attach the page's CSP itself. A function: the policy names the server chosen
   * at run time, which the user can change.
   */
  contentSecurityPolicy?: (() => string) | undefined;
}

/** Answers one `app:` request; exported so it can be tested without Electron. */
export async function serveAppRequest(
  request: Request,
  rootDir: string,
  options: AppProtocolOptions = {},
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
  }
  const file = resolveAppFile(request.url, rootDir);
  if (!file) return notFound();

  let body: Buffer;
  try {
    body = await readFile(file.filePath);
  } catch {
    return notFound();
  }
  const headers = new Headers({
    'Content-Type': file.mimeType,
    'X-Content-Type-Options': 'nosniff',
  });
  const policy = options.contentSecurityPolicy?.();
  if (file.mimeType.startsWith('text/html') && policy) {
    headers.set('Content-Security-Policy', policy);
  }
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
    status: 200,
    headers,
  });
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
}

/** Registers the `app:` handler. The scheme itself is made privileged in index.ts before ready. */
export function installAppProtocol(
  protocol: Pick<Protocol, 'handle'>,
  rootDir: string,
  options: AppProtocolOptions = {},
): void {
  protocol.handle(APP_SCHEME, (request) => serveAppRequest(request, rootDir, options));
}

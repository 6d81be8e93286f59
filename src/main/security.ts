/**
 * URL and policy checks for the window and IPC. Pure, so every rule has a test. URLs are parsed
 * with `new URL()` and origins compared whole: substring checks let `https://evil.com/app://bem`
 * or `app://bem.evil` through.
 */
import { FORM_FRAME_SOURCES } from '../shared/layanan/service-links';
import { APP_SCHEME } from './renderer-source';

/** Schemes whose `URL.origin` is a real tuple origin (WHATWG "special" schemes that have hosts). */
const TUPLE_ORIGIN_PROTOCOLS = new Set(['http:', 'https:', 'ws:', 'wss:']);

const APP_PROTOCOL = `${APP_SCHEME}:`;

/**
 * The origin of a URL as Chromium sees it, or null for anything without a trustworthy one
 * (`file:`, `data:`, `javascript:`, `about:blank`, unparsable input).
 *
 * `app:` is not a special scheme for the WHATWG parser, so `URL.origin` is the string "null" for
 * it; Chromium treats it as a standard scheme (we register it so), whose origin is scheme + host.
 * Node keeps a non-special host's case, so `app://BEM` stays distinct from `app://bem` here;
 * Chromium lower-cases it before we ever see it, so the strict reading only refuses oddities.
 */
export function originOf(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (TUPLE_ORIGIN_PROTOCOLS.has(url.protocol)) return url.origin;
  if (url.protocol === APP_PROTOCOL) {
    // `app://bem@evil` has host "evil"; credentials in an app URL are never ours, refuse them.
    if (url.username || url.password || !url.host) return null;
    return `${url.protocol}//${url.host}`;
  }
  return null;
}

/** True only when `url` has exactly the origin `allowedOrigin` (itself given as a URL or origin). */
export function isSameOrigin(url: string, allowedOrigin: string): boolean {
  const expected = originOf(allowedOrigin);
  const actual = originOf(url);
  // Two "no origin" values are not the same origin: opaque origins never match anything.
  return expected !== null && actual !== null && actual === expected;
}

export interface ContentSecurityPolicyOptions {
  /** The electron-vite dev server's origin, only in development. */
  devServerOrigin?: string | undefined;
  /** Where the Backend (embedded server) answers, for API calls, live events and images. */
  backendOrigin?: string | undefined;
  /** A build for Firebase: its services and the SI-BERKAS script endpoint (docs/FIREBASE.md). */
  firebase?: boolean;
}

/** What the Firebase adapter talks to: Auth, Firestore, Storage and the Apps Script endpoint. */
export const FIREBASE_SOURCES = [
  'https://*.googleapis.com',
  'https://*.firebaseio.com',
  'wss://*.firebaseio.com',
  'https://*.firebaseapp.com',
  'https://script.google.com',
  'https://script.googleusercontent.com',
] as const;

/**
 * The renderer's Content-Security-Policy. No 'unsafe-eval' anywhere and no inline script in
 * production; inline styles are allowed because Mantine injects <style> tags at run time.
 */
export function contentSecurityPolicy(options: ContentSecurityPolicyOptions = {}): string {
  const dev = options.devServerOrigin ? originOf(options.devServerOrigin) : null;
  const backend = options.backendOrigin ? originOf(options.backendOrigin) : null;
  const extra = (...sources: (string | null)[]): string[] =>
    sources.filter((source): source is string => source !== null);

  const devSocket = dev ? dev.replace(/^http/, 'ws') : null;
  const firebase: string[] = options.firebase ? [...FIREBASE_SOURCES] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // Dev only: @vitejs/plugin-react injects an inline React Refresh preamble into index.html.
    ['script-src', ["'self'", ...extra(dev), ...(dev ? ["'unsafe-inline'"] : [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...extra(backend), ...firebase]],
    // Dev only: Vite's hot reload talks over a WebSocket to the dev server.
    ['connect-src', ["'self'", ...extra(backend, dev, devSocket), ...firebase]],
    ['font-src', ["'self'", 'data:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    // /layanan shows a service's form from these providers only (src/shared/layanan).
    ['frame-src', [...FORM_FRAME_SOURCES]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`).join('; ');
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

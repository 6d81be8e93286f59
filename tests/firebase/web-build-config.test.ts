/**
 * `npm run build:web` with the Firebase variables: a site that talks only to Firebase and the
 * configured script endpoint. Checked on the built files and the hosting configuration, not on
 * the network: the build holds the Firebase adapter with the configured project and none of the
 * embedded server's API, and the hosting CSP lets the browser reach nothing else.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFileOf } from '../../scripts/web-build.mjs';
import { PUBLIC_PAGE_PATHS } from '../contract/support/public-page-paths';
import { readHtml } from '../support/html-document';
import { FORM_FRAME_SOURCES } from '../../src/shared/layanan/service-links';

const FIREBASE_ENV = {
  VITE_BACKEND: 'firebase',
  VITE_FIREBASE_API_KEY: 'AIzaUjiBuildKonfigurasi',
  VITE_FIREBASE_AUTH_DOMAIN: 'bem-uji-build.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'bem-uji-build',
  VITE_FIREBASE_STORAGE_BUCKET: 'bem-uji-build.appspot.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123456789',
  VITE_FIREBASE_APP_ID: '1:123456789:web:abcdef',
  VITE_BERKAS_SCRIPT_URL: 'https://script.google.com/macros/s/AKfycbUjiBuild/exec',
};

/** Paths only the embedded server answers: the http adapter's calls. */
const EMBEDDED_API = ['/api/auth/login', '/api/berkas/track/', '/api/live/', '/api/users'];

let outDir: string;
let scripts: { name: string; text: string }[];

beforeAll(() => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bem-web-firebase-'));
  const build = spawnSync(process.execPath, ['scripts/web-build.mjs', '--force'], {
    env: { ...process.env, ...FIREBASE_ENV, BEM_WEB_OUT_DIR: outDir },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`build gagal:\n${build.stdout}\n${build.stderr}`);
  const assets = path.join(outDir, 'assets');
  scripts = fs
    .readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, text: fs.readFileSync(path.join(assets, name), 'utf8') }));
}, 240_000);

afterAll(() => {
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
  fs.rmSync(path.join('dist/prerender', path.basename(outDir ?? '')), {
    recursive: true,
    force: true,
  });
});

const containing = (needle: string) =>
  scripts.filter((script) => script.text.includes(needle)).map((script) => script.name);

describe('the web build for Firebase', () => {
  it('carries the configured project and script endpoint', () => {
    expect(containing(FIREBASE_ENV.VITE_FIREBASE_PROJECT_ID)).not.toHaveLength(0);
    expect(containing(FIREBASE_ENV.VITE_BERKAS_SCRIPT_URL)).not.toHaveLength(0);
    expect(containing('firestore.googleapis.com')).not.toHaveLength(0);
  });

  it("holds none of the embedded server's API calls", () => {
    for (const endpoint of EMBEDDED_API) expect(containing(endpoint), endpoint).toEqual([]);
  });

  it('prerenders every public page with its heading and description, and the SPA shell', () => {
    for (const pathname of PUBLIC_PAGE_PATHS) {
      const page = readHtml(fs.readFileSync(path.join(outDir, pageFileOf(pathname)), 'utf8'));
      expect(page.headings('h1'), pathname).toHaveLength(1);
      expect(page.title, pathname).toContain('BEM KM Poltek Nuklir');
      expect(page.meta('description')?.length, pathname).toBeGreaterThan(40);
      expect(page.meta('og:description'), pathname).toBe(page.meta('description'));
    }
    const shell = readHtml(fs.readFileSync(path.join(outDir, 'app.html'), 'utf8'));
    expect(shell.headings('h1')).toEqual([]);
  });
});

describe('firebase.json hosting', () => {
  const hosting = (
    JSON.parse(fs.readFileSync('firebase.json', 'utf8')) as {
      hosting: {
        public: string;
        cleanUrls: boolean;
        trailingSlash: boolean;
        rewrites: { source: string; destination: string }[];
        headers: { source: string; headers: { key: string; value: string }[] }[];
      };
    }
  ).hosting;
  const csp =
    hosting.headers
      .flatMap((rule) => rule.headers)
      .find((header) => header.key === 'Content-Security-Policy')?.value ?? '';
  const directive = (name: string) =>
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find(([key]) => key === name)
      ?.slice(1) ?? [];

  it('hosts the web build: each page’s file by its clean path, the SPA shell for the rest', () => {
    expect(hosting.public).toBe('dist/web');
    // /layanan/berkaskm answers layanan/berkaskm.html, as the build names it (pageFileOf).
    expect(hosting.cleanUrls).toBe(true);
    expect(hosting.trailingSlash).toBe(false);
    expect(hosting.rewrites).toContainEqual({ source: '**', destination: '/app.html' });
  });

  it('lets pages connect only to Firebase, Google Analytics and the script endpoint', () => {
    const allowed = [
      /^'self'$/,
      // Hosts, or host wildcards (`*.`), of Firebase's services.
      /^(https|wss):\/\/(\*\.|[a-z0-9-]+\.)*(googleapis|firebaseio|firebaseapp)\.com$/,
      /^https:\/\/(\*\.|[a-z0-9-]+\.)*(google-analytics|analytics\.google|googletagmanager)\.com$/,
      /^https:\/\/script\.(google|googleusercontent)\.com$/,
    ];
    const sources = directive('connect-src');
    expect(sources.length).toBeGreaterThan(1);
    for (const source of sources)
      expect(
        allowed.some((pattern) => pattern.test(source)),
        source,
      ).toBe(true);
    expect(new URL(FIREBASE_ENV.VITE_BERKAS_SCRIPT_URL).origin).toBe('https://script.google.com');
    expect(sources).toContain('https://script.google.com');
    expect(directive('default-src')).toEqual(["'self'"]);
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
  });

  it("frames only Firebase's sign-in helper and the form providers of /layanan", () => {
    expect(directive('frame-src')).toEqual(['https://*.firebaseapp.com', ...FORM_FRAME_SOURCES]);
  });
});

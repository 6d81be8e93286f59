/**
 * The Node version the portal needs is the one package.json's `engines` names (>= 20.19, the first
 * Node 20 that loads ES modules through `require`, which cookie 2 relies on). Every installed package
 * either declares that it runs there, or is listed below with the reason it still does and the
 * test that proves it; a new dependency that wants a newer Node fails here by name.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  version?: string;
  dev?: boolean;
  engines?: Record<string, string> | string[];
}

const root = path.resolve('.');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>;
};
const floor = semver.minVersion(manifest.engines.node)!.version;

/** Runtime packages whose `engines` excludes the floor, and why they run there anyway. */
const RUNTIME_EXCEPTIONS: Record<string, string> = {
  // ESM only; @fastify/cookie loads it with import(), light-my-request with require(esm), which
  // Node 20.19 does without a flag. Proven by the tests below, on the Node CI runs (20).
  cookie: 'requires nothing of Node 22; proven below',
};

/** Development tools whose `engines` excludes the floor; the suites that use them run on Node 20. */
const DEV_EXCEPTIONS: Record<string, string> = {
  '@axe-core/playwright': 'tests/e2e/looks.spec.ts runs it',
  unpdf: 'the PDF tests read the generated letters with it',
  electron: 'the npm package only locates the binary, which brings its own Node',
  '@electron/get': 'downloads the Electron binary at install (node_modules/electron/install.js)',
  '@electron/rebuild': 'electron-builder rebuilds native modules with it',
  '@electron-internal/extract-zip': 'used by @electron/get',
  'node-abi': 'used by @electron/rebuild',
};

const packageName = (key: string): string => key.slice(key.lastIndexOf('node_modules/') + 13);

/** Every installed package (runtime or development) whose `engines.node` excludes the floor. */
function excluding(dev: boolean): string[] {
  return Object.entries(lock.packages).flatMap(([key, entry]) => {
    const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
    if (!key || Boolean(entry.dev) !== dev || range === undefined) return [];
    return semver.satisfies(floor, range) ? [] : [packageName(key)];
  });
}

describe(`every dependency runs on Node ${floor} (package.json engines: ${manifest.engines.node})`, () => {
  it('the floor is Node 20.19, and the Node running the tests is within engines', () => {
    expect(floor).toBe('20.19.0');
    expect(semver.satisfies(process.versions.node, manifest.engines.node)).toBe(true);
  });

  it('every runtime package declares the floor, but for the listed exceptions', () => {
    expect([...new Set(excluding(false))].sort()).toEqual(Object.keys(RUNTIME_EXCEPTIONS).sort());
  });

  it('every development tool declares the floor, but for the listed exceptions', () => {
    expect([...new Set(excluding(true))].sort()).toEqual(Object.keys(DEV_EXCEPTIONS).sort());
  });
});

describe('cookie 2 (declares Node >= 22) works on this Node', () => {
  it('loads through require(esm) in a plain Node process, as light-my-request loads it', () => {
    const script = [
      "const { stringifySetCookie, parseCookie } = require('cookie');",
      "const line = stringifySetCookie({ name: 'bem_sesi', value: 'a b', httpOnly: true, sameSite: 'strict', path: '/' });",
      "const back = parseCookie('bem_sesi=' + encodeURIComponent('a b'));",
      'process.stdout.write(JSON.stringify({ line, back, node: process.versions.node }));',
    ].join('\n');
    const out = JSON.parse(
      execFileSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8' }),
    ) as { line: string; back: Record<string, string>; node: string };
    expect(out.node).toBe(process.versions.node);
    expect(out.line).toBe('bem_sesi=a%20b; Path=/; HttpOnly; SameSite=Strict');
    expect(out.back).toEqual({ bem_sesi: 'a b' });
  });

  it("sets and reads the session cookie through @fastify/cookie, as the portal's server does", async () => {
    const { default: Fastify } = await import('fastify');
    const { default: fastifyCookie } = await import('@fastify/cookie');
    const { sessionCookieOptions, SESSION_COOKIE } =
      await import('../../src/server/http/session-cookie');
    const app = Fastify();
    await app.register(fastifyCookie);
    app.get('/masuk', (_request, reply) =>
      reply.setCookie(SESSION_COOKIE, 'token-1', sessionCookieOptions(false)).send('ok'),
    );
    app.get('/saya', (request) => ({ token: request.cookies[SESSION_COOKIE] ?? null }));
    try {
      const signIn = await app.inject({ url: '/masuk' });
      expect(signIn.headers['set-cookie']).toMatch(
        /^bem_sesi=token-1; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Strict$/,
      );
      const me = await app.inject({ url: '/saya', cookies: { [SESSION_COOKIE]: 'token-1' } });
      expect(me.json()).toEqual({ token: 'token-1' });
    } finally {
      await app.close();
    }
  });
});

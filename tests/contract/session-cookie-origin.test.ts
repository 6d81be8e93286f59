/**
 * The session cookie's flags and the CSRF check (issue 13: "the CSRF check compares the host but
 * not the scheme"). Requests go through Fastify's inject so the Host header can be what a reverse
 * proxy would pass on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_MAX_AGE_MS } from '../../src/shared/auth-api';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import { startTempServer, type TempServer } from '../support/temp-server';
import { GENEROUS_RATE_LIMITS } from './support/generous-limits';

type Headers = Record<string, string>;

async function signIn(server: TempServer, host: string, email: string) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host, 'content-type': 'application/json' },
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  const header = String(response.headers['set-cookie']);
  return { header, cookie: header.split(';')[0]! };
}

const renameAs = (server: TempServer, host: string, cookie: string, headers: Headers) =>
  server.app.inject({
    method: 'PATCH',
    url: '/api/profile',
    headers: { host, cookie, 'content-type': 'application/json', ...headers },
    payload: { namaTampilan: 'Nama Baru' },
  });

describe('a portal reached over plain http (no BEM_PUBLIC_URL)', () => {
  let server: TempServer;
  const host = 'portal.kampus:8080';
  let cookie: string;
  beforeAll(async () => {
    server = await startTempServer({}, { rateLimits: GENEROUS_RATE_LIMITS });
    cookie = (await signIn(server, host, 'pora@bem.demo')).cookie;
  });
  afterAll(async () => {
    await server.dispose();
  });

  it('sets bem_sesi: HttpOnly, SameSite=Strict, Path=/, not Secure, for the absolute lifetime', async () => {
    const { header } = await signIn(server, host, 'dagri@bem.demo');
    expect(header).toMatch(/^bem_sesi=[A-Za-z0-9_-]{43};/);
    expect(header).toMatch(/; HttpOnly/i);
    expect(header).toMatch(/; SameSite=Strict/i);
    expect(header).toMatch(/; Path=\/(;|$)/);
    expect(header).toMatch(new RegExp(`; Max-Age=${SESSION_MAX_AGE_MS / 1000}(;|$)`));
    expect(header).not.toMatch(/Secure/i);
    expect(header).not.toMatch(/Domain=/i);
  });

  it('accepts a change from its own origin', async () => {
    const response = await renameAs(server, host, cookie, { origin: `http://${host}` });
    expect(response.statusCode).toBe(200);
  });

  it('refuses the same host under another scheme or port', async () => {
    for (const origin of [`https://${host}`, 'http://portal.kampus:8081', 'http://portal.kampus']) {
      const response = await renameAs(server, host, cookie, { origin });
      expect({ origin, status: response.statusCode }).toEqual({ origin, status: 403 });
      expect(response.json()).toMatchObject({ error: { code: 'CROSS_SITE' } });
    }
  });

  it('checks Referer when a browser sent no Origin; neither header is a non-browser client', async () => {
    const foreign = await renameAs(server, host, cookie, {
      referer: 'https://situs-jahat.example/halaman',
    });
    expect(foreign.statusCode).toBe(403);
    const downgraded = await renameAs(server, host, cookie, { referer: `https://${host}/admin` });
    expect(downgraded.statusCode).toBe(403);
    const own = await renameAs(server, host, cookie, { referer: `http://${host}/admin/profil` });
    expect(own.statusCode).toBe(200);
    const neither = await renameAs(server, host, cookie, {});
    expect(neither.statusCode).toBe(200);
  });

  it('refuses an opaque origin (sandboxed frames send "null")', async () => {
    const response = await renameAs(server, host, cookie, { origin: 'null' });
    expect(response.statusCode).toBe(403);
  });
});

describe('a portal behind TLS (BEM_PUBLIC_URL=https://…)', () => {
  let server: TempServer;
  const host = 'portal.example';
  let cookie: string;
  beforeAll(async () => {
    server = await startTempServer(
      { publicUrl: `https://${host}` },
      { rateLimits: GENEROUS_RATE_LIMITS },
    );
    cookie = (await signIn(server, host, 'pora@bem.demo')).cookie;
  });
  afterAll(async () => {
    await server.dispose();
  });

  it('names the cookie __Host-bem_sesi and marks it Secure', async () => {
    const { header } = await signIn(server, host, 'dagri@bem.demo');
    expect(header).toMatch(/^__Host-bem_sesi=/);
    expect(header).toMatch(/; Secure/i);
    expect(header).toMatch(/; HttpOnly/i);
    expect(header).toMatch(/; SameSite=Strict/i);
    expect(header).toMatch(/; Path=\/(;|$)/);
    expect(header).not.toMatch(/Domain=/i);
  });

  it('ignores a cookie without the prefix (one planted over http or by a sibling host)', async () => {
    const token = cookie.split('=')[1]!;
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { host, cookie: `bem_sesi=${token}` },
    });
    expect(response.json()).toEqual({ user: null });
    const real = await server.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { host, cookie },
    });
    expect(real.json()).toMatchObject({ user: { email: 'pora@bem.demo' } });
  });

  it('refuses an http:// Origin for the https portal, accepts the https one', async () => {
    const downgraded = await renameAs(server, host, cookie, { origin: `http://${host}` });
    expect(downgraded.statusCode).toBe(403);
    expect(downgraded.json()).toMatchObject({ error: { code: 'CROSS_SITE' } });
    const secure = await renameAs(server, host, cookie, { origin: `https://${host}` });
    expect(secure.statusCode).toBe(200);
  });

  it('clears the prefixed cookie on sign-out, with its attributes', async () => {
    const session = await signIn(server, host, 'keuangan@bem.demo');
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host, cookie: session.cookie, origin: `https://${host}` },
    });
    expect(response.statusCode).toBe(204);
    const cleared = String(response.headers['set-cookie']);
    expect(cleared).toMatch(/^__Host-bem_sesi=;/);
    expect(cleared).toMatch(/; Secure/i);
    expect(cleared).toMatch(/; Path=\/(;|$)/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
  });
});

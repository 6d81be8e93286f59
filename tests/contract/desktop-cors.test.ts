/**
 * The desktop app's pages come from app://bem and call the server with a bearer token: the server
 * admits exactly that origin (CORS without credentials) and nobody else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import { startTempServer, type TempServer } from '../support/temp-server';

const DESKTOP = 'app://bem';
const OTHER = 'https://situs-lain.example';

let server: TempServer;

beforeAll(async () => {
  server = await startTempServer();
});
afterAll(async () => {
  await server.dispose();
});

const preflight = (origin: string, path: string, method = 'POST') =>
  fetch(`${server.url}${path}`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type',
    },
  });

async function desktopSignIn(): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { origin: DESKTOP, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'sekjen@bem.demo', password: DEMO_PASSWORD, client: 'desktop' }),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('access-control-allow-origin')).toBe(DESKTOP);
  expect(response.headers.get('set-cookie')).toBeNull();
  return ((await response.json()) as { token: string }).token;
}

describe('CORS for the desktop app', () => {
  it('answers the preflight of app://bem, without credentials', async () => {
    const response = await preflight(DESKTOP, '/api/auth/login');
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(DESKTOP);
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'authorization',
    );
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('gives another origin no CORS permission', async () => {
    const response = await preflight(OTHER, '/api/auth/login');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const get = await fetch(`${server.url}/api/health`, { headers: { origin: OTHER } });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets app://bem sign in, call with the bearer token and sign out', async () => {
    const token = await desktopSignIn();
    const session = await fetch(`${server.url}/api/auth/session`, {
      headers: { origin: DESKTOP, authorization: `Bearer ${token}` },
    });
    expect(session.headers.get('access-control-allow-origin')).toBe(DESKTOP);
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(
      'sekjen@bem.demo',
    );
    const logout = await fetch(`${server.url}/api/auth/logout`, {
      method: 'POST',
      headers: { origin: DESKTOP, authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(204);
  });

  it('refuses a sign-in posted from another site', async () => {
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { origin: OTHER, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'sekjen@bem.demo', password: DEMO_PASSWORD }),
    });
    expect(response.status).toBe(403);
  });

  it('keeps the CORS header on a live stream', async () => {
    const token = await desktopSignIn();
    const controller = new AbortController();
    const response = await fetch(`${server.url}/api/live/profile/me`, {
      headers: { origin: DESKTOP, authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(DESKTOP);
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    controller.abort();
  });
});

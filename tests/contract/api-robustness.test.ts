import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTempServer, type TempServer } from '../support/temp-server';

let server: TempServer;

beforeAll(async () => {
  server = await startTempServer({}, { heartbeatMs: 100 });
});
afterAll(async () => {
  await server.dispose();
});

const api = (p: string, init?: RequestInit) => fetch(`${server.url}${p}`, init);

async function expectJsonError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  // Every error carries an Indonesian sentence for the user.
  expect(body.error.message).toMatch(/[a-z]{3,}.*\.$/i);
  return body;
}

describe('bad input to the API changes nothing and the server keeps serving', () => {
  it('answers an unknown API route with a JSON 404', async () => {
    const body = await expectJsonError(await api('/api/tidak-ada'), 404, 'NOT_FOUND');
    expect(body.error.message).toBe('Alamat yang diminta tidak ditemukan.');
  });

  it('answers invalid JSON with a 400 and a message', async () => {
    const response = await api('/api/health', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"rusak": ',
    });
    await expectJsonError(response, 400, 'INVALID_JSON');
  });

  it('answers an oversized body with a 413', async () => {
    const response = await api('/api/health', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ isi: 'x'.repeat(2 * 1024 * 1024) }),
    });
    await expectJsonError(response, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers an unknown live topic with a 400 naming the problem', async () => {
    await expectJsonError(await api('/api/live/rahasia/semua'), 400, 'VALIDATION');
  });

  it('still answers the health check after all of that', async () => {
    const response = await api('/api/health');
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toMatchObject({ status: 'ok' });
  });
});

describe('the web app on the same port', () => {
  it('answers a deep link with the empty app shell (SPA fallback), not cached', async () => {
    const response = await api('/admin/berkas?tab=semua', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it('answers the prerendered home page to any client, with or without compression', async () => {
    const variants: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'gzip, br' },
    ];
    for (const headers of variants) {
      const response = await api('/', { headers });
      expect(response.status).toBe(200);
      // Prerendered: the welcome is in the HTML before any script runs.
      expect(await response.text()).toContain(
        'Selamat Datang di Website Resmi BEM KM Poltek Nuklir',
      );
    }
  });

  it('answers a missing asset with a 404 rather than the page', async () => {
    const response = await api('/assets/tidak-ada-123.js');
    expect(response.status).toBe(404);
  });

  it('serves hashed assets as immutable, pre-compressed when the client accepts it', async () => {
    const assets = fs.readdirSync(path.resolve('dist/web/assets')).filter((f) => f.endsWith('.js'));
    const script = assets[0];
    expect(script).toBeDefined();
    const response = await api(`/assets/${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('content-encoding')).toBe('br');
  });

  it('sends security headers with a strict script policy', async () => {
    const response = await api('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Only the form providers of /layanan may be framed.
    expect(csp).toContain('frame-src https://docs.google.com https://forms.office.com');
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    ['an API answer', '/api/health', 200],
    ['an API error', '/api/berkas/track/BEM-1999-00000', 404],
    ['an unknown API route', '/api/tidak-ada', 404],
  ])('sends the same security headers with %s', async (_what, path, status) => {
    const response = await api(path);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('live streams', () => {
  it('start with a snapshot and keep sending heartbeats', async () => {
    const controller = new AbortController();
    const response = await api('/api/live/settings/general', { signal: controller.signal });
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const started = Date.now();
    while (!text.includes('event: heartbeat') && Date.now() - started < 3_000) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
    controller.abort();
    expect(text.indexOf('event: snapshot')).toBeGreaterThan(-1);
    expect(text.indexOf('event: snapshot')).toBeLessThan(text.indexOf('event: heartbeat'));
  });
});

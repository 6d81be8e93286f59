import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  checkServer,
  createServerAddressSetter,
  MAX_HEALTH_BODY_BYTES,
  serverAddressFileSchema,
  type ServerAddressFile,
  type ServerCheckResult,
} from './server-address';

const HEALTHY = { status: 'ok', service: 'bem-km-portal', version: '1.0.0', uptimeSeconds: 12 };

/**
 * One local server; the behaviour is chosen by a path prefix (/<case>/api/health), and the bare
 * /api/health answers like a healthy portal.
 */
function startServer(): Promise<Server> {
  const server = createServer((request, response) => {
    const [, behaviour] = (request.url ?? '').split('/');
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    switch (behaviour) {
      case 'api':
      case 'healthy':
        return json(200, HEALTHY);
      case 'other-service':
        return json(200, { ...HEALTHY, service: 'wordpress' });
      case 'html':
        response.writeHead(200, { 'content-type': 'text/html' });
        return response.end('<!doctype html><title>Bukan portal</title>');
      case 'error':
        return json(500, HEALTHY);
      case 'redirect':
        response.writeHead(302, { location: `http://127.0.0.1:1/api/health` });
        return response.end();
      case 'huge':
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end(`{"pad":"${'x'.repeat(MAX_HEALTH_BODY_BYTES)}"}`);
      case 'slow':
        return setTimeout(() => json(200, HEALTHY), 2_000);
      default:
        return json(404, { error: 'not found' });
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let server: Server;
let base: string;

beforeAll(async () => {
  server = await startServer();
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A port that was just free: nothing listens there. */
async function closedPortOrigin(): Promise<string> {
  const probe = await startServer();
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}`;
}

describe('checkServer', () => {
  it('accepts a Portal BEM KM server', async () => {
    expect(await checkServer(`${base}/healthy`, { fetch })).toEqual({ ok: true });
  });

  it('asks exactly /api/health with GET', async () => {
    const spy = vi.fn(fetch);
    await checkServer(`${base}/healthy`, { fetch: spy });
    expect(spy).toHaveBeenCalledOnce();
    const [url, init] = spy.mock.calls[0]!;
    expect(url).toBe(`${base}/healthy/api/health`);
    expect(init).toMatchObject({ method: 'GET', redirect: 'error' });
  });

  it.each([
    ['another service', 'other-service'],
    ['an HTML page', 'html'],
    ['a 500', 'error'],
    ['a 404', 'nothing-here'],
    ['an oversized answer', 'huge'],
  ])('calls %s "not-portal"', async (_case, path) => {
    expect(await checkServer(`${base}/${path}`, { fetch })).toEqual({
      ok: false,
      reason: 'not-portal',
    });
  });

  it('calls a closed port "unreachable"', async () => {
    expect(await checkServer(await closedPortOrigin(), { fetch })).toEqual({
      ok: false,
      reason: 'unreachable',
    });
  });

  it('calls a server that answers too slowly "unreachable"', async () => {
    expect(await checkServer(`${base}/slow`, { fetch, timeoutMs: 200 })).toEqual({
      ok: false,
      reason: 'unreachable',
    });
  });

  it('does not follow a redirect, and reports it as "unreachable"', async () => {
    const spy = vi.fn(fetch);
    expect(await checkServer(`${base}/redirect`, { fetch: spy })).toEqual({
      ok: false,
      reason: 'unreachable',
    });
    expect(spy).toHaveBeenCalledOnce();
  });
});

describe('serverAddressFileSchema', () => {
  it.each([[null], ['https://portal.example.ac.id'], ['http://localhost:3000']])(
    'accepts %s',
    (serverOrigin) => {
      expect(serverAddressFileSchema.safeParse({ serverOrigin }).success).toBe(true);
    },
  );

  it.each([
    ['http://portal.example.ac.id'],
    ['https://portal.example.ac.id/admin'],
    ['ftp://portal.example.ac.id'],
    ['portal.example.ac.id'],
    [''],
    [42],
  ])('refuses %s, so a hand-edited file falls back to the setup screen', (serverOrigin) => {
    expect(serverAddressFileSchema.safeParse({ serverOrigin }).success).toBe(false);
  });
});

function setupSetter(
  initial: string | null = null,
  check: (origin: string) => Promise<ServerCheckResult> = (origin) =>
    checkServer(origin, { fetch }),
) {
  let saved: ServerAddressFile = { serverOrigin: initial };
  const store = {
    read: vi.fn(() => saved),
    write: vi.fn(async (value: ServerAddressFile) => {
      saved = value;
    }),
  };
  const onChanged = vi.fn();
  const checkSpy = vi.fn(check);
  const setter = createServerAddressSetter({ store, check: checkSpy, onChanged });
  return { setter, store, onChanged, check: checkSpy };
}

describe('createServerAddressSetter', () => {
  it('remembers a healthy server and reports the change', async () => {
    const { setter, store, onChanged } = setupSetter('https://lama.example.ac.id');
    // Whatever path the user pasted, only the origin is checked and kept.
    const result = await setter.set(`  ${base}/admin/berkas?x=1  `);
    expect(result).toEqual({ ok: true, origin: base });
    expect(store.write).toHaveBeenCalledWith({ serverOrigin: base });
    expect(onChanged).toHaveBeenCalledWith('https://lama.example.ac.id', base);
    expect(setter.get()).toBe(base);
  });

  it.each([
    ['ftp://portal.example.ac.id', 'invalid-url'],
    ['not a url', 'invalid-url'],
    ['', 'invalid-url'],
    ['https://user:pass@portal.example.ac.id', 'invalid-url'],
    ['http://192.168.1.10', 'insecure'],
    ['http://portal.example.ac.id', 'insecure'],
  ])('refuses %s as %s without contacting anything', async (raw, reason) => {
    const { setter, store, onChanged, check } = setupSetter();
    expect(await setter.set(raw)).toEqual({ ok: false, reason });
    expect(check).not.toHaveBeenCalled();
    expect(store.write).not.toHaveBeenCalled();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it.each([
    ['unreachable', 'unreachable'],
    ['not-portal', 'not-portal'],
  ] as const)('keeps the old address when the check says %s', async (_case, reason) => {
    const { setter, store, onChanged } = setupSetter('https://lama.example.ac.id', async () => ({
      ok: false,
      reason,
    }));
    expect(await setter.set('https://baru.example.ac.id')).toEqual({ ok: false, reason });
    expect(store.write).not.toHaveBeenCalled();
    expect(onChanged).not.toHaveBeenCalled();
    expect(setter.get()).toBe('https://lama.example.ac.id');
  });

  it('checks the real server: a 500, a wrong body and a closed port are refused', async () => {
    const closed = await closedPortOrigin();
    const { setter, store } = setupSetter(null, (origin) =>
      checkServer(origin === base ? `${base}/error` : origin, { fetch }),
    );
    expect(await setter.set(base)).toEqual({ ok: false, reason: 'not-portal' });
    expect(await setter.set(closed)).toEqual({ ok: false, reason: 'unreachable' });
    expect(store.write).not.toHaveBeenCalled();
  });

  it('saves the same server again without forgetting its session', async () => {
    const { setter, store, onChanged } = setupSetter('https://portal.example.ac.id', async () => ({
      ok: true,
    }));
    expect(await setter.set('portal.example.ac.id')).toEqual({
      ok: true,
      origin: 'https://portal.example.ac.id',
    });
    expect(store.write).toHaveBeenCalledOnce();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('runs overlapping calls one after the other, each seeing the previous result', async () => {
    const { setter, onChanged } = setupSetter('https://a.example.ac.id', async () => ({
      ok: true,
    }));
    await Promise.all([
      setter.set('https://b.example.ac.id'),
      setter.set('https://c.example.ac.id'),
    ]);
    expect(onChanged.mock.calls).toEqual([
      ['https://a.example.ac.id', 'https://b.example.ac.id'],
      ['https://b.example.ac.id', 'https://c.example.ac.id'],
    ]);
    expect(setter.get()).toBe('https://c.example.ac.id');
  });

  it('rejects when the address cannot be saved, and keeps working afterwards', async () => {
    const { setter, store, onChanged } = setupSetter(null, async () => ({ ok: true }));
    store.write.mockRejectedValueOnce(new Error('disk penuh'));
    await expect(setter.set('https://a.example.ac.id')).rejects.toThrow('disk penuh');
    expect(onChanged).not.toHaveBeenCalled();
    expect(await setter.set('https://a.example.ac.id')).toEqual({
      ok: true,
      origin: 'https://a.example.ac.id',
    });
  });
});

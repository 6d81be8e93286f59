import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoredUser } from '../accounts/user-repository';
import { installAccessControl } from './access-control';
import { AppError } from './app-error';
import { installErrorHandler } from './error-handler';
import { access } from './route-access';
import { installRouteRegistry } from './route-registry';

/** Callers by the `x-as` header, standing in for the auth context's session lookup. */
const CALLERS: Record<string, Partial<StoredUser>> = {
  master: { role: 'master', kementerian: null, disabled: false },
  keuangan: { role: 'admin', kementerian: 'Kementerian Keuangan', disabled: false },
  panitia: { role: 'panitia_requestor', kementerian: null, disabled: false },
};

let app: FastifyInstance;
afterEach(async () => {
  await app.close();
});

/** An app as buildApp makes it: access control and registry first, the caller resolved app-wide. */
function appWithAccessControl(): FastifyInstance {
  app = Fastify();
  installAccessControl(app);
  installRouteRegistry(app);
  installErrorHandler(app);
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    const as = request.headers['x-as'];
    request.caller = typeof as === 'string' ? ((CALLERS[as] as StoredUser) ?? null) : null;
  });
  return app;
}

describe('registration', () => {
  it('refuses a route that declares no access, naming its method and URL', () => {
    appWithAccessControl();
    expect(() => app.get('/api/lupa', async () => ({}))).toThrow(
      /Route GET \/api\/lupa declares no access/,
    );
    expect(() => app.post('/api/lupa/:id', { bodyLimit: 10 }, async () => ({}))).toThrow(
      /Route POST \/api\/lupa\/:id declares no access/,
    );
  });

  it('refuses a plugin route that is not in the plugin table', async () => {
    appWithAccessControl();
    const plugin = async (instance: FastifyInstance) => {
      instance.get('/plugin/*', async () => ({}));
    };
    await expect(app.register(plugin)).rejects.toThrow(/Route GET \/plugin\/\* declares no access/);
  });

  it('takes a plugin route in the table (the CORS preflight) and records every access', async () => {
    appWithAccessControl();
    await app.register(async (instance) => {
      instance.options('*', async () => '');
    });
    app.get('/api/rahasia', { config: { access: access.area('kelola-admin') } }, async () => ({}));
    const routes = app.registeredRoutes();
    expect(routes.find((r) => r.method === 'OPTIONS')?.access).toEqual({
      kind: 'public',
      why: expect.stringContaining('CORS preflight'),
    });
    expect(routes.filter((r) => r.url === '/api/rahasia')).toEqual([
      { method: 'GET', url: '/api/rahasia', access: { kind: 'area', area: 'kelola-admin' } },
      // The HEAD route Fastify derives from the GET carries the GET's declaration.
      { method: 'HEAD', url: '/api/rahasia', access: { kind: 'area', area: 'kelola-admin' } },
    ]);
  });
});

describe('the guard', () => {
  const status = async (method: 'GET' | 'HEAD' | 'POST', url: string, as?: string) =>
    (await app.inject({ method, url, headers: as ? { 'x-as': as } : {} })).statusCode;

  it('lets each declaration through exactly its callers, HEAD as its GET', async () => {
    appWithAccessControl();
    app.get('/open', { config: { access: access.public('a test') } }, async () => ({}));
    app.get('/mine', { config: { access: access.signedIn() } }, async () => ({}));
    app.get('/budget', { config: { access: access.area('anggaran') } }, async () => ({}));
    const check = (request: { headers: Record<string, unknown> }) => {
      if (request.headers['x-code'] !== 'buka') throw new AppError('FORBIDDEN', 403);
    };
    app.get('/coded', { config: { access: access.custom('a code', check) } }, async () => ({}));

    expect(await status('GET', '/open')).toBe(200);
    expect(await status('GET', '/mine')).toBe(401);
    expect(await status('HEAD', '/mine')).toBe(401);
    expect(await status('GET', '/mine', 'panitia')).toBe(200);
    expect(await status('GET', '/budget')).toBe(401);
    expect(await status('HEAD', '/budget', 'panitia')).toBe(403);
    expect(await status('GET', '/budget', 'keuangan')).toBe(200);
    expect(await status('GET', '/budget', 'master')).toBe(200);
    expect(await status('GET', '/coded', 'master')).toBe(403);
    const coded = await app.inject({ method: 'GET', url: '/coded', headers: { 'x-code': 'buka' } });
    expect(coded.statusCode).toBe(200);
  });

  it("runs before the route's own onRequest hooks and closes a refused upload", async () => {
    appWithAccessControl();
    let limiterCalls = 0;
    app.post(
      '/upload',
      {
        config: { access: access.area('berkas') },
        onRequest: async () => {
          limiterCalls += 1;
        },
      },
      async () => ({}),
    );
    const refused = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'x-as': 'panitia', 'content-type': 'application/json' },
      payload: JSON.stringify({ a: 1 }),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers.connection).toBe('close');
    expect(limiterCalls).toBe(0);
    expect(await status('POST', '/upload', 'master')).toBe(200);
    expect(limiterCalls).toBe(1);
  });
});

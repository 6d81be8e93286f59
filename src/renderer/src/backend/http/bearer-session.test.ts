import { describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '../../../../shared/accounts';
import type { SessionVault, VaultFailure } from '../../../../shared/platform';
import { createBearerHttpBackend, createBearerSession } from './bearer-session';
import { createHttpBackend } from './http-backend';

const BASE = 'http://127.0.0.1:9';

const user: UserProfile = {
  id: 'u1',
  email: 'sekjen@bem.demo',
  role: 'admin',
  namaTampilan: 'Admin Sekjen',
  kementerian: null,
  foto: null,
  organisasi: null,
  catatan: null,
  disabled: false,
  createdAt: '2025-10-02T00:00:00.000Z',
};

/** A keychain in memory; `failing` makes every call answer that reason instead. */
function fakeVault(options: { secret?: string | null; failing?: VaultFailure } = {}) {
  const state = { secret: options.secret ?? null };
  const answer = <T>(ok: T) =>
    Promise.resolve(options.failing ? { ok: false as const, reason: options.failing } : ok);
  const vault = {
    state,
    load: vi.fn(() => answer({ ok: true as const, secret: state.secret })),
    save: vi.fn((secret: string) => {
      if (!options.failing) state.secret = secret;
      return answer({ ok: true as const });
    }),
    clear: vi.fn(() => {
      if (!options.failing) state.secret = null;
      return answer({ ok: true as const });
    }),
  } satisfies SessionVault & { state: unknown };
  return vault;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
const apiError = (status: number, code: string) => json(status, { error: { code, message: code } });

interface Call {
  method: string;
  path: string;
  credentials: RequestCredentials | undefined;
  authorization: string | null;
  body: unknown;
}

/** The few auth routes of the embedded server, with its sessions in a Set. */
function fakeServer(options: { logout?: 'ok' | 'error' | 'offline' } = {}) {
  const sessions = new Set<string>();
  const calls: Call[] = [];
  let issued = 0;
  const fetch = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const authorization = new Headers(init.headers).get('Authorization');
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const method = init.method ?? 'GET';
    calls.push({ method, path: url.pathname, credentials: init.credentials, authorization, body });
    const token = authorization?.replace(/^Bearer /, '');
    const signedIn = token !== undefined && sessions.has(token);
    switch (`${method} ${url.pathname}`) {
      case 'POST /api/auth/login': {
        if ((body as { client?: string }).client !== 'desktop')
          return Promise.resolve(json(200, { user }));
        issued += 1;
        const issuedToken = `token-${issued}-${'x'.repeat(24)}`;
        sessions.add(issuedToken);
        return Promise.resolve(
          json(200, { user, token: issuedToken, expiresAt: '2099-01-01T00:00:00.000Z' }),
        );
      }
      case 'GET /api/auth/session':
        return Promise.resolve(json(200, { user: signedIn ? user : null }));
      case 'POST /api/auth/logout':
        if (options.logout === 'offline') return Promise.reject(new TypeError('offline'));
        if (options.logout === 'error') return Promise.resolve(apiError(500, 'INTERNAL'));
        if (token) sessions.delete(token);
        return Promise.resolve(new Response(null, { status: 204 }));
      case 'GET /api/live/profile/me':
        return Promise.resolve(apiError(401, 'UNAUTHENTICATED'));
      default:
        return Promise.resolve(apiError(404, 'NOT_FOUND'));
    }
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls, sessions };
}

const desktopBackend = (server: ReturnType<typeof fakeServer>, vault: SessionVault) =>
  createBearerHttpBackend({ baseUrl: BASE, fetch: server.fetch, sessionVault: vault });

describe('createBearerHttpBackend (the desktop session)', () => {
  it('signs in as the desktop client, saves the token and sends it instead of cookies', async () => {
    const server = fakeServer();
    const vault = fakeVault();
    const backend = desktopBackend(server, vault);

    await expect(backend.auth.signIn('sekjen@bem.demo', 'rahasia')).resolves.toEqual(user);
    const login = server.calls.find((call) => call.path === '/api/auth/login');
    expect(login?.body).toEqual({
      email: 'sekjen@bem.demo',
      password: 'rahasia',
      client: 'desktop',
    });
    expect(vault.save).toHaveBeenCalledOnce();
    expect(vault.state.secret).toMatch(/^token-1-/);

    await expect(backend.auth.currentUser()).resolves.toEqual(user);
    const session = server.calls.at(-1);
    expect(session?.authorization).toBe(`Bearer ${vault.state.secret}`);
    expect(server.calls.every((call) => call.credentials === 'omit')).toBe(true);
  });

  it('is still signed in after a restart, reading the vault only once', async () => {
    const server = fakeServer();
    const vault = fakeVault();
    await desktopBackend(server, vault).auth.signIn('sekjen@bem.demo', 'rahasia');

    const restarted = desktopBackend(server, vault);
    await expect(restarted.auth.currentUser()).resolves.toEqual(user);
    await expect(restarted.auth.currentUser()).resolves.toEqual(user);
    expect(vault.load).toHaveBeenCalledOnce();
  });

  it('asks the server nothing when the vault holds no session', async () => {
    const server = fakeServer();
    await expect(desktopBackend(server, fakeVault()).auth.currentUser()).resolves.toBeNull();
    expect(server.calls).toEqual([]);
  });

  it('forgets a token the server no longer knows', async () => {
    const server = fakeServer();
    const vault = fakeVault({ secret: 'token-dicabut-xxxxxxxxxxxxxxxxxxxxx' });
    const backend = desktopBackend(server, vault);
    await expect(backend.auth.currentUser()).resolves.toBeNull();
    expect(vault.clear).toHaveBeenCalledOnce();
    expect(vault.state.secret).toBeNull();
    await expect(backend.auth.currentUser()).resolves.toBeNull();
    expect(server.calls).toHaveLength(1);
  });

  it('forgets the token when the session check is refused as UNAUTHENTICATED', async () => {
    const server = fakeServer();
    const vault = fakeVault({ secret: 'token-lama-xxxxxxxxxxxxxxxxxxxxxxx' });
    server.fetch = vi.fn(() =>
      Promise.resolve(apiError(401, 'UNAUTHENTICATED')),
    ) as unknown as typeof fetch;
    await expect(desktopBackend(server, vault).auth.currentUser()).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(vault.state.secret).toBeNull();
  });

  it('keeps the token when the server cannot be reached (it may come back)', async () => {
    const vault = fakeVault({ secret: 'token-tetap-xxxxxxxxxxxxxxxxxxxxxx' });
    const backend = createBearerHttpBackend({
      baseUrl: BASE,
      fetch: () => Promise.reject(new TypeError('offline')),
      sessionVault: vault,
    });
    await expect(backend.auth.currentUser()).rejects.toMatchObject({ code: 'NETWORK' });
    expect(vault.clear).not.toHaveBeenCalled();
  });

  it('signs out on the server and clears the vault', async () => {
    const server = fakeServer();
    const vault = fakeVault();
    const backend = desktopBackend(server, vault);
    await backend.auth.signIn('sekjen@bem.demo', 'rahasia');
    const token = vault.state.secret;

    await backend.auth.signOut();
    expect(server.calls.at(-1)).toMatchObject({
      path: '/api/auth/logout',
      authorization: `Bearer ${token}`,
    });
    expect(server.sessions.size).toBe(0);
    expect(vault.state.secret).toBeNull();
    await expect(backend.auth.currentUser()).resolves.toBeNull();
  });

  it.each(['error', 'offline'] as const)(
    'forgets the session even when sign-out fails on the server (%s)',
    async (logout) => {
      const server = fakeServer({ logout });
      const vault = fakeVault();
      const backend = desktopBackend(server, vault);
      await backend.auth.signIn('sekjen@bem.demo', 'rahasia');

      await expect(backend.auth.signOut()).rejects.toBeTruthy();
      expect(vault.clear).toHaveBeenCalledOnce();
      expect(vault.state.secret).toBeNull();
      await expect(backend.auth.currentUser()).resolves.toBeNull();
      await expect(desktopBackend(server, vault).auth.currentUser()).resolves.toBeNull();
    },
  );

  it('keeps the session in memory when the keychain is unavailable', async () => {
    const server = fakeServer();
    const vault = fakeVault({ failing: 'unavailable' });
    const backend = desktopBackend(server, vault);

    await expect(backend.auth.signIn('sekjen@bem.demo', 'rahasia')).resolves.toEqual(user);
    await expect(backend.auth.currentUser()).resolves.toEqual(user);
    await expect(backend.auth.signOut()).resolves.toBeUndefined();
    await expect(backend.auth.currentUser()).resolves.toBeNull();

    // Nothing survived a restart.
    await backend.auth.signIn('sekjen@bem.demo', 'rahasia');
    await expect(desktopBackend(server, vault).auth.currentUser()).resolves.toBeNull();
  });

  it('forgets the session when the live profile ends with UNAUTHENTICATED', async () => {
    const server = fakeServer();
    const vault = fakeVault();
    const backend = desktopBackend(server, vault);
    await backend.auth.signIn('sekjen@bem.demo', 'rahasia');

    const error = vi.fn();
    const stop = backend.auth.watchMyProfile({ next: vi.fn(), error });
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    stop();
    expect(error.mock.calls[0]?.[0]).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(server.calls.find((call) => call.path === '/api/live/profile/me')).toMatchObject({
      credentials: 'omit',
      authorization: expect.stringMatching(/^Bearer token-1-/),
    });
    await vi.waitFor(() => expect(vault.state.secret).toBeNull());
  });
});

describe('createHttpBackend without a vault (the website)', () => {
  it('relies on the session cookie: credentials included, no client field, no bearer', async () => {
    const server = fakeServer();
    const backend = createHttpBackend({ baseUrl: BASE, fetch: server.fetch });
    await backend.auth.signIn('sekjen@bem.demo', 'rahasia');
    await backend.auth.currentUser();
    expect(server.calls[0]?.body).toEqual({ email: 'sekjen@bem.demo', password: 'rahasia' });
    expect(server.calls.every((call) => call.credentials === 'include')).toBe(true);
    expect(server.calls.every((call) => call.authorization === null)).toBe(true);
  });
});

describe('createBearerSession', () => {
  it('does not let a slow vault read replace a token kept meanwhile', async () => {
    let finishLoad: (value: { ok: true; secret: string }) => void = () => undefined;
    const vault: SessionVault = {
      load: () => new Promise((resolve) => (finishLoad = resolve)),
      save: () => Promise.resolve({ ok: true }),
      clear: () => Promise.resolve({ ok: true }),
    };
    const session = createBearerSession(vault);
    const restoring = session.restore();
    await session.keep('token-baru');
    finishLoad({ ok: true, secret: 'token-lama' });
    await restoring;
    expect(session.token()).toBe('token-baru');
  });

  it('survives a vault whose calls reject', async () => {
    const vault: SessionVault = {
      load: () => Promise.reject(new Error('ipc')),
      save: () => Promise.reject(new Error('ipc')),
      clear: () => Promise.reject(new Error('ipc')),
    };
    const session = createBearerSession(vault);
    await session.restore();
    expect(session.token()).toBeUndefined();
    await session.keep('token');
    expect(session.token()).toBe('token');
    await session.forget();
    expect(session.token()).toBeUndefined();
  });
});

import * as z from 'zod/mini';
import { userProfileSchema } from '../../../../shared/accounts';
import type { SessionVault } from '../../../../shared/platform';
import { BackendError } from '../backend-error';
import type { Backend } from '../contract';
import { createHttpBackend, type HttpBackendOptions } from './http-backend';
import { createHttpClient } from './http-client';

/**
 * The desktop app's session: a bearer token, kept in memory for every request and in the OS
 * keychain (the vault) across restarts. No cookie is involved. A vault that fails (no keychain,
 * a refused call) never stops the session: it then lives in memory only.
 */
export interface BearerSession {
  /** The token to send now, or undefined. Read for every request, so it is synchronous. */
  token(): string | undefined;
  /** Reads the vault's token, once per session object; a token kept meanwhile wins. */
  restore(): Promise<void>;
  /** Keeps a new token in memory and saves it in the vault. */
  keep(token: string): Promise<void>;
  /** Forgets the token and clears the vault. */
  forget(): Promise<void>;
}

export function createBearerSession(vault: SessionVault): BearerSession {
  let current: string | undefined;
  // Bumped by keep and forget, so a slow vault read cannot bring back what they replaced.
  let generation = 0;
  let restoring: Promise<void> | undefined;

  const load = async (): Promise<void> => {
    const startedAt = generation;
    const loaded = await vault.load().catch(() => null);
    if (generation !== startedAt || current !== undefined) return;
    if (loaded?.ok && loaded.secret) current = loaded.secret;
  };

  return {
    token: () => current,
    restore: () => (restoring ??= load()),
    async keep(token) {
      generation += 1;
      current = token;
      // Not saved (no keychain, refused): the session still lasts as long as the app is open.
      await vault.save(token).catch(() => undefined);
    },
    async forget() {
      generation += 1;
      current = undefined;
      await vault.clear().catch(() => undefined);
    },
  };
}

const desktopLoginEnvelope = z.object({
  user: userProfileSchema,
  token: z.string().check(z.minLength(1)),
  expiresAt: z.string(),
});

const isUnauthenticated = (error: unknown): boolean =>
  error instanceof BackendError && error.code === 'UNAUTHENTICATED';

export interface BearerHttpBackendOptions extends Omit<
  HttpBackendOptions,
  'authToken' | 'credentials'
> {
  /** Where the token is kept between runs (the desktop's OS keychain). */
  sessionVault: SessionVault;
}

/**
 * The http Backend of the desktop app: the same API as the website's, but signed in with a bearer
 * token from the vault instead of a cookie (`credentials: 'omit'`: no cookie reaches the server).
 */
export function createBearerHttpBackend(options: BearerHttpBackendOptions): Backend {
  const { sessionVault, ...rest } = options;
  const session = createBearerSession(sessionVault);
  const clientOptions = { ...rest, credentials: 'omit' as const, authToken: session.token };
  const backend = createHttpBackend(clientOptions);
  const client = createHttpClient(clientOptions);
  const sessionEnvelope = z.object({ user: z.nullable(userProfileSchema) });

  return {
    ...backend,
    auth: {
      ...backend.auth,
      async currentUser() {
        await session.restore();
        if (!session.token()) return null;
        try {
          const { user } = await client.get('/api/auth/session', sessionEnvelope);
          // The server no longer knows the token (expired, revoked): it is of no use any more.
          if (!user) await session.forget();
          return user;
        } catch (error) {
          if (isUnauthenticated(error)) await session.forget();
          throw error;
        }
      },
      async signIn(email, password) {
        const { user, token } = await client.send(
          'POST',
          '/api/auth/login',
          { email, password, client: 'desktop' },
          desktopLoginEnvelope,
        );
        await session.keep(token);
        return user;
      },
      async signOut() {
        try {
          if (session.token()) await client.sendEmpty('POST', '/api/auth/logout');
        } finally {
          // Whatever the server said, this computer no longer holds the session.
          await session.forget();
        }
      },
      watchMyProfile: (observer) =>
        backend.auth.watchMyProfile({
          next: (user) => observer.next(user),
          error(error) {
            if (error.code === 'UNAUTHENTICATED') void session.forget();
            observer.error?.(error);
          },
        }),
    },
  };
}

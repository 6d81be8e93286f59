import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminMenuEntry, canUseAdminArea, type AdminAreaKey } from '../../shared/admin-menu';
import type { SessionStore } from '../accounts/session-store';
import type { StoredUser, UserRepository } from '../accounts/user-repository';
import { AppError } from './app-error';

export const SESSION_COOKIE = 'bem_sesi';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, resolved from the session cookie or bearer token on every request. */
    caller: StoredUser | null;
    sessionToken: string | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
}

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  return bearerToken(request) ?? request.cookies[SESSION_COOKIE];
}

/** Resolves the caller once per request; a disabled account counts as signed out. */
export function installAuthContext(
  app: FastifyInstance,
  deps: {
    sessions: SessionStore;
    users: UserRepository;
    /** Other origins allowed to send changes (the desktop app; CORS admits the same list). */
    trustedOrigins: readonly string[];
  },
) {
  const trusted = new Set(deps.trustedOrigins);
  app.decorateRequest('caller', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request) => {
    const token = sessionTokenOf(request);
    if (!token) return;
    const userId = deps.sessions.userIdFor(token);
    const user = userId ? deps.users.findById(userId) : undefined;
    if (user && !user.disabled) {
      request.caller = user;
      request.sessionToken = token;
    }
  });
  // Cookie-authenticated changes must come from the portal's own pages (CSRF). Bearer requests
  // carry no ambient credentials; the desktop app's origin sends none either (CORS without
  // credentials), so its sign-in is let through.
  app.addHook('onRequest', async (request) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(request.method) || bearerToken(request)) return;
    const origin = request.headers.origin;
    if (!origin || trusted.has(origin)) return;
    let host: string | undefined;
    try {
      host = new URL(origin).host;
    } catch {
      host = undefined;
    }
    if (host !== request.headers.host) throw new AppError('CROSS_SITE', 403);
  });
}

export function requireCaller(request: FastifyRequest): StoredUser {
  if (!request.caller) throw new AppError('UNAUTHENTICATED', 401);
  return request.caller;
}

export function requireMaster(request: FastifyRequest): StoredUser {
  const caller = requireCaller(request);
  if (caller.role !== 'master') throw new AppError('FORBIDDEN', 403);
  return caller;
}

/** SPEC.md §6 on the server: the same rule that builds the sidebar decides the route. */
export function requireAdminArea(request: FastifyRequest, key: AdminAreaKey): StoredUser {
  const caller = requireCaller(request);
  if (!canUseAdminArea(caller, adminMenuEntry(key))) throw new AppError('FORBIDDEN', 403);
  return caller;
}

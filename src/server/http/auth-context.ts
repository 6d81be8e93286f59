import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminMenuEntry, canUseAdminArea, type AdminAreaKey } from '../../shared/admin-menu';
import type { SessionStore } from '../accounts/session-store';
import type { StoredUser, UserRepository } from '../accounts/user-repository';
import type { StoredVoter, VoterRepository } from '../evoting/voter-repository';
import { AppError } from './app-error';
import { createOriginPolicy } from './same-origin';
import { sessionCookieName, voterCookieName } from './session-cookie';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, resolved from the session cookie or bearer token on every request. */
    caller: StoredUser | null;
    sessionToken: string | null;
    /** The session cookie's name on this portal: `__Host-bem_sesi` over https, else `bem_sesi`. */
    sessionCookie: string;
    /** The signed-in voter (a population apart), resolved from the voter cookie only. */
    voter: StoredVoter | null;
    voterSessionToken: string | null;
    /** The voter cookie's name: `__Host-bem_pemilih` over https, else `bem_pemilih`. */
    voterCookie: string;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
}

/** The token the request presents; over https only the `__Host-` cookie counts. */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  return bearerToken(request) ?? request.cookies[request.sessionCookie];
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A live stream stays open by itself: it is no sign that anyone is using the portal. */
const LIVE_ROUTE = '/api/live/*';

/**
 * Resolves the caller once per request; a disabled account counts as signed out. Every other
 * request with a session counts as the user's activity (the idle rule of SPEC.md §9).
 */
export function installAuthContext(
  app: FastifyInstance,
  deps: {
    sessions: SessionStore;
    users: UserRepository;
    voterSessions: SessionStore;
    voters: VoterRepository;
    /** Other origins allowed to send changes (the desktop app; CORS admits the same list). */
    trustedOrigins: readonly string[];
    /** BEM_PUBLIC_URL: the portal's own origin for the CSRF check. */
    publicUrl: string | undefined;
    /** https: the cookie is Secure and carries the `__Host-` prefix. */
    secureCookies: boolean;
  },
) {
  const allowsOrigin = createOriginPolicy(deps);
  app.decorateRequest('caller', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('sessionCookie', sessionCookieName(deps.secureCookies));
  app.decorateRequest('voter', null);
  app.decorateRequest('voterSessionToken', null);
  app.decorateRequest('voterCookie', voterCookieName(deps.secureCookies));
  app.addHook('onRequest', async (request) => {
    const activity = request.routeOptions.url !== LIVE_ROUTE;
    const token = sessionTokenOf(request);
    const userId = token ? deps.sessions.userIdFor(token, { activity }) : undefined;
    const user = userId ? deps.users.findById(userId) : undefined;
    if (token && user && !user.disabled) {
      request.caller = user;
      request.sessionToken = token;
    }
    // Voters sign in on the website only: a cookie, never a bearer token.
    const voterToken = request.cookies[request.voterCookie];
    const voterId = voterToken ? deps.voterSessions.userIdFor(voterToken, { activity }) : undefined;
    const voter = voterId ? deps.voters.findById(voterId) : undefined;
    if (voterToken && voter && !voter.disabled) {
      request.voter = voter;
      request.voterSessionToken = voterToken;
    }
  });
  // Cookie-authenticated changes must come from the portal's own pages (CSRF), by full origin.
  // Bearer requests carry no ambient credentials; the desktop app's origin sends none either
  // (CORS without credentials), so its sign-in is let through. Without Origin the Referer is
  // checked; a request with neither is no browser's (browsers send Origin on every cross-site
  // POST, PATCH and DELETE), so it holds no ambient cookie to abuse and passes.
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || bearerToken(request)) return;
    const source = request.headers.origin ?? request.headers.referer;
    if (source !== undefined && !allowsOrigin(request, source))
      throw new AppError('CROSS_SITE', 403);
  });
}

export function requireCaller(request: FastifyRequest): StoredUser {
  if (!request.caller) throw new AppError('UNAUTHENTICATED', 401);
  return request.caller;
}

export function requireVoter(request: FastifyRequest): StoredVoter {
  if (!request.voter) throw new AppError('UNAUTHENTICATED', 401);
  return request.voter;
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

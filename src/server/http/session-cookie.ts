import type { CookieSerializeOptions } from '@fastify/cookie';
import { SESSION_MAX_AGE_MS } from '../../shared/auth-api';

/** The session cookie of a portal reached over plain http (a laptop, a campus LAN). */
export const SESSION_COOKIE = 'bem_sesi';
/**
 * Over https the cookie carries the `__Host-` prefix: browsers then accept it only with Secure,
 * Path=/ and no Domain, so neither a sibling host nor a plain-http page can plant or shadow it.
 */
export const SECURE_SESSION_COOKIE = '__Host-bem_sesi';

export const sessionCookieName = (secure: boolean): string =>
  secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;

/**
 * A voter's session (e-voting, migration 13): a cookie of its own, with the same options, so an
 * admin and a voter may both be signed in on one browser and neither token reaches the other's
 * routes.
 */
export const VOTER_COOKIE = 'bem_pemilih';
export const SECURE_VOTER_COOKIE = '__Host-bem_pemilih';

export const voterCookieName = (secure: boolean): string =>
  secure ? SECURE_VOTER_COOKIE : VOTER_COOKIE;

/**
 * HttpOnly (no script reads it), SameSite=Strict (the portal is a single-page app: after arriving
 * from a link on another site, the page's own API calls are same-site and carry the cookie, so
 * Strict costs nothing and no cross-site request ever carries it), Secure over https, Path=/,
 * no Domain, and a Max-Age equal to the session's absolute lifetime.
 */
export function sessionCookieOptions(secure: boolean): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/',
    maxAge: SESSION_MAX_AGE_MS / 1000,
  };
}

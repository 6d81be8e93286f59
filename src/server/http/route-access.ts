import type { FastifyRequest } from 'fastify';
import type { AdminAreaKey } from '../../shared/admin-menu';

/**
 * Who may call a route. Every route declares one in its `config.access`; a route that declares
 * nothing cannot be registered (access-control.ts), so forgetting a check fails at start-up
 * instead of leaving a route open.
 */
export type RouteAccess =
  /** Anyone, signed in or not; `why` says what makes that safe (rate limits, a code, public data). */
  | { kind: 'public'; why: string }
  /** Any signed-in account that is not disabled. */
  | { kind: 'signed-in' }
  /** A signed-in voter (e-voting's own population, its own cookie); admin sessions do not count. */
  | { kind: 'voter' }
  /** Whoever the admin menu lets into this area (SPEC.md §6): the sidebar's own rule. */
  | { kind: 'area'; area: AdminAreaKey }
  /** A rule of the route's own (a signed link, a live topic's viewers); throws an AppError to refuse. */
  | { kind: 'custom'; name: string; check: (request: FastifyRequest) => void };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export const access = {
  public: (why: string): RouteAccess => ({ kind: 'public', why }),
  signedIn: (): RouteAccess => ({ kind: 'signed-in' }),
  voter: (): RouteAccess => ({ kind: 'voter' }),
  area: (area: AdminAreaKey): RouteAccess => ({ kind: 'area', area }),
  custom: (name: string, check: (request: FastifyRequest) => void): RouteAccess => ({
    kind: 'custom',
    name,
    check,
  }),
} as const;

import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from './route-access';

/** One method + URL pattern as Fastify registered it, e.g. `POST /api/users/:id/approve`. */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** Who may call it, as declared (access-control.ts); absent only in an app without that hook. */
  access: RouteAccess | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered so far, plugins' included (HEAD and OPTIONS auto-routes too). */
    registeredRoutes(): readonly RegisteredRoute[];
  }
}

/**
 * Records every route as it is registered, so tests that must cover each route (the hostile-input
 * fuzz, the crash test, the authorization matrix) notice a new one. Installed before any route
 * (`onRoute` only sees routes registered after it) and after installAccessControl, whose hook
 * settles each route's `config.access` first.
 */
export function installRouteRegistry(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      routes.push({ method: String(method), url: route.url, access: route.config?.access });
  });
  app.decorate('registeredRoutes', () => [...routes]);
}

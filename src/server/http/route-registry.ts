import type { FastifyInstance } from 'fastify';

/** One method + URL pattern as Fastify registered it, e.g. `POST /api/users/:id/approve`. */
export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered so far, plugins' included (HEAD and OPTIONS auto-routes too). */
    registeredRoutes(): readonly RegisteredRoute[];
  }
}

/**
 * Records every route as it is registered, so tests that must cover each route (the hostile-input
 * fuzz, the crash test) notice a new one. Installed first in buildApp: `onRoute` only sees routes
 * registered after it.
 */
export function installRouteRegistry(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method: String(method), url: route.url });
  });
  app.decorate('registeredRoutes', () => [...routes]);
}

import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import { adminMenuEntry, canUseAdminArea } from '../../shared/admin-menu';
import { AppError } from './app-error';
import { access, type RouteAccess } from './route-access';

/**
 * Routes that plugins register, which cannot carry a `config.access` of their own: their access is
 * declared here, keyed by `METHOD url` exactly as the plugin registers it, and nowhere else. A
 * plugin route missing from this table fails registration like any undeclared route.
 */
const WEB_APP = access.public('the built web app: the same files for everyone, no data');
export const PLUGIN_ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  // @fastify/cors: the preflight. The CORS hook answers it with headers alone, for the listed
  // desktop origin only; the route exists so Fastify accepts OPTIONS at all.
  'OPTIONS *': access.public('CORS preflight: headers only, no data, changes nothing'),
  // @fastify/static (http/static-web.ts): the files of the web build, HTML shells and assets.
  'GET /*': WEB_APP,
  'HEAD /*': WEB_APP,
};

/** `GET /api/users`: how the errors and the tests name a route. */
const routeKey = (method: string, url: string): string => `${method} ${url}`;

/**
 * The declared access of a route being registered: its own `config.access`, else the plugin
 * table's. Throws, naming the route, when there is neither (or a multi-method route's methods
 * disagree), so a route that forgot its access fails start-up instead of running open.
 */
function declaredAccess(route: RouteOptions): RouteAccess {
  const own = route.config?.access;
  if (own) return own;
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(String);
  const found = methods.map((method) => PLUGIN_ROUTE_ACCESS[routeKey(method, route.url)]);
  const first = found[0];
  if (first && found.every((entry) => entry === first)) return first;
  throw new Error(
    `Route ${methods.join(',')} ${route.url} declares no access. Add ` +
      '`config: { access: access.public(why) | access.signedIn() | access.voter() | access.area(key) | ' +
      'access.custom(name, check) }` (src/server/http/route-access.ts); a route registered by a ' +
      'plugin gets its row in PLUGIN_ROUTE_ACCESS (src/server/http/access-control.ts).',
  );
}

/** The check a declaration stands for; throws the AppError (401/403) that refuses the caller. */
function checkFor(declared: Exclude<RouteAccess, { kind: 'public' }>) {
  switch (declared.kind) {
    case 'signed-in':
      return (request: FastifyRequest) => {
        if (!request.caller) throw new AppError('UNAUTHENTICATED', 401);
      };
    case 'voter':
      return (request: FastifyRequest) => {
        if (!request.voter) throw new AppError('UNAUTHENTICATED', 401);
      };
    case 'area': {
      const entry = adminMenuEntry(declared.area);
      return (request: FastifyRequest) => {
        if (!request.caller) throw new AppError('UNAUTHENTICATED', 401);
        if (!canUseAdminArea(request.caller, entry)) throw new AppError('FORBIDDEN', 403);
      };
    }
    case 'custom':
      return declared.check;
  }
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
  );
}

/**
 * The guard of one route: it runs before the body is read, so a stranger's large upload is
 * refused after its headers, not after megabytes. `request.caller` is already resolved: the auth
 * context's hooks are app-wide, and Fastify runs those before any route's own.
 */
function guardFor(declared: Exclude<RouteAccess, { kind: 'public' }>): onRequestHookHandler {
  const check = checkFor(declared);
  return function accessGuard(
    request: FastifyRequest,
    reply: FastifyReply,
    done: (error?: Error) => void,
  ) {
    try {
      check(request);
      done();
    } catch (error) {
      // Without this the server would still read (and discard) the body the client keeps sending.
      if (hasBody(request)) reply.header('Connection', 'close');
      done(error as Error);
    }
  };
}

/**
 * Authorization denied by default. Every route must declare its access (route-access.ts); this
 * `onRoute` hook refuses to register one that does not, records the declaration in the route's
 * config (where the route registry reads it), and puts the one guard that enforces it first among
 * the route's own `onRequest` hooks, ahead of its rate limits. Public routes get no guard.
 *
 * Install it before the first route (the CORS plugin registers one) and before the route registry.
 * HEAD routes that Fastify derives from a GET come through here with the GET's options, config
 * included, so they get the GET's access and guard.
 */
export function installAccessControl(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const declared = declaredAccess(route);
    route.config = { ...route.config, access: declared };
    if (declared.kind === 'public') return;
    const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [guardFor(declared), ...own];
  });
}

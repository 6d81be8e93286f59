import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { AdminAreaKey } from '../../shared/admin-menu';
import { requireAdminArea, requireCaller, requireMaster } from './auth-context';

/**
 * Route `onRequest` guards: the caller is checked before Fastify reads the body, so a stranger's
 * large upload is refused after its headers, not after megabytes. The caller itself is resolved by
 * the app-wide hook of auth-context, which runs first. Handlers keep their own check as well.
 */
type Check = (request: FastifyRequest) => unknown;

const early =
  (check: Check): onRequestHookHandler =>
  (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    try {
      check(request);
      done();
    } catch (error) {
      // Without this the server would still read (and discard) the body the client keeps sending.
      if (hasBody(request)) reply.header('Connection', 'close');
      done(error as Error);
    }
  };

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
  );
}

/** Any signed-in account. */
export const requireSignedInEarly = early(requireCaller);

/** The master only. */
export const requireMasterEarly = early(requireMaster);

/** Whoever the admin menu lets into this area (SPEC.md §6), as `requireAdminArea` decides. */
export function requireAreaEarly(key: AdminAreaKey): onRequestHookHandler {
  return early((request) => requireAdminArea(request, key));
}

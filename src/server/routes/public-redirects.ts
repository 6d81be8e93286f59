import type { FastifyInstance } from 'fastify';
import { PUBLIC_REDIRECTS } from '../../shared/public-redirects';
import { access } from '../http/route-access';

/**
 * The public addresses that lead to another page (src/shared/public-redirects.ts): a temporary
 * redirect (302, so a later page of its own is not hidden by browsers' caches), query kept.
 */
export function registerPublicRedirects(app: FastifyInstance): void {
  for (const [from, to] of Object.entries(PUBLIC_REDIRECTS))
    app.get(
      from,
      { config: { access: access.public('a redirect to another public page') } },
      (request, reply) => {
        const at = request.url.indexOf('?');
        return reply.redirect(at < 0 ? to : `${to}${request.url.slice(at)}`, 302);
      },
    );
}

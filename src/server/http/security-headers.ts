import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { FORM_FRAME_SOURCES } from '../../shared/layanan/service-links';

/**
 * Security headers for the API and the web app. Mantine writes its CSS variables into a style
 * element at run time, hence 'unsafe-inline' for styles only; scripts come from this origin alone.
 *
 * Helmet's middleware is built once, here, and applied to every reply: the Fastify wrapper
 * (@fastify/helmet) rebuilt it — re-parsing every directive — on each request, which cost about a
 * tenth of the server's time on the busiest public routes.
 */
const applyHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      // /layanan shows a service's form from these providers only (src/shared/layanan/service-links.ts).
      frameSrc: [...FORM_FRAME_SOURCES],
    },
  },
  // The portal embeds nothing cross-origin that needs these relaxed.
  crossOriginEmbedderPolicy: false,
  // HSTS belongs to the TLS-terminating proxy of a real install, not to plain-HTTP localhost.
  strictTransportSecurity: false,
});

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}

import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for the API and the web app. Mantine writes its CSS variables into a style
 * element at run time, hence 'unsafe-inline' for styles only; scripts come from this origin alone.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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
      },
    },
    // The portal embeds nothing cross-origin that needs these relaxed.
    crossOriginEmbedderPolicy: false,
    // HSTS belongs to the TLS-terminating proxy of a real install, not to plain-HTTP localhost.
    strictTransportSecurity: false,
  });
}

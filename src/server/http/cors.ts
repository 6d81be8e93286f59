import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * Cross-origin access for the desktop app, whose pages come from `app://bem` and call this server
 * with a bearer token. Only the listed origins, exactly; no credentials, so cookies never cross
 * origins and the website's cookie session cannot be used from anywhere else.
 */
export async function registerDesktopCors(
  app: FastifyInstance,
  allowedOrigins: readonly string[],
): Promise<void> {
  const allowed = new Set(allowedOrigins);
  await app.register(fastifyCors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Last-Event-ID'],
    // The file download names and the rate limiter's wait reach the desktop's code too.
    exposedHeaders: ['Content-Disposition', 'Retry-After'],
    // Each preflight is a round trip before the real request; the answer rarely changes.
    maxAge: 600,
  });
}

import type { FastifyInstance } from 'fastify';
import type { Health } from '../../shared/health';

export function registerHealthRoutes(app: FastifyInstance, version: string): void {
  app.get('/api/health', (_request, reply): Health => {
    reply.header('Cache-Control', 'no-store');
    return {
      status: 'ok',
      service: 'bem-km-portal',
      version,
      uptimeSeconds: Math.round(process.uptime()),
    };
  });
}

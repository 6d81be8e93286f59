import type { FastifyInstance } from 'fastify';
import type { Health } from '../../shared/health';
import { access } from '../http/route-access';

export function registerHealthRoutes(app: FastifyInstance, version: string): void {
  const open = { config: { access: access.public('a liveness probe: version and uptime only') } };
  app.get('/api/health', open, (_request, reply): Health => {
    reply.header('Cache-Control', 'no-store');
    return {
      status: 'ok',
      service: 'bem-km-portal',
      version,
      uptimeSeconds: Math.round(process.uptime()),
    };
  });
}

import type { FastifyInstance } from 'fastify';
import { historiQuerySchema } from '../../shared/auth-api';
import { parseInput } from '../http/app-error';
import { requireAdminArea } from '../http/auth-context';
import { access } from '../http/route-access';
import { historiCsv } from '../../shared/histori/histori-csv';
import type { HistoriService } from '../histori/histori-service';

/** The activity history: master reads and exports it; nobody edits or deletes it (no such route). */
export function registerHistoriRoutes(app: FastifyInstance, histori: HistoriService): void {
  const master = { config: { access: access.area('histori') } };
  app.get('/api/histori', master, async (request) => {
    requireAdminArea(request, 'histori');
    const { page = 1, ...filter } = parseInput(historiQuerySchema, request.query);
    return histori.page(filter, page);
  });

  app.get('/api/histori/export.csv', master, async (request, reply) => {
    requireAdminArea(request, 'histori');
    const { page: _all, ...filter } = parseInput(historiQuerySchema, request.query);
    const csv = historiCsv(histori.all(filter));
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="log-aktivitas.csv"')
      .send(csv);
  });
}

import type { FastifyInstance } from 'fastify';
import {
  matchingProker,
  PROKER_EXPORT_COLUMNS,
  prokerQueryFromSearch,
  prokerRow,
} from '../../shared/keterbukaan/proker-list';
import type { ResourceServices } from '../resources/resource-services';
import { querySearch, registerOpenDataRoutes } from './open-data-routes';
import { prokerReads } from './proker-live';

/** The open data of the transparency pages this server answers (the page's address query). */
export function registerKeterbukaanRoutes(app: FastifyInstance, resources: ResourceServices): void {
  const proker = prokerReads(resources);
  registerOpenDataRoutes(app, {
    path: '/api/keterbukaan/program-kerja',
    fileName: 'program-kerja',
    why: 'open data: every work programme is public (the page lists them all)',
    columns: PROKER_EXPORT_COLUMNS,
    rows: (request) => {
      const names = proker.names();
      const filter = prokerQueryFromSearch(querySearch(request));
      return matchingProker(proker.records(), filter).map((record) => prokerRow(record, names));
    },
  });
}

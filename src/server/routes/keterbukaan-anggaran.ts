import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseAnggaranSearch } from '../../shared/keterbukaan/anggaran-address';
import {
  ANGGARAN_EXPORT_COLUMNS,
  anggaranExportRows,
} from '../../shared/keterbukaan/anggaran-list';
import { AppError } from '../http/app-error';
import { anggaranReads } from '../keterbukaan/anggaran-live';
import { registerOpenDataRoutes } from '../keterbukaan/open-data-routes';
import type { ResourceServices } from '../resources/resource-services';

/**
 * Open data of Transparansi Anggaran: every programme the page's filter matches (not only the page
 * shown), as CSV for a spreadsheet and JSON for a program, read from the page's own address text
 * (anggaran-address.ts); a query the page would not write is refused (400). Amounts are plain
 * numbers, text cells formula-safe (table-export.ts).
 */
export function registerAnggaranOpenDataRoutes(
  app: FastifyInstance,
  resources: ResourceServices,
): void {
  const reads = anggaranReads(resources);
  const rows = (request: FastifyRequest) => {
    const parsed = parseAnggaranSearch(new URLSearchParams(request.url.split('?')[1] ?? ''));
    if ('message' in parsed)
      throw new AppError('VALIDATION', 400, parsed.message, { [parsed.param]: parsed.message });
    return anggaranExportRows(reads.programmes(), parsed.query, reads.names());
  };
  registerOpenDataRoutes(app, {
    path: '/api/keterbukaan/anggaran',
    fileName: 'transparansi-anggaran',
    why: 'open data: the public budget list',
    columns: ANGGARAN_EXPORT_COLUMNS,
    rows,
    // Its answers never carried `Cache-Control: no-store`; kept as they are.
    noStore: false,
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseAnggaranSearch } from '../../shared/keterbukaan/anggaran-address';
import {
  ANGGARAN_EXPORT_COLUMNS,
  anggaranExportRows,
} from '../../shared/keterbukaan/anggaran-list';
import { toCsv, toJsonRows } from '../../shared/open-data/table-export';
import { AppError } from '../http/app-error';
import { access } from '../http/route-access';
import { anggaranReads } from '../keterbukaan/anggaran-live';
import type { ResourceServices } from '../resources/resource-services';

/** The file name a download is saved under. */
const FILE_NAME = 'transparansi-anggaran';

/**
 * Open data of Transparansi Anggaran: every programme the page's filter matches (not only the page
 * shown), as CSV for a spreadsheet and JSON for a program, read from the page's own address text
 * (anggaran-address.ts). Amounts are plain numbers, text cells formula-safe (table-export.ts).
 */
export function registerAnggaranOpenDataRoutes(
  app: FastifyInstance,
  resources: ResourceServices,
): void {
  const reads = anggaranReads(resources);
  const rowsFor = (request: FastifyRequest) => {
    const parsed = parseAnggaranSearch(new URLSearchParams(request.url.split('?')[1] ?? ''));
    if ('message' in parsed)
      throw new AppError('VALIDATION', 400, parsed.message, { [parsed.param]: parsed.message });
    return anggaranExportRows(reads.programmes(), parsed.query, reads.names());
  };
  const openData = { config: { access: access.public('open data: the public budget list') } };

  app.get('/api/keterbukaan/anggaran.csv', openData, async (request, reply) =>
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${FILE_NAME}.csv"`)
      .send(toCsv(ANGGARAN_EXPORT_COLUMNS, rowsFor(request))),
  );

  app.get('/api/keterbukaan/anggaran.json', openData, async (request, reply) =>
    reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${FILE_NAME}.json"`)
      .send(JSON.stringify(toJsonRows(ANGGARAN_EXPORT_COLUMNS, rowsFor(request)))),
  );
}

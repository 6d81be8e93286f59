import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ASET_EXPORT_COLUMNS,
  asetExportName,
  asetExportPath,
} from '../../shared/keterbukaan/aset-export';
import {
  asetFilterSchema,
  matchingAset,
  type AsetRecord,
} from '../../shared/keterbukaan/aset-list';
import { asetResource } from '../../shared/keterbukaan/aset-resource';
import { toCsv, toJsonRows } from '../../shared/open-data/table-export';
import { parseInput } from '../http/app-error';
import { access } from '../http/route-access';
import type { ResourceServices } from '../resources/resource-services';

/**
 * The filter of the page's address (?q=…&kondisi=…&lokasi=…&pinjam=…; `halaman` is ignored: the
 * download holds every matching row). A value the page would never write is refused (400) rather
 * than silently widened to "Semua".
 */
function filterOf(request: FastifyRequest) {
  const search = new URL(request.url, 'http://localhost').searchParams;
  return parseInput(asetFilterSchema, {
    q: search.get('q') ?? '',
    kondisi: search.get('kondisi') ?? '',
    lokasi: search.get('lokasi') ?? '',
    pinjam: search.get('pinjam') ?? '',
  });
}

/**
 * Open data of /keterbukaan-informasi/inventaris (issue 17 item 6): every published asset the
 * filter matches, as CSV (a spreadsheet opens it; formulas neutralised) or JSON. A private asset
 * is in neither.
 */
export function registerAsetExportRoutes(app: FastifyInstance, resources: ResourceServices): void {
  const open = {
    config: { access: access.public('open data: the published assets of the inventory') },
  };
  const rows = (request: FastifyRequest) =>
    matchingAset(resources.of(asetResource).list() as AsetRecord[], filterOf(request));

  app.get(asetExportPath('csv'), open, async (request, reply) => {
    const csv = toCsv(ASET_EXPORT_COLUMNS, rows(request));
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${asetExportName('csv')}"`)
      .header('Cache-Control', 'no-store')
      .send(csv);
  });

  app.get(asetExportPath('json'), open, async (request, reply) => {
    const json = JSON.stringify(toJsonRows(ASET_EXPORT_COLUMNS, rows(request)));
    return reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${asetExportName('json')}"`)
      .header('Cache-Control', 'no-store')
      .send(json);
  });
}

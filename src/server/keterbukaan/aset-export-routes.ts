import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ASET_EXPORT_BASE,
  ASET_EXPORT_COLUMNS,
  ASET_EXPORT_FILE,
} from '../../shared/keterbukaan/aset-export';
import {
  asetFilterSchema,
  matchingAset,
  type AsetRecord,
} from '../../shared/keterbukaan/aset-list';
import { asetResource } from '../../shared/keterbukaan/aset-resource';
import { parseInput } from '../http/app-error';
import type { ResourceServices } from '../resources/resource-services';
import { registerOpenDataRoutes } from './open-data-routes';

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
 * is in neither. The path and file name are shared with the renderer (aset-export.ts).
 */
export function registerAsetExportRoutes(app: FastifyInstance, resources: ResourceServices): void {
  registerOpenDataRoutes(app, {
    path: ASET_EXPORT_BASE,
    fileName: ASET_EXPORT_FILE,
    why: 'open data: the published assets of the inventory',
    columns: ASET_EXPORT_COLUMNS,
    rows: (request) =>
      matchingAset(resources.of(asetResource).list() as AsetRecord[], filterOf(request)),
  });
}

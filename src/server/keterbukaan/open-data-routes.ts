import type { FastifyInstance } from 'fastify';
import { toCsv, toJsonRows, type ExportColumn } from '../../shared/open-data/table-export';
import { access } from '../http/route-access';

/** An address's query as the shared `…QueryFromSearch` functions read it. */
function searchOf(query: unknown): URLSearchParams {
  const search = new URLSearchParams();
  if (query && typeof query === 'object')
    for (const [name, value] of Object.entries(query as Record<string, unknown>))
      // A repeated parameter counts once, as the page reads it (its first value).
      if (typeof value === 'string') search.set(name, value);
      else if (Array.isArray(value) && typeof value[0] === 'string') search.set(name, value[0]);
  return search;
}

/**
 * A transparency page's open data (issue 17 item 6): `GET {path}.csv` and `{path}.json` with the
 * page's own address query, every row the filter matches (not one page). A malformed query reads
 * as the page reads it (the filter's "Semua"), so a shared address always downloads something.
 */
export function registerOpenDataRoutes<Row>(
  app: FastifyInstance,
  options: {
    /** `/api/keterbukaan/program-kerja`: the routes add `.csv` and `.json`. */
    path: string;
    /** The download's file name without extension. */
    fileName: string;
    /** Why anyone may read it (the route's public access declaration). */
    why: string;
    columns: readonly ExportColumn<Row>[];
    rows(search: URLSearchParams): readonly Row[];
    /** The JSON download's rows, when they carry more than the CSV's columns (nested lists). */
    jsonRows?(rows: readonly Row[]): unknown[];
  },
): void {
  const config = { config: { access: access.public(options.why) } };
  app.get(`${options.path}.csv`, config, async (request, reply) => {
    const csv = toCsv(options.columns, options.rows(searchOf(request.query)));
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${options.fileName}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(csv);
  });
  app.get(`${options.path}.json`, config, async (request, reply) => {
    const rows = options.rows(searchOf(request.query));
    const json = options.jsonRows ? options.jsonRows(rows) : toJsonRows(options.columns, rows);
    return reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${options.fileName}.json"`)
      .header('Cache-Control', 'no-store')
      .send(JSON.stringify(json));
  });
}

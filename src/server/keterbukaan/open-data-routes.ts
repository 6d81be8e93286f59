import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toCsv, toJsonRows, type ExportColumn } from '../../shared/open-data/table-export';
import { access } from '../http/route-access';

/**
 * A request's parsed query as the shared `…QueryFromSearch` functions read it. The inventory and
 * budget routes read the raw address text instead (their own readers): the two differ on hostile
 * addresses (a second `?`, broken escapes) and the hostile-input tests pin each route's answer.
 */
export function querySearch(request: FastifyRequest): URLSearchParams {
  const query: unknown = request.query;
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
 * page's own address query, every row the filter matches (not one page). Each page decides how a
 * malformed query reads (the filter's "Semua", or a 400): `rows` may throw an AppError.
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
    rows(request: FastifyRequest): readonly Row[];
    /** The JSON download's rows, when they carry more than the CSV's columns (nested lists). */
    jsonRows?(rows: readonly Row[]): unknown[];
    /** `Cache-Control: no-store` on the answers (default); the budget's routes never sent it. */
    noStore?: boolean;
  },
): void {
  const config = { config: { access: access.public(options.why) } };
  const headers = (type: string, extension: string) => ({
    'Content-Type': `${type}; charset=utf-8`,
    'Content-Disposition': `attachment; filename="${options.fileName}.${extension}"`,
    ...(options.noStore === false ? {} : { 'Cache-Control': 'no-store' }),
  });
  app.get(`${options.path}.csv`, config, async (request, reply) => {
    const csv = toCsv(options.columns, options.rows(request));
    return reply.headers(headers('text/csv', 'csv')).send(csv);
  });
  app.get(`${options.path}.json`, config, async (request, reply) => {
    const rows = options.rows(request);
    const json = options.jsonRows ? options.jsonRows(rows) : toJsonRows(options.columns, rows);
    return reply.headers(headers('application/json', 'json')).send(JSON.stringify(json));
  });
}

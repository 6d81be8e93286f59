import type { FastifyInstance } from 'fastify';
import { listQueryFromSearch } from '../../shared/public-lists/list-address';
import { matchingRows } from '../../shared/public-lists/list-rows';
import type { AnyPublicList } from '../../shared/public-lists/public-list';
import { querySearch, registerOpenDataRoutes } from '../keterbukaan/open-data-routes';

/**
 * A declared public list's open data: `{exportPath}.csv` and `.json` with the page's own address
 * query, every row it matches (not one page). A malformed query reads as the page reads it: the
 * default.
 */
export function registerPublicListRoutes(
  app: FastifyInstance,
  list: AnyPublicList,
  records: () => readonly object[],
): void {
  registerOpenDataRoutes(app, {
    path: list.exportPath,
    fileName: list.export.fileName,
    why: list.publishedOnly
      ? 'open data: published records only (the shared list leaves the rest out)'
      : 'open data: every record of the collection is public',
    columns: list.export.columns,
    rows: (request) =>
      matchingRows(list, records(), listQueryFromSearch(list, querySearch(request))),
    ...(list.export.jsonRows ? { jsonRows: list.export.jsonRows } : {}),
  });
}

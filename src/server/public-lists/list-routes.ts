import type { FastifyInstance } from 'fastify';
import { listFilterOfSearch } from '../../shared/public-lists/list-address';
import { listFilterSchema } from '../../shared/public-lists/list-query-schema';
import { matchingRows } from '../../shared/public-lists/list-rows';
import { namedRows, referencedNames } from '../../shared/public-lists/list-names';
import { openData, type AnyPublicList } from '../../shared/public-lists/public-list';
import { parseInput } from '../http/app-error';
import { querySearch, registerOpenDataRoutes } from '../keterbukaan/open-data-routes';

/**
 * A declared public list's open data: `{path}.csv` and `.json` with the page's own address query,
 * every row it matches (not one page). A malformed query is refused (400) rather than read as
 * "Semua": a script fetching open data must not take every row for the ones it asked for. Firebase
 * refuses it the same way (listQueryPlan).
 */
export function registerPublicListRoutes(
  app: FastifyInstance,
  list: AnyPublicList,
  records: () => readonly object[],
  /** The records of the collection the rows refer to (`export.names`), when they do. */
  referenced: () => readonly object[] = () => [],
): void {
  if (!list.export) return;
  const exported = openData(list);
  const schema = listFilterSchema(list);
  registerOpenDataRoutes(app, {
    path: exported.path,
    fileName: exported.fileName,
    why: list.publishedOnly
      ? 'open data: published records only (the shared list leaves the rest out)'
      : 'open data: every record of the collection is public',
    columns: exported.columns,
    rows: (request) =>
      namedRows(
        list,
        matchingRows(
          list,
          records(),
          parseInput(schema, listFilterOfSearch(list, querySearch(request))),
        ),
        referencedNames(list, referenced()),
      ),
    ...(exported.jsonRows ? { jsonRows: exported.jsonRows } : {}),
  });
}

import { RESOURCES } from '../../../src/shared/resources/registry';
import type { AnyResource } from '../../../src/shared/resources/resource';
import { ALL, kindsInArea } from '../../support/caller-kinds';
import type { MatrixRow } from './matrix-row';
import { RESOURCE_FIXTURES, type ResourceFixture } from './resource-fixtures';

/**
 * The rows of a declared collection's routes, made from its declaration: who may write is who the
 * menu rule lets into its admin area; the public list is public unless the public reads nothing.
 */
export function resourceMatrixRows(resource: AnyResource, fixture: ResourceFixture): MatrixRow[] {
  const area = resource.writeArea;
  const writers = kindsInArea(area);
  const at = (path: string) => () => path;
  const missing = `${resource.path}/tidak-ada`;
  const rows: MatrixRow[] = [];
  if (resource.publicRead !== 'none') rows.push({ route: `GET ${resource.path}`, public: true });
  if (resource.publicRead !== 'all')
    rows.push({
      route: `GET ${resource.path}/semua`,
      area,
      calls: [{ path: at(`${resource.path}/semua`), allowed: writers }],
    });
  rows.push(
    {
      route: `POST ${resource.path}`,
      area,
      calls: [{ path: at(resource.path), body: fixture.valid[0], allowed: writers }],
    },
    {
      route: `PATCH ${resource.path}/:id`,
      area,
      calls: [{ path: at(missing), body: fixture.valid[1], allowed: writers }],
    },
    {
      route: `DELETE ${resource.path}/:id`,
      area,
      calls: [{ path: at(missing), allowed: writers }],
    },
  );
  // A public list's open data is public, as its pages are (their live topic: authorization-rows).
  const exported = resource.publicList?.export;
  for (const format of exported ? ['csv', 'json'] : []) {
    const path = `${exported!.path}.${format}`;
    rows.push({
      route: `GET ${path}`,
      public: true,
      calls: [{ path: at(`${path}?q=rapat`), allowed: ALL }],
    });
  }
  if (resource.order.by === 'position')
    rows.push({
      route: `PUT ${resource.path}/order`,
      area,
      calls: [{ path: at(`${resource.path}/order`), body: { ids: [] }, allowed: writers }],
    });
  return rows;
}

/** Every declared collection's rows; the authorization matrix merges them with its own. */
export const RESOURCE_MATRIX_ROWS: readonly MatrixRow[] = RESOURCES.flatMap((resource) =>
  resourceMatrixRows(resource, RESOURCE_FIXTURES[resource.name]),
);

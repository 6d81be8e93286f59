import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { publicRecords } from '../../shared/resources/resource-rules';
import type { AnyResource } from '../../shared/resources/resource';
import { parseInput } from '../http/app-error';
import { requireAdminArea } from '../http/auth-context';
import { access } from '../http/route-access';
import type { ResourceService } from './resource-service';

const idParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

/** The admin list (every record) of a collection the public reads only part of. */
export const adminListPath = (resource: AnyResource) => `${resource.path}/semua`;

/**
 * A declared collection's API: the public list when the public may read it, the admin list, and
 * create, update, remove and reorder for the writers' admin area. The access of every route comes
 * from the declaration; the handlers take the actor the access guard already let through.
 */
export function registerResourceRoutes<R extends AnyResource>(
  app: FastifyInstance,
  resource: R,
  service: ResourceService<R>,
): void {
  const writers = access.area(resource.writeArea);
  // The access guard has let only writers through; asking again names the actor (and holds even
  // if a guard were misconfigured).
  const writer = (request: FastifyRequest) => requireAdminArea(request, resource.writeArea);
  const write = { config: { access: writers }, bodyLimit: resource.maxBodyBytes };

  if (resource.publicRead !== 'none') {
    app.get(
      resource.path,
      { config: { access: access.public(`declared public read: ${resource.publicRead}`) } },
      async () => ({ items: publicRecords(resource, service.list()) }),
    );
  }
  if (resource.publicRead !== 'all') {
    app.get(adminListPath(resource), { config: { access: writers } }, async (request) => {
      writer(request);
      return { items: service.list() };
    });
  }

  app.post(resource.path, write, async (request, reply) =>
    reply.status(201).send({ item: service.create(writer(request), request.body) }),
  );

  if (resource.order.by === 'position') {
    app.put(`${resource.path}/order`, write, async (request) => ({
      items: service.reorder(writer(request), request.body),
    }));
  }

  app.patch(`${resource.path}/:id`, write, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return { item: service.update(writer(request), id, request.body) };
  });

  app.delete(`${resource.path}/:id`, write, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    service.remove(writer(request), id);
    return reply.status(204).send();
  });
}

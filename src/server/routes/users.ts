import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { updateUserRequestSchema } from '../../shared/auth-api';
import type { UserAdminService } from '../accounts/user-admin-service';
import { parseInput } from '../http/app-error';
import { requireAdminArea } from '../http/auth-context';
import { SMALL_BODY_LIMIT } from '../http/body-limits';
import { access } from '../http/route-access';

const idParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

/** Kelola Pengguna: master only, checked on every route with the sidebar's own rule. */
export function registerUserRoutes(app: FastifyInstance, admin: UserAdminService): void {
  const master = (request: Parameters<typeof requireAdminArea>[0]) =>
    requireAdminArea(request, 'kelola-admin');
  // Checked before the body is read (access-control.ts) as well as in each handler.
  const early = { config: { access: access.area('kelola-admin') }, bodyLimit: SMALL_BODY_LIMIT };

  app.get('/api/users', early, async (request) => {
    master(request);
    return { users: admin.list() };
  });

  app.post('/api/users/:id/approve', early, async (request) => {
    const actor = master(request);
    return { user: admin.approve(actor, parseInput(idParams, request.params).id) };
  });

  app.post('/api/users/:id/reject', early, async (request, reply) => {
    const actor = master(request);
    admin.reject(actor, parseInput(idParams, request.params).id);
    return reply.status(204).send();
  });

  app.patch('/api/users/:id', early, async (request) => {
    const actor = master(request);
    const { id } = parseInput(idParams, request.params);
    return { user: admin.update(actor, id, parseInput(updateUserRequestSchema, request.body)) };
  });

  app.delete('/api/users/:id', early, async (request, reply) => {
    const actor = master(request);
    admin.remove(actor, parseInput(idParams, request.params).id);
    return reply.status(204).send();
  });

  app.post('/api/users/:id/reset-link', early, async (request, reply) => {
    const actor = master(request);
    await admin.sendReset(actor, parseInput(idParams, request.params).id);
    return reply.status(204).send();
  });
}

import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { SC_ROUTES } from '../../shared/sc/sc-paths';
import { AppError, parseInput } from '../http/app-error';
import { requireAdminArea } from '../http/auth-context';
import { access } from '../http/route-access';
import type { ScServices } from '../sc/sc-services';

const AREA = 'peminjaman-sc';
const idParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });
const photoParams = z.object({ id: z.string().check(z.regex(/^[A-Za-z0-9_-]{10,40}$/)) });

/** The settings' texts at their limits (about 16,000 characters) with room to spare. */
const SETTINGS_BODY_LIMIT = 64 * 1024;
/** A manager's edit: a booking's fields and answers. */
const EDIT_BODY_LIMIT = 128 * 1024;

/**
 * Kelola Peminjaman SC (issue 20 §5): the 'peminjaman-sc' area (the menu's rule: the sports
 * ministry and master) saves the settings, edits, cancels and deletes bookings, and alone opens
 * the attendance photos. The managers' list is a live topic (sc-live.ts).
 */
export function registerScAdminRoutes(app: FastifyInstance, sc: ScServices): void {
  const guarded = { config: { access: access.area(AREA) } };
  const idOf = (params: unknown) => parseInput(idParams, params).id;

  app.put(SC_ROUTES.settings, { ...guarded, bodyLimit: SETTINGS_BODY_LIMIT }, async (request) =>
    sc.settings.save(requireAdminArea(request, AREA), request.body),
  );

  app.patch(SC_ROUTES.booking, { ...guarded, bodyLimit: EDIT_BODY_LIMIT }, async (request) =>
    sc.admin.update(requireAdminArea(request, AREA), idOf(request.params), request.body),
  );

  app.post(SC_ROUTES.cancelAsManager, { ...guarded, bodyLimit: 1024 }, async (request) =>
    sc.admin.cancel(requireAdminArea(request, AREA), idOf(request.params)),
  );

  app.delete(SC_ROUTES.booking, guarded, async (request, reply) => {
    sc.admin.remove(requireAdminArea(request, AREA), idOf(request.params));
    return reply.status(204).send();
  });

  app.get(SC_ROUTES.photo, guarded, async (request, reply) => {
    requireAdminArea(request, AREA);
    const { id } = parseInput(photoParams, request.params);
    const photo = sc.photos.find(id);
    if (!photo) throw new AppError('NOT_FOUND', 404, 'Foto tidak ditemukan.');
    return reply
      .header('Content-Type', photo.mimeType)
      .header('Content-Length', photo.bytes)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(fs.createReadStream(sc.photos.absolutePath(photo.path)));
  });
}

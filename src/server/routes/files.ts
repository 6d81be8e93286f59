import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { adminMenuEntry, canUseAdminArea } from '../../shared/admin-menu';
import { SERVED_MIME_TYPES } from '../../shared/berkas/file-content';
import { contentDisposition } from '../../shared/berkas/stored-file';
import type { FileStore } from '../berkas/file-store';
import type { LetterLinks } from '../berkas/letter-links';
import { AppError, parseInput } from '../http/app-error';
import { access } from '../http/route-access';

const fileParams = z.object({ id: z.string().check(z.regex(/^[A-Za-z0-9_-]{10,40}$/)) });
const linkQuery = z.object({
  exp: z.optional(z.string().check(z.maxLength(20))),
  sig: z.optional(z.string().check(z.maxLength(100))),
});

export const FILE_LINK_MESSAGES = {
  invalid: 'Tautan unduhan tidak sah. Buka surat balasan dari halaman Lacak Berkas.',
} as const;

const isPanelStaff = (request: FastifyRequest) =>
  request.caller != null && canUseAdminArea(request.caller, adminMenuEntry('berkas'));

/**
 * Stored files. The people of the SI-BERKAS panel open every file by their session. Anyone else
 * opens only a reply letter, and only by the expiring link tracking hands out (letter-links.ts).
 * Every file goes out as an attachment with the type its content showed at upload (an unknown or
 * older claimed type becomes an octet stream), so a browser never renders an upload as a page.
 */
export function registerFileRoutes(
  app: FastifyInstance,
  deps: { files: FileStore; letterLinks: LetterLinks },
): void {
  const storedFile = (request: FastifyRequest) => {
    const { id } = parseInput(fileParams, request.params);
    const query = parseInput(linkQuery, request.query);
    const file = deps.files.find(id);
    // The loans' attendance photos are the loans' managers' only (routes/sc-admin.ts), not the
    // SI-BERKAS panel's: to this route they do not exist.
    if (!file || file.purpose === 'sc-photo')
      throw new AppError('NOT_FOUND', 404, 'Berkas tidak ditemukan.');
    return { id, query, file };
  };
  // Run before the handler (access-control.ts). A missing file answers 404 first, as it always
  // did, so the refusals tell nothing more; staff pass without a read.
  const staffOrSignedLink = (request: FastifyRequest) => {
    if (isPanelStaff(request)) return;
    const { id, query, file } = storedFile(request);
    if (file.purpose !== 'final-response') {
      if (!request.caller) throw new AppError('UNAUTHENTICATED', 401);
      throw new AppError('FORBIDDEN', 403);
    }
    const check = deps.letterLinks.check(id, query.exp, query.sig);
    if (check === 'expired') throw new AppError('LINK_EXPIRED', 410);
    if (check === 'invalid') throw new AppError('FORBIDDEN', 403, FILE_LINK_MESSAGES.invalid);
  };
  const guarded = {
    config: {
      access: access.custom('panel staff, or a signed reply-letter link', staffOrSignedLink),
    },
  };

  app.get('/api/files/:id', guarded, async (request, reply) => {
    const { file } = storedFile(request);
    return reply
      .header(
        'Content-Type',
        SERVED_MIME_TYPES.has(file.mimeType) ? file.mimeType : 'application/octet-stream',
      )
      .header('Content-Disposition', contentDisposition(file.name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(fs.createReadStream(deps.files.absolutePath(file.path)));
  });
}

import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { contentDisposition } from '../../shared/berkas/stored-file';
import { DOCUMENT_UPLOAD_BODY_LIMIT } from '../../shared/dokumen/documents';
import type { FileStore } from '../berkas/file-store';
import type { DocumentFileService } from '../dokumen/document-files';
import { AppError, parseInput } from '../http/app-error';
import type { RateLimits } from '../http/rate-limits';
import { access } from '../http/route-access';
import { IMAGE_CACHE_CONTROL } from './images';

const fileParams = z.object({ file: z.string().check(z.regex(/^[A-Za-z0-9_-]{22}\.pdf$/)) });

const notFound = () => new AppError('NOT_FOUND', 404, 'Dokumen tidak ditemukan.');

/**
 * The PDFs of Kelola Dokumen: its admins upload one (checked by content and size); anyone opens
 * it by its unguessable, never-reused name, like content images.
 */
export function registerDocumentRoutes(
  app: FastifyInstance,
  deps: { documents: DocumentFileService; files: FileStore; limits: RateLimits },
): void {
  app.post(
    '/api/documents',
    {
      config: { access: access.area('dokumen') },
      bodyLimit: DOCUMENT_UPLOAD_BODY_LIMIT,
      onRequest: deps.limits.imageUploads,
    },
    async (request, reply) =>
      reply.status(201).send({ berkas: deps.documents.upload(request.body) }),
  );

  app.get(
    '/api/documents/:file',
    {
      config: {
        access: access.public(
          'published documents: unguessable names, only PDFs checked at upload',
        ),
      },
    },
    async (request, reply) => {
      const params = parseInput(fileParams, request.params);
      const file = deps.documents.find(params.file.slice(0, -'.pdf'.length));
      if (!file) throw notFound();
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Length', file.bytes)
        .header('Content-Disposition', contentDisposition(file.name, 'inline'))
        .header('Cache-Control', IMAGE_CACHE_CONTROL)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(fs.createReadStream(deps.files.absolutePath(file.path)));
    },
  );
}

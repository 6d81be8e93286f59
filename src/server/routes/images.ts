import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { IMAGE_EXTENSIONS, IMAGE_MIME_TYPES } from '../../shared/images/image-rules';
import { IMAGE_UPLOAD_BODY_LIMIT } from '../../shared/images/image-upload';
import { mayUploadImages } from '../../shared/images/image-writers';
import type { FileStore } from '../berkas/file-store';
import { AppError, parseInput } from '../http/app-error';
import { requireCaller } from '../http/auth-context';
import type { RateLimits } from '../http/rate-limits';
import { access } from '../http/route-access';
import type { ImageService } from '../images/image-service';
import type { ElectionRepository } from '../evoting/election-repository';

const fileParams = z.object({
  file: z.string().check(z.regex(/^[A-Za-z0-9_-]{22}\.(?:jpg|png|webp)$/)),
});

/** An image never changes under its name (a new image gets a new one), so browsers keep it. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const MIME_BY_EXTENSION: Readonly<Record<string, string>> = Object.fromEntries(
  (Object.keys(IMAGE_EXTENSIONS) as (keyof typeof IMAGE_EXTENSIONS)[]).map((kind) => [
    IMAGE_EXTENSIONS[kind],
    IMAGE_MIME_TYPES[kind],
  ]),
);

const notFound = () => new AppError('NOT_FOUND', 404, 'Gambar tidak ditemukan.');

/** The name the upload route declares (the authorization matrix's row uses it). */
export const IMAGE_WRITER_ACCESS_NAME =
  'an admin of a content area with images, or an election committee member';

/**
 * An admin of an area whose records have images (src/shared/images/image-writers.ts), or an
 * approved committee account serving on an election (a candidate's photo is an image file).
 */
const imageWriter =
  (elections: ElectionRepository) =>
  (request: FastifyRequest): void => {
    const caller = requireCaller(request);
    if (mayUploadImages(caller)) return;
    const committee =
      caller.role === 'panitia_requestor' && elections.listForCommittee(caller.id).length > 0;
    if (!committee) throw new AppError('FORBIDDEN', 403);
  };

/**
 * Content images: admins of the content areas upload an image with its thumbnail; anyone reads
 * them by their unguessable, never-reused names, with a year of caching. Only stored files of
 * purpose 'image' are served here, with the type their content showed at upload.
 */
export function registerImageRoutes(
  app: FastifyInstance,
  deps: {
    images: ImageService;
    files: FileStore;
    limits: RateLimits;
    elections: ElectionRepository;
  },
): void {
  const writer = imageWriter(deps.elections);
  app.post(
    '/api/images',
    {
      config: { access: access.custom(IMAGE_WRITER_ACCESS_NAME, writer) },
      bodyLimit: IMAGE_UPLOAD_BODY_LIMIT,
      onRequest: deps.limits.imageUploads,
    },
    async (request, reply) => {
      writer(request);
      return reply.status(201).send({ image: deps.images.upload(request.body) });
    },
  );

  app.get(
    '/api/images/:file',
    {
      config: {
        access: access.public('content images: unguessable names, only images checked at upload'),
      },
    },
    async (request, reply) => {
      const params = parseInput(fileParams, request.params);
      const [id = '', extension = ''] = params.file.split('.');
      const image = deps.images.find(id);
      // The extension is part of the name: the same id under another one does not exist.
      if (!image || MIME_BY_EXTENSION[extension] !== image.mimeType) throw notFound();
      return (
        reply
          .header('Content-Type', image.mimeType)
          .header('Content-Length', image.bytes)
          .header('Cache-Control', IMAGE_CACHE_CONTROL)
          .header('X-Content-Type-Options', 'nosniff')
          // The desktop app (app://bem) shows them too: another origin.
          .header('Cross-Origin-Resource-Policy', 'cross-origin')
          .send(fs.createReadStream(deps.files.absolutePath(image.path)))
      );
    },
  );
}

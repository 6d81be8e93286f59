import { imageSize } from 'image-size';
import { IMAGE_URL_PREFIX, type UploadedImage } from '../../shared/images/image-ref';
import {
  IMAGE_EXTENSIONS,
  IMAGE_MESSAGES,
  imageBytesProblem,
  longestSideOf,
  sniffImageKind,
  type ImageKind,
  type ImagePart,
} from '../../shared/images/image-rules';
import { dataUrlBase64, imageUploadRequestSchema } from '../../shared/images/image-upload';
import type { FileStore, StoredFile } from '../berkas/file-store';
import type { Db } from '../db/database';
import { AppError, parseInput } from '../http/app-error';

/** Under `{data}/files`: images are stored files like the rest, purpose 'image'. */
const IMAGE_FOLDER = 'images';

const refuse = (part: ImagePart, message: string) =>
  new AppError('VALIDATION', 400, message, { [part]: message });

/** Width and height read from the image's own header (image-size reads headers only). */
function pixelSize(bytes: Buffer): { width: number; height: number } | null {
  try {
    const { width, height } = imageSize(bytes);
    return width > 0 && height > 0 ? { width, height } : null;
  } catch {
    return null;
  }
}

/**
 * The bytes of one part of an upload, checked by content, size and pixel size (measured here,
 * never taken from the browser), or a 400 naming the part.
 */
function checkedPart(
  value: string,
  part: ImagePart,
): { bytes: Buffer; kind: ImageKind; width: number; height: number } {
  const base64 = dataUrlBase64(value);
  if (base64 === null) throw refuse(part, IMAGE_MESSAGES.unreadable(part));
  const bytes = Buffer.from(base64, 'base64');
  const problem = imageBytesProblem(bytes, part);
  const kind = sniffImageKind(bytes);
  if (problem || !kind) throw refuse(part, problem ?? IMAGE_MESSAGES.notImage(part));
  const size = pixelSize(bytes);
  if (!size) throw refuse(part, IMAGE_MESSAGES.unreadable(part));
  if (Math.max(size.width, size.height) > longestSideOf(part))
    throw refuse(part, IMAGE_MESSAGES.tooManyPixels(part));
  return { bytes, kind, ...size };
}

export const imageUrlOf = (id: string, kind: ImageKind) =>
  `${IMAGE_URL_PREFIX}${id}.${IMAGE_EXTENSIONS[kind]}`;

/**
 * Content images on the embedded server: the image and its thumbnail, checked again here (type by
 * content, size), written durably and recorded in one transaction (file-store.ts: `.part`, then
 * renamed last before commit), so a failure keeps neither.
 */
export function createImageService(deps: { db: Db; files: FileStore }) {
  return {
    upload(body: unknown): UploadedImage {
      const input = parseInput(imageUploadRequestSchema, body);
      const image = checkedPart(input.image, 'image');
      const thumbnail = checkedPart(input.thumbnail, 'thumbnail');
      const written: ReturnType<FileStore['writePending']>[] = [];
      try {
        const rows = [image, thumbnail].map((part, index): StoredFile => {
          const name = `${index === 0 ? 'gambar' : 'gambar-kecil'}.${IMAGE_EXTENSIONS[part.kind]}`;
          const stored = deps.files.writePending(part.bytes, name, IMAGE_FOLDER);
          written.push(stored);
          return {
            id: stored.id,
            submissionId: null,
            purpose: 'image',
            name,
            mimeType: stored.mimeType,
            bytes: part.bytes.length,
            path: stored.relativePath,
          };
        });
        deps.db.transaction(() => {
          for (const row of rows) deps.files.record(row);
          for (const file of written) deps.files.promote(file);
        })();
        const [main, thumb] = rows as [StoredFile, StoredFile];
        return {
          id: main.id,
          url: imageUrlOf(main.id, image.kind),
          thumbUrl: imageUrlOf(thumb.id, thumbnail.kind),
          // What the server measured: a page reserves this space before the image arrives.
          width: image.width,
          height: image.height,
        };
      } catch (error) {
        deps.files.discard(written);
        throw error;
      }
    },

    /** A stored image (or thumbnail) by its id; never another kind of stored file. */
    find(id: string): StoredFile | undefined {
      const file = deps.files.find(id);
      return file?.purpose === 'image' ? file : undefined;
    },
  };
}

export type ImageService = ReturnType<typeof createImageService>;

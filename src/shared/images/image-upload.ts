import * as z from 'zod/mini';
import { IMAGE_LIMITS } from './image-rules';

/** Base64 characters of `bytes` bytes, plus room for a `data:image/…;base64,` head. */
const dataUrlChars = (bytes: number) => Math.ceil(bytes / 3) * 4 + 64;

const side = z.number().check(z.int(), z.minimum(1), z.maximum(IMAGE_LIMITS.longestSidePx));

/**
 * The embedded server's upload (`POST /api/images`): the image and its thumbnail as base64 data
 * URLs in one JSON body (the claimed types are ignored: the server looks at the bytes), and the
 * size the browser drew the image at.
 */
export const imageUploadRequestSchema = z.object({
  image: z.string().check(z.maxLength(dataUrlChars(IMAGE_LIMITS.maxBytes))),
  thumbnail: z.string().check(z.maxLength(dataUrlChars(IMAGE_LIMITS.thumbMaxBytes))),
  width: side,
  height: side,
});
export type ImageUploadRequest = z.infer<typeof imageUploadRequestSchema>;

/** The largest body of an upload: both data URLs at their limits and the numbers. */
export const IMAGE_UPLOAD_BODY_LIMIT =
  dataUrlChars(IMAGE_LIMITS.maxBytes) + dataUrlChars(IMAGE_LIMITS.thumbMaxBytes) + 1024;

const DATA_URL = /^data:[\w.+-]+\/[\w.+-]+;base64,([A-Za-z0-9+/]*={0,2})$/;

/**
 * The base64 of a data URL (whatever type it claims), or null when it is not one: the server
 * decodes it with Buffer, which is much faster than atob for megabytes.
 */
export function dataUrlBase64(value: string): string | null {
  const base64 = DATA_URL.exec(value)?.[1];
  return base64 !== undefined && base64.length % 4 === 0 ? base64 : null;
}

import * as z from 'zod/mini';
import { TEXT_LIMITS } from '../limits';
import { IMAGE_LIMITS, IMAGE_MESSAGES } from './image-rules';

/** 128 random bits, base64url: an image's address cannot be guessed from another's. */
export const IMAGE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** Where the embedded server serves a stored image: `/api/images/{file id}.{jpg|png|webp}`. */
export const IMAGE_URL_PREFIX = '/api/images/';
export const EMBEDDED_IMAGE_URL = /^\/api\/images\/[A-Za-z0-9_-]{22}\.(?:jpg|png|webp)$/;

/** A Cloud Storage download link of `images/{id}.{ext}` (the Firebase backend). */
export const FIREBASE_IMAGE_URL =
  /^https:\/\/firebasestorage\.googleapis\.com\/v0\/b\/[a-z0-9._-]+\/o\/images%2F[A-Za-z0-9_-]{22}\.(?:jpg|png|webp)\?alt=media(?:&token=[A-Za-z0-9-]+)?$/;

/**
 * An image address a record may hold: one of ours, never an arbitrary link (ORIGINAL.md §10 #36
 * let admin-supplied addresses into the page unchecked).
 */
export const isImageUrl = (url: string): boolean =>
  url.length <= TEXT_LIMITS.linkUrl &&
  (EMBEDDED_IMAGE_URL.test(url) || FIREBASE_IMAGE_URL.test(url));

const imageUrlSchema = z.string().check(z.refine(isImageUrl, { error: IMAGE_MESSAGES.badAddress }));

const side = (max: number) =>
  z.number().check(z.int({ error: IMAGE_MESSAGES.badSize }), z.minimum(1), z.maximum(max));

const uploadedImageShape = {
  id: z.string().check(z.regex(IMAGE_ID_PATTERN, { error: IMAGE_MESSAGES.badAddress })),
  /** The image itself, longest side at most IMAGE_LIMITS.longestSidePx. */
  url: imageUrlSchema,
  /** Its thumbnail: what list pages load. */
  thumbUrl: imageUrlSchema,
  width: side(IMAGE_LIMITS.longestSidePx),
  height: side(IMAGE_LIMITS.longestSidePx),
};

/** What an upload answers: the stored image, not yet described. */
export const uploadedImageSchema = z.object(uploadedImageShape);
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** The alternative text of an image: required, what a screen reader says instead of it. */
export const imageAltSchema = z
  .string({ error: IMAGE_MESSAGES.altRequired })
  .check(
    z.trim(),
    z.minLength(1, { error: IMAGE_MESSAGES.altRequired }),
    z.maxLength(IMAGE_LIMITS.altMaxChars, { error: IMAGE_MESSAGES.altTooLong }),
  );

/**
 * The reference a content record embeds for each of its images (and nothing more: the bytes are
 * files). A record field is `gambar: imageRefSchema` (or `z.nullable(imageRefSchema)` when the
 * image is optional); a missing description is refused as `gambar.alt`.
 */
export const imageRefSchema = z.object({ ...uploadedImageShape, alt: imageAltSchema });
export type ImageRef = z.infer<typeof imageRefSchema>;

export const describeImage = (image: UploadedImage, alt: string): ImageRef => ({
  ...image,
  alt: alt.trim(),
});

import { IMAGE_LIMITS } from '../../../shared/images/image-rules';
import type { PreparedImage } from './prepared-image';

export type { PreparedImage } from './prepared-image';

/** Pictures the browser is asked to read; anything else is refused before decoding. */
const SOURCE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
/** A phone photo is well under this; a larger file is refused before it is decoded. */
export const IMAGE_SOURCE_MAX_BYTES = 25 * 1024 * 1024;
/** Qualities tried in turn when an encoding exceeds its limit (rare at these sizes). */
const QUALITIES = [IMAGE_LIMITS.quality, 0.72, 0.62, 0.52];

export const PREPARE_IMAGE_MESSAGES = {
  type: 'Pilih gambar JPEG, PNG atau WebP.',
  sourceTooLarge: `Ukuran gambar terlalu besar (maksimal ${IMAGE_SOURCE_MAX_BYTES / 1024 / 1024} MB).`,
  unreadable: 'Gambar tidak dapat dibaca. Pilih file gambar lain.',
  noCanvas: 'Browser ini tidak dapat mengolah gambar.',
  tooLarge: 'Gambar terlalu besar meskipun sudah diperkecil. Pilih gambar lain.',
} as const;

export class ImagePreparationError extends Error {
  override name = 'ImagePreparationError';
}

/** The size to draw at: the longest side at most `max`, proportions kept, never enlarged. */
export function fitLongestSide(
  width: number,
  height: number,
  max: number,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max) return { width, height };
  const scale = max / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

const toBlob = (canvas: HTMLCanvasElement, type: string, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/**
 * Draws `bitmap` at `size` and encodes it: WebP where the browser writes it (smaller, and keeps
 * transparency), else JPEG on white. Lower qualities are tried until it fits `maxBytes`.
 */
async function encode(
  bitmap: ImageBitmap,
  size: { width: number; height: number },
  maxBytes: number,
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new ImagePreparationError(PREPARE_IMAGE_MESSAGES.noCanvas);
  context.imageSmoothingQuality = 'high';
  for (const type of ['image/webp', 'image/jpeg']) {
    context.clearRect(0, 0, size.width, size.height);
    if (type === 'image/jpeg') {
      // JPEG has no transparency: a transparent PNG gets white, not black, behind it.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, size.width, size.height);
    }
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    for (const quality of QUALITIES) {
      const blob = await toBlob(canvas, type, quality);
      // A browser without a WebP encoder hands back a PNG instead: try JPEG then.
      if (!blob || blob.type !== type) break;
      if (blob.size <= maxBytes) return blob;
    }
  }
  throw new ImagePreparationError(PREPARE_IMAGE_MESSAGES.tooLarge);
}

/**
 * Resizes a picked picture in the browser (longest side IMAGE_LIMITS.longestSidePx, and a
 * thumbnail of IMAGE_LIMITS.thumbLongestSidePx for lists), so the backend receives two small
 * files, never the original photo. Rotation from EXIF is applied by createImageBitmap.
 * `longestSidePx` makes the image smaller where it is only ever shown small (a profile photo).
 */
export async function prepareImage(
  file: File,
  options: { longestSidePx?: number } = {},
): Promise<PreparedImage> {
  const longestSidePx = Math.min(
    options.longestSidePx ?? IMAGE_LIMITS.longestSidePx,
    IMAGE_LIMITS.longestSidePx,
  );
  if (!SOURCE_TYPES.includes(file.type))
    throw new ImagePreparationError(PREPARE_IMAGE_MESSAGES.type);
  if (file.size > IMAGE_SOURCE_MAX_BYTES)
    throw new ImagePreparationError(PREPARE_IMAGE_MESSAGES.sourceTooLarge);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new ImagePreparationError(PREPARE_IMAGE_MESSAGES.unreadable);
  }
  try {
    const size = fitLongestSide(bitmap.width, bitmap.height, longestSidePx);
    const thumbSize = fitLongestSide(
      bitmap.width,
      bitmap.height,
      Math.min(longestSidePx, IMAGE_LIMITS.thumbLongestSidePx),
    );
    const image = await encode(bitmap, size, IMAGE_LIMITS.maxBytes);
    const thumbnail = await encode(bitmap, thumbSize, IMAGE_LIMITS.thumbMaxBytes);
    return { image, thumbnail, ...size };
  } finally {
    bitmap.close();
  }
}

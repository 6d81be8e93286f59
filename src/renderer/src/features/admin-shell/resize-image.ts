import { PHOTO_MAX_BYTES } from '../../../../shared/accounts';

/** ORIGINAL.md §7.4: an admin photo is stored 400 px wide, JPEG quality 0.8. */
export const PHOTO_WIDTH = 400;
export const PHOTO_QUALITY = 0.8;
/** A picture larger than this is refused before decoding: a phone photo is well under it. */
export const PHOTO_SOURCE_MAX_BYTES = 20 * 1024 * 1024;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MIN_QUALITY = 0.4;

export class PhotoError extends Error {
  override name = 'PhotoError';
}

/** The size to draw at: at most `maxWidth` wide, proportions kept, never enlarged. */
export function fitWidth(
  width: number,
  height: number,
  maxWidth: number,
): { width: number; height: number } {
  if (width <= maxWidth) return { width, height };
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) };
}

/** How many bytes a base64 data URL holds. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length * 3) / 4 - padding;
}

export interface EncodeAttempt {
  width: number;
  height: number;
  quality: number;
}

/**
 * The encodings to try, best first: the target size at quality 0.8, then lower qualities down
 * to 0.4, then the same again at three quarters of the size, until the size would be tiny.
 * A very tall picture at 400 px wide can exceed the limit even at low quality.
 */
export function* encodeAttempts(width: number, height: number): Generator<EncodeAttempt> {
  let size = fitWidth(width, height, PHOTO_WIDTH);
  while (size.width >= 40 && size.height >= 1) {
    for (let step = 0; PHOTO_QUALITY - step / 10 >= MIN_QUALITY - 1e-9; step += 1) {
      yield { ...size, quality: Math.round((PHOTO_QUALITY - step / 10) * 10) / 10 };
    }
    size = {
      width: Math.round(size.width * 0.75),
      height: Math.max(1, Math.round(size.height * 0.75)),
    };
  }
}

/**
 * Resizes a picked picture in the browser to a JPEG data URL of at most PHOTO_MAX_BYTES, so the
 * server receives a small photo, never the original file.
 */
export async function resizeImage(file: File): Promise<string> {
  if (!PHOTO_TYPES.includes(file.type)) {
    throw new PhotoError('Foto harus berupa gambar JPEG, PNG atau WebP.');
  }
  if (file.size > PHOTO_SOURCE_MAX_BYTES) {
    throw new PhotoError('Ukuran gambar terlalu besar (maksimal 20 MB).');
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new PhotoError('Gambar tidak dapat dibaca. Pilih file gambar lain.');
  }
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    if (!context) throw new PhotoError('Browser ini tidak dapat mengolah gambar.');
    for (const attempt of encodeAttempts(bitmap.width, bitmap.height)) {
      canvas.width = attempt.width;
      canvas.height = attempt.height;
      // JPEG has no transparency: a transparent PNG gets white, not black, behind it.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, attempt.width, attempt.height);
      context.drawImage(bitmap, 0, 0, attempt.width, attempt.height);
      const dataUrl = canvas.toDataURL('image/jpeg', attempt.quality);
      if (dataUrl.startsWith('data:image/jpeg') && dataUrlBytes(dataUrl) <= PHOTO_MAX_BYTES) {
        return dataUrl;
      }
    }
    throw new PhotoError('Foto terlalu besar meskipun sudah diperkecil. Pilih gambar lain.');
  } finally {
    bitmap.close();
  }
}

import { VOTER_PHOTO, VOTER_PHOTO_PREFIX } from '../../../../shared/evoting/voter-photo';
import { VOTER_PHOTO_MAX_CHARS } from '../../../../shared/evoting/voter';
import {
  IMAGE_SOURCE_MAX_BYTES,
  ImagePreparationError,
  PREPARE_IMAGE_MESSAGES,
} from '../../lib/prepare-image';

const SOURCE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** A taller picture than this at 300 px wide is a strip, not a portrait. */
const MAX_HEIGHT_PX = VOTER_PHOTO.widthPx * 4;

/** The height of a picture drawn `width` wide, proportions kept. */
export function heightAtWidth(source: { width: number; height: number }, width: number): number {
  return Math.max(1, Math.round((source.height * width) / source.width));
}

/**
 * The voter's photo as SPEC.md §5 and §9 store it: drawn 300 px wide (height in proportion),
 * JPEG at quality 0.8 on white, as a data URL. Rotation from EXIF is applied by
 * createImageBitmap. The backend checks the bytes and the width again.
 */
export async function voterPhotoFromFile(file: File): Promise<string> {
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
    const width = VOTER_PHOTO.widthPx;
    const height = heightAtWidth(bitmap, width);
    if (height > MAX_HEIGHT_PX) throw new ImagePreparationError(PREPARE_IMAGE_MESSAGES.tooLarge);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new ImagePreparationError(PREPARE_IMAGE_MESSAGES.noCanvas);
    // JPEG has no transparency: a transparent PNG gets white, not black, behind it.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const dataUrl = canvas.toDataURL('image/jpeg', VOTER_PHOTO.quality);
    if (!dataUrl.startsWith(VOTER_PHOTO_PREFIX))
      throw new ImagePreparationError(PREPARE_IMAGE_MESSAGES.noCanvas);
    if (dataUrl.length > VOTER_PHOTO_MAX_CHARS)
      throw new ImagePreparationError(PREPARE_IMAGE_MESSAGES.tooLarge);
    return dataUrl;
  } finally {
    bitmap.close();
  }
}

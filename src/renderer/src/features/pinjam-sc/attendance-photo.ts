import { fitLongestSide } from '../../lib/prepare-image';

/**
 * The check-in and check-out photos (ORIGINAL.md §5: 800 px, JPEG 0.7): drawn from the camera's
 * frame or a picked photo at its longest side 800 px at most, encoded as a JPEG data URL in the
 * browser, so the backend receives a small picture, never the phone's original.
 */
export const PHOTO_LONGEST_SIDE_PX = 800;
export const PHOTO_JPEG_QUALITY = 0.7;

export const PHOTO_MESSAGES = {
  noCanvas: 'Browser ini tidak dapat mengolah foto.',
  unreadable: 'Foto tidak dapat dibaca. Ambil foto lagi.',
  notReady: 'Kamera belum siap. Tunggu sebentar lalu coba lagi.',
} as const;

export class PhotoError extends Error {
  override name = 'PhotoError';
}

/** A frame (the video's current picture, or a decoded photo) as a resized JPEG data URL. */
export function photoDataUrl(source: CanvasImageSource, width: number, height: number): string {
  if (width <= 0 || height <= 0) throw new PhotoError(PHOTO_MESSAGES.notReady);
  const size = fitLongestSide(width, height, PHOTO_LONGEST_SIDE_PX);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new PhotoError(PHOTO_MESSAGES.noCanvas);
  context.drawImage(source, 0, 0, size.width, size.height);
  return canvas.toDataURL('image/jpeg', PHOTO_JPEG_QUALITY);
}

/** A photo taken with the phone's own camera app (the file input's fallback). */
export async function fileToPhoto(file: File): Promise<string> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PhotoError(PHOTO_MESSAGES.unreadable);
  }
  try {
    return photoDataUrl(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

/** The rear camera where there is one (the room, not the face), without sound. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 960 } },
};

/** Whether the browser can open a camera itself (else the file input asks the phone's camera app). */
export const canOpenCamera = (): boolean =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

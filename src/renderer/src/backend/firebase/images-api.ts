import { getDownloadURL, ref as storageRef, uploadBytesResumable } from 'firebase/storage';
import type { UploadedImage } from '../../../../shared/images/image-ref';
import {
  IMAGE_EXTENSIONS,
  IMAGE_MESSAGES,
  IMAGE_MIME_TYPES,
  imageBytesProblem,
  sniffImageKind,
  type ImageKind,
  type ImagePart,
} from '../../../../shared/images/image-rules';
import type { PreparedImage } from '../../lib/prepared-image';
import { BackendError } from '../backend-error';
import type { Backend } from '../contract';
import type { FirebaseHandles } from './firebase-app';
import { translated } from './firebase-errors';

/** Never replaced (a new image gets a new name), so browsers and the CDN keep it for a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** 128 random bits as 22 base64url characters, like the embedded server's file ids. */
export function randomImageId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** One part's bytes, checked with the server's rule before anything is sent (storage.rules again). */
async function checkedPart(
  blob: Blob,
  part: ImagePart,
): Promise<{ bytes: Uint8Array; kind: ImageKind }> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const problem = imageBytesProblem(bytes, part);
  const kind = sniffImageKind(bytes);
  if (problem || !kind) {
    const message = problem ?? IMAGE_MESSAGES.notImage(part);
    throw new BackendError('VALIDATION', message, 400, { [part]: message });
  }
  return { bytes, kind };
}

/**
 * Content images on Cloud Storage: `images/{id}.{ext}`, readable by everyone, written by the
 * content areas' admins within the shared size and types (storage.rules). Progress counts the
 * bytes of both files together.
 */
export function createFirebaseImagesApi(h: FirebaseHandles): Backend['images'] {
  return {
    async upload(prepared: PreparedImage, onProgress?: (fraction: number) => void) {
      const parts = [
        await checkedPart(prepared.image, 'image'),
        await checkedPart(prepared.thumbnail, 'thumbnail'),
      ];
      const total = parts.reduce((sum, part) => sum + part.bytes.length, 0);
      const sent = parts.map(() => 0);
      const stored = await Promise.all(
        parts.map(async (part, index) => {
          const id = randomImageId();
          const object = storageRef(h.storage, `images/${id}.${IMAGE_EXTENSIONS[part.kind]}`);
          const task = uploadBytesResumable(object, part.bytes, {
            contentType: IMAGE_MIME_TYPES[part.kind],
            cacheControl: CACHE_CONTROL,
          });
          task.on('state_changed', (snapshot) => {
            sent[index] = snapshot.bytesTransferred;
            onProgress?.(sent.reduce((sum, n) => sum + n, 0) / total);
          });
          await translated(async () => {
            await task;
          });
          return { id, url: await translated(() => getDownloadURL(object)) };
        }),
      );
      const [main, thumb] = stored as [{ id: string; url: string }, { id: string; url: string }];
      const image: UploadedImage = {
        id: main.id,
        url: main.url,
        thumbUrl: thumb.url,
        width: prepared.width,
        height: prepared.height,
      };
      return image;
    },
    // Download links are absolute already.
    src: (url) => url,
  };
}

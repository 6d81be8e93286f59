import * as z from 'zod/mini';
import { uploadedImageSchema, type UploadedImage } from '../../../../shared/images/image-ref';
import type { ImageUploadRequest } from '../../../../shared/images/image-upload';
import type { PreparedImage } from '../../lib/prepared-image';
import type { HttpClient } from './http-client';
import { postJsonUpload } from './post-json-upload';

const uploadAnswer = z.object({ image: uploadedImageSchema });

/** A Blob as a base64 data URL, in browsers and in Node (no FileReader there). */
export async function blobToDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // In slices: spreading megabytes into one call would overflow the argument stack.
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

/** `POST /api/images`: both files as data URLs in one JSON body, sent with upload progress. */
export function createHttpImageUpload(client: HttpClient) {
  return {
    async upload(
      prepared: PreparedImage,
      onProgress?: (fraction: number) => void,
    ): Promise<UploadedImage> {
      const body: ImageUploadRequest = {
        image: await blobToDataUrl(prepared.image),
        thumbnail: await blobToDataUrl(prepared.thumbnail),
        width: prepared.width,
        height: prepared.height,
      };
      return (await postJsonUpload(client, '/api/images', body, uploadAnswer, onProgress)).image;
    },
  };
}

import * as z from 'zod/mini';
import { safeParse } from 'zod/mini';
import { uploadedImageSchema, type UploadedImage } from '../../../../shared/images/image-ref';
import type { ImageUploadRequest } from '../../../../shared/images/image-upload';
import type { PreparedImage } from '../../lib/prepared-image';
import { BackendError } from '../backend-error';
import { toBackendError, type HttpClient } from './http-client';
import { postWithProgress, type Reply } from './post-with-progress';

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
      let reply: Reply;
      try {
        reply = await postWithProgress(
          client,
          `${client.baseUrl}/api/images`,
          JSON.stringify(body),
          onProgress,
        );
      } catch {
        throw BackendError.network();
      }
      if (reply.status !== 201)
        throw await toBackendError(new Response(reply.text, { status: reply.status }));
      let json: unknown;
      try {
        json = JSON.parse(reply.text);
      } catch {
        throw BackendError.invalidResponse();
      }
      const parsed = safeParse(uploadAnswer, json);
      if (!parsed.success) throw BackendError.invalidResponse();
      return parsed.data.image;
    },
  };
}

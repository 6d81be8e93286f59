import * as z from 'zod/mini';
import { safeParse } from 'zod/mini';
import {
  documentFileSchema,
  type DocumentFile,
  type DocumentUploadRequest,
} from '../../../../shared/dokumen/documents';
import { BackendError } from '../backend-error';
import { toBackendError, type HttpClient } from './http-client';
import { blobToDataUrl } from './images-api';
import { postWithProgress, type Reply } from './post-with-progress';

const uploadAnswer = z.object({ berkas: documentFileSchema });

/** `POST /api/documents`: the PDF as a data URL with its name, sent with upload progress. */
export function createHttpDocumentUpload(client: HttpClient) {
  return {
    async uploadPdf(file: File, onProgress?: (fraction: number) => void): Promise<DocumentFile> {
      const body: DocumentUploadRequest = { nama: file.name, berkas: await blobToDataUrl(file) };
      let reply: Reply;
      try {
        reply = await postWithProgress(
          client,
          `${client.baseUrl}/api/documents`,
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
      return parsed.data.berkas;
    },
  };
}

import * as z from 'zod/mini';
import {
  documentFileSchema,
  type DocumentFile,
  type DocumentUploadRequest,
} from '../../../../shared/dokumen/documents';
import type { HttpClient } from './http-client';
import { blobToDataUrl } from './images-api';
import { postJsonUpload } from './post-json-upload';

const uploadAnswer = z.object({ berkas: documentFileSchema });

/** `POST /api/documents`: the PDF as a data URL with its name, sent with upload progress. */
export function createHttpDocumentUpload(client: HttpClient) {
  return {
    async uploadPdf(file: File, onProgress?: (fraction: number) => void): Promise<DocumentFile> {
      const body: DocumentUploadRequest = { nama: file.name, berkas: await blobToDataUrl(file) };
      return (await postJsonUpload(client, '/api/documents', body, uploadAnswer, onProgress))
        .berkas;
    },
  };
}

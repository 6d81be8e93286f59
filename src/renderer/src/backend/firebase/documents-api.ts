import { ref as storageRef, uploadBytesResumable } from 'firebase/storage';
import { contentDisposition } from '../../../../shared/berkas/stored-file';
import {
  DOCUMENT_MESSAGES,
  DOCUMENT_PDF_CONTENT_TYPE,
  documentUrlOf,
  pdfBytesProblem,
  type DocumentFile,
} from '../../../../shared/dokumen/documents';
import { plainFileName } from '../../../../shared/file-name';
import { TEXT_LIMITS } from '../../../../shared/limits';
import { BackendError } from '../backend-error';
import type { Backend } from '../contract';
import type { FirebaseHandles } from './firebase-app';
import { translated } from './firebase-errors';
import { documentDownloadUrl, documentObjectPath } from './storage-urls';

/** Never replaced (a new PDF gets a new name), so browsers and the CDN keep it for a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

const refused = (message: string) =>
  new BackendError('VALIDATION', message, 400, { berkas: message });

/** 128 random bits as 22 base64url characters, like the embedded server's file ids. */
export function randomDocumentId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * The checks the embedded server makes (documentUploadRequestSchema, pdfBytesProblem) made here
 * before anything is sent: the name (then made plain, file-name.ts: firestore.rules refuses a
 * record whose name is not), then the bytes — a PDF by its `%PDF-` marker, not by the
 * name or the type the browser claims, within the limit. storage.rules can check only the
 * declared content type and the size, so this check is the one that looks at the content
 * (docs/FIREBASE.md).
 */
export function checkedPdf(name: string, bytes: Uint8Array): { nama: string; bytes: Uint8Array } {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > TEXT_LIMITS.fileName)
    throw refused(DOCUMENT_MESSAGES.fileNameRequired);
  const problem = pdfBytesProblem(bytes);
  if (problem) throw refused(problem);
  return { nama: plainFileName(trimmed), bytes };
}

/**
 * The PDFs of Kelola Dokumen on Cloud Storage: `documents/{id}.pdf`, readable by everyone,
 * created by the writers of the dokumen area within the shared size and type (storage.rules),
 * never replaced. The answer is the same reference the embedded server answers with.
 */
export function createFirebaseDocumentsApi(h: FirebaseHandles): Backend['documents'] {
  const location = {
    bucket: h.config.storageBucket,
    emulatorHost: h.config.emulators?.storage,
  };
  return {
    async uploadPdf(file: File, onProgress?: (fraction: number) => void): Promise<DocumentFile> {
      let content: Uint8Array;
      try {
        content = new Uint8Array(await file.arrayBuffer());
      } catch {
        throw refused(DOCUMENT_MESSAGES.pdfUnreadable);
      }
      const pdf = checkedPdf(file.name, content);
      const id = randomDocumentId();
      const task = uploadBytesResumable(storageRef(h.storage, documentObjectPath(id)), pdf.bytes, {
        contentType: DOCUMENT_PDF_CONTENT_TYPE,
        cacheControl: CACHE_CONTROL,
        // Opened in the browser's viewer, saved under the name it was chosen with.
        contentDisposition: contentDisposition(pdf.nama, 'inline'),
      });
      task.on('state_changed', (snapshot) =>
        onProgress?.(snapshot.totalBytes ? snapshot.bytesTransferred / snapshot.totalBytes : 0),
      );
      await translated(async () => {
        await task;
      });
      return { id, url: documentUrlOf(id), nama: pdf.nama, bytes: pdf.bytes.length };
    },
    src: (url) => documentDownloadUrl(url, location),
  };
}

import {
  DOCUMENT_MESSAGES,
  documentUploadRequestSchema,
  documentUrlOf,
  pdfBytesProblem,
  type DocumentFile,
} from '../../shared/dokumen/documents';
import { plainFileName } from '../../shared/file-name';
import { dataUrlBase64 } from '../../shared/images/image-upload';
import type { FileStore, StoredFile } from '../berkas/file-store';
import type { Db } from '../db/database';
import { AppError, parseInput } from '../http/app-error';

/** Under `{data}/files`: the PDFs of Kelola Dokumen, purpose 'document'. */
const DOCUMENT_FOLDER = 'dokumen';

const refuse = (message: string) => new AppError('VALIDATION', 400, message, { berkas: message });

/**
 * "SOP Peminjaman.pdf": the name a visitor's download gets, always ending in .pdf, plain
 * (file-name.ts) and within the limit once the extension is added.
 */
const pdfName = (name: string) => plainFileName(/\.pdf$/i.test(name) ? name : `${name}.pdf`);

/**
 * The PDFs of documents on the embedded server: checked here by content (a PDF, whatever name
 * or type was claimed) and size, written durably and recorded in one transaction like images
 * (file-store.ts), so a failure keeps neither the file nor its row.
 */
export function createDocumentFileService(deps: { db: Db; files: FileStore }) {
  return {
    upload(body: unknown): DocumentFile {
      const input = parseInput(documentUploadRequestSchema, body);
      const base64 = dataUrlBase64(input.berkas);
      if (base64 === null) throw refuse(DOCUMENT_MESSAGES.pdfUnreadable);
      const bytes = Buffer.from(base64, 'base64');
      const problem = pdfBytesProblem(bytes);
      if (problem) throw refuse(problem);
      const name = pdfName(input.nama);
      const written = deps.files.writePending(bytes, name, DOCUMENT_FOLDER);
      try {
        const row: StoredFile = {
          id: written.id,
          submissionId: null,
          purpose: 'document',
          name,
          mimeType: 'application/pdf',
          bytes: bytes.length,
          path: written.relativePath,
        };
        deps.db.transaction(() => {
          deps.files.record(row);
          deps.files.promote(written);
        })();
        return { id: row.id, url: documentUrlOf(row.id), nama: name, bytes: row.bytes };
      } catch (error) {
        deps.files.discard([written]);
        throw error;
      }
    },

    /** A stored document PDF by its id; never another kind of stored file. */
    find(id: string): StoredFile | undefined {
      const file = deps.files.find(id);
      return file?.purpose === 'document' ? file : undefined;
    },
  };
}

export type DocumentFileService = ReturnType<typeof createDocumentFileService>;

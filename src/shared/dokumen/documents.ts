import * as z from 'zod/mini';
import { sniffFileKind, SNIFF_BYTES } from '../berkas/file-kind';
import { hasHiddenCharacters, plainFileName, plainText } from '../file-name';
import { LIMITS, TEXT_LIMITS } from '../limits';
import { isHttpLink } from '../safe-links';
import { DOCUMENT_FILE_ID, EMBEDDED_DOCUMENT_URL } from './document-url';

/**
 * Dokumen (ORIGINAL.md §1.5): managed categories in the managers' order, and documents that are
 * either a link (http/https only, ORIGINAL.md §10 #36) or an uploaded PDF stored as a file.
 */

export const DOCUMENT_LIMITS = {
  titleMax: 200,
  descriptionMax: 500,
  categoryNameMax: 80,
  /** A category's id as documents keep it (the backends' ids are shorter). */
  categoryIdMax: 64,
  /** SPEC.md §9's upload limit. */
  pdfMaxBytes: LIMITS.uploadMaxBytes,
  maxDocuments: 500,
  maxCategories: 50,
} as const;

export const DOCUMENT_MESSAGES = {
  titleRequired: 'Judul dokumen wajib diisi.',
  titleTooLong: `Judul dokumen paling banyak ${DOCUMENT_LIMITS.titleMax} karakter.`,
  titleHidden: 'Judul dokumen tidak boleh berisi karakter kendali atau pengubah arah teks.',
  categoryRequired: 'Kategori dokumen wajib dipilih.',
  descriptionTooLong: `Deskripsi dokumen paling banyak ${DOCUMENT_LIMITS.descriptionMax} karakter.`,
  linkInvalid: 'Tautan dokumen harus diawali http:// atau https://.',
  sourceMissing: 'Isi tautan dokumen atau unggah berkas PDF.',
  sourceBoth: 'Pilih salah satu: tautan atau berkas PDF, bukan keduanya.',
  fileInvalid: 'Berkas PDF dokumen tidak valid.',
  notPdf: 'Berkas harus berupa PDF (dilihat dari isi berkasnya, bukan namanya).',
  pdfTooLarge: `Berkas PDF terlalu besar (maksimal ${Math.round(LIMITS.uploadMaxBytes / 1_048_576)} MB).`,
  pdfUnreadable: 'Berkas PDF tidak dapat dibaca. Pilih berkas lain.',
  fileNameRequired: 'Nama berkas wajib diisi.',
  categoryNameRequired: 'Nama kategori wajib diisi.',
  categoryNameTooLong: `Nama kategori paling banyak ${DOCUMENT_LIMITS.categoryNameMax} karakter.`,
  categoryNameTaken: 'Nama kategori sudah dipakai.',
  notFound: 'Dokumen tidak ditemukan.',
  categoryNotFound: 'Kategori dokumen tidak ditemukan.',
  uploadFailed: 'Berkas PDF gagal diunggah. Silakan coba lagi.',
} as const;

/** The only content type a document's PDF is stored and served with (storage.rules as well). */
export const DOCUMENT_PDF_CONTENT_TYPE = 'application/pdf';

// Its own small module: the app computes document addresses before any schema has loaded.
export {
  DOCUMENT_FILE_ID,
  DOCUMENT_URL_PREFIX,
  documentUrlOf,
  EMBEDDED_DOCUMENT_URL,
} from './document-url';

/** The reference a document keeps to its uploaded PDF (the bytes are a file). */
export const documentFileSchema = z.object({
  id: z.string().check(z.regex(DOCUMENT_FILE_ID, { error: DOCUMENT_MESSAGES.fileInvalid })),
  url: z.string().check(z.regex(EMBEDDED_DOCUMENT_URL, { error: DOCUMENT_MESSAGES.fileInvalid })),
  // The PDF's name from the uploader's computer: made plain (file-name.ts), never refused for
  // its characters; plain also when read from a record stored before names were.
  nama: z.string().check(
    z.trim(),
    z.minLength(1, { error: DOCUMENT_MESSAGES.fileNameRequired }),
    z.maxLength(TEXT_LIMITS.fileName, { error: DOCUMENT_MESSAGES.fileInvalid }),
    z.overwrite((nama) => plainFileName(nama)),
  ),
  bytes: z
    .number()
    .check(
      z.int({ error: DOCUMENT_MESSAGES.fileInvalid }),
      z.minimum(1, { error: DOCUMENT_MESSAGES.fileInvalid }),
      z.maximum(DOCUMENT_LIMITS.pdfMaxBytes, { error: DOCUMENT_MESSAGES.pdfTooLarge }),
    ),
});
export type DocumentFile = z.infer<typeof documentFileSchema>;

export const documentInputSchema = z.object({
  // Typed by a manager: refused with a message rather than changed behind their back.
  judul: z.string({ error: DOCUMENT_MESSAGES.titleRequired }).check(
    z.trim(),
    z.minLength(1, { error: DOCUMENT_MESSAGES.titleRequired }),
    z.maxLength(DOCUMENT_LIMITS.titleMax, { error: DOCUMENT_MESSAGES.titleTooLong }),
    z.refine((judul) => !hasHiddenCharacters(judul), { error: DOCUMENT_MESSAGES.titleHidden }),
  ),
  kategoriId: z
    .string({ error: DOCUMENT_MESSAGES.categoryRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: DOCUMENT_MESSAGES.categoryRequired }),
      z.maxLength(DOCUMENT_LIMITS.categoryIdMax, { error: DOCUMENT_MESSAGES.categoryRequired }),
    ),
  deskripsi: z
    .string()
    .check(
      z.trim(),
      z.maxLength(DOCUMENT_LIMITS.descriptionMax, { error: DOCUMENT_MESSAGES.descriptionTooLong }),
    ),
  tautan: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || isHttpLink(value), {
      error: DOCUMENT_MESSAGES.linkInvalid,
    }),
  ),
  berkas: z.nullable(documentFileSchema),
});
export type DocumentInput = z.infer<typeof documentInputSchema>;

/**
 * A stored document as it is read: a title saved before titles were checked for hidden
 * characters is shown plain rather than left out of the list.
 */
export const documentStoredSchema = z.extend(documentInputSchema, {
  judul: z.string().check(z.overwrite(plainText), z.minLength(1)),
});

/** A document is one of the two: a link or an uploaded PDF. */
export function documentSourceProblem(
  doc: Pick<DocumentInput, 'tautan' | 'berkas'>,
): { message: string; field: 'tautan' } | null {
  if (doc.tautan && doc.berkas) return { message: DOCUMENT_MESSAGES.sourceBoth, field: 'tautan' };
  if (!doc.tautan && !doc.berkas)
    return { message: DOCUMENT_MESSAGES.sourceMissing, field: 'tautan' };
  return null;
}

export const newDocumentDefaults = (kategoriId = ''): DocumentInput => ({
  judul: '',
  kategoriId,
  deskripsi: '',
  tautan: '',
  berkas: null,
});

export const categoryInputSchema = z.object({
  nama: z.string({ error: DOCUMENT_MESSAGES.categoryNameRequired }).check(
    z.trim(),
    z.minLength(1, { error: DOCUMENT_MESSAGES.categoryNameRequired }),
    z.maxLength(DOCUMENT_LIMITS.categoryNameMax, {
      error: DOCUMENT_MESSAGES.categoryNameTooLong,
    }),
  ),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

/** Why these bytes cannot be a document's PDF, or null: a PDF by content, within the limit. */
export function pdfBytesProblem(bytes: Uint8Array): string | null {
  if (bytes.length === 0) return DOCUMENT_MESSAGES.pdfUnreadable;
  if (bytes.length > DOCUMENT_LIMITS.pdfMaxBytes) return DOCUMENT_MESSAGES.pdfTooLarge;
  return sniffFileKind(bytes.subarray(0, SNIFF_BYTES)) === 'pdf' ? null : DOCUMENT_MESSAGES.notPdf;
}

/** Base64 characters of the largest PDF plus room for its data URL head. */
const PDF_DATA_URL_CHARS = Math.ceil(DOCUMENT_LIMITS.pdfMaxBytes / 3) * 4 + 64;

/**
 * The embedded server's upload (`POST /api/documents`): the PDF as a base64 data URL and the
 * name it had (the claimed type is ignored: the server looks at the bytes). A body over the limit
 * is refused before it is read.
 */
export const documentUploadRequestSchema = z.object({
  nama: z.string({ error: DOCUMENT_MESSAGES.fileNameRequired }).check(
    z.trim(),
    z.minLength(1, { error: DOCUMENT_MESSAGES.fileNameRequired }),
    z.maxLength(TEXT_LIMITS.fileName, { error: DOCUMENT_MESSAGES.fileNameRequired }),
    z.overwrite((nama) => plainFileName(nama)),
  ),
  berkas: z
    .string()
    .check(z.maxLength(PDF_DATA_URL_CHARS, { error: DOCUMENT_MESSAGES.pdfTooLarge })),
});
export type DocumentUploadRequest = z.infer<typeof documentUploadRequestSchema>;
export const DOCUMENT_UPLOAD_BODY_LIMIT = PDF_DATA_URL_CHARS + TEXT_LIMITS.fileName * 4 + 1024;

/** The link a visitor opens: the PDF's address or the stored link. */
export const documentHref = (doc: Pick<DocumentInput, 'tautan' | 'berkas'>): string | null =>
  doc.berkas ? doc.berkas.url : doc.tautan && isHttpLink(doc.tautan) ? doc.tautan : null;

export interface CategoryGroup<D> {
  id: string;
  nama: string;
  documents: D[];
}

export const OTHER_CATEGORY_NAME = 'Lainnya';

/**
 * The public list: documents matching the search (title and description, ignoring case), grouped
 * by category in the categories' order, each group in the documents' order; a document whose
 * category was removed goes to "Lainnya" at the end; empty groups are left out.
 */
export function groupDocuments<D extends Pick<DocumentInput, 'judul' | 'deskripsi' | 'kategoriId'>>(
  documents: readonly D[],
  categories: readonly { id: string; nama: string }[],
  query = '',
): CategoryGroup<D>[] {
  const q = query.trim().toLocaleLowerCase('id');
  const shown = q
    ? documents.filter(
        (doc) =>
          doc.judul.toLocaleLowerCase('id').includes(q) ||
          doc.deskripsi.toLocaleLowerCase('id').includes(q),
      )
    : documents;
  const known = new Set(categories.map((c) => c.id));
  const groups: CategoryGroup<D>[] = categories.map((c) => ({
    id: c.id,
    nama: c.nama,
    documents: shown.filter((doc) => doc.kategoriId === c.id),
  }));
  groups.push({
    id: '',
    nama: OTHER_CATEGORY_NAME,
    documents: shown.filter((doc) => !known.has(doc.kategoriId)),
  });
  return groups.filter((group) => group.documents.length > 0);
}

/** "1,2 MB" / "340 KB": a PDF's size as a visitor reads it. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1_048_576)
    return `${(bytes / 1_048_576).toLocaleString('id-ID', { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('id-ID')} KB`;
}

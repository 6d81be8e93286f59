import { defineResource } from '../resources/resource';
import {
  categoryInputSchema,
  DOCUMENT_LIMITS,
  DOCUMENT_MESSAGES,
  documentInputSchema,
  documentSourceProblem,
  documentStoredSchema,
} from './documents';

/** Kelola Dokumen's categories: named by the managers, in their drag order, read by everyone. */
export const documentCategoriesResource = defineResource({
  name: 'kategori-dokumen',
  firestoreCollection: 'documentCategories',
  input: categoryInputSchema,
  stored: categoryInputSchema,
  writeArea: 'dokumen',
  publicRead: 'all',
  order: { by: 'position' },
  maxRecords: DOCUMENT_LIMITS.maxCategories,
  maxBodyBytes: 8 * 1024,
  history: { noun: 'kategori dokumen', title: (category) => category.nama },
  notFound: DOCUMENT_MESSAGES.categoryNotFound,
  check: (category, others) =>
    others.some(
      (other) =>
        other.nama.trim().toLocaleLowerCase('id') === category.nama.trim().toLocaleLowerCase('id'),
    )
      ? { message: DOCUMENT_MESSAGES.categoryNameTaken, field: 'nama' }
      : null,
});

/**
 * Kelola Dokumen (SPEC.md §2): the documents of /dokumen, in the managers' drag order, read by
 * everyone (the previous portal had no drafts, ORIGINAL.md §1.5).
 */
export const documentsResource = defineResource({
  name: 'dokumen',
  firestoreCollection: 'documents',
  input: documentInputSchema,
  stored: documentStoredSchema,
  writeArea: 'dokumen',
  publicRead: 'all',
  order: { by: 'position' },
  maxRecords: DOCUMENT_LIMITS.maxDocuments,
  // The order of 500 documents (ids of ~22 characters) or one document with its texts.
  maxBodyBytes: 64 * 1024,
  history: { noun: 'dokumen', title: (doc) => doc.judul },
  notFound: DOCUMENT_MESSAGES.notFound,
  check: (doc) => documentSourceProblem(doc),
});

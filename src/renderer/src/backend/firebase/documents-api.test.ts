import { safeParse } from 'zod/mini';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DOCUMENT_LIMITS,
  DOCUMENT_MESSAGES,
  documentFileSchema,
} from '../../../../shared/dokumen/documents';
import type { FirebaseHandles } from './firebase-app';
import { checkedPdf, createFirebaseDocumentsApi } from './documents-api';
import { documentDownloadUrl, documentObjectPath } from './storage-urls';

/** Uploads against a stand-in for Storage's resumable upload (the rules run in the emulator suite). */
const fake = vi.hoisted(() => ({
  uploads: [] as { path: string; bytes: Uint8Array; metadata: Record<string, unknown> }[],
  fail: null as null | { code: string },
}));

vi.mock('firebase/storage', () => ({
  ref: (_storage: unknown, path: string) => ({ path }),
  uploadBytesResumable: (
    object: { path: string },
    bytes: Uint8Array,
    metadata: Record<string, unknown>,
  ) => {
    fake.uploads.push({ path: object.path, bytes, metadata });
    const observers: ((s: { bytesTransferred: number; totalBytes: number }) => void)[] = [];
    const done = Promise.resolve().then(() => {
      for (const observe of observers) {
        observe({ bytesTransferred: bytes.length / 2, totalBytes: bytes.length });
        observe({ bytesTransferred: bytes.length, totalBytes: bytes.length });
      }
      if (fake.fail) throw fake.fail;
    });
    return {
      on: (_event: string, next: (s: { bytesTransferred: number; totalBytes: number }) => void) =>
        observers.push(next),
      then: done.then.bind(done),
    };
  },
}));

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
const handles = (emulators?: { storage: string }) =>
  ({
    config: { storageBucket: 'bem-portal.appspot.com', ...(emulators ? { emulators } : {}) },
    storage: {},
  }) as unknown as FirebaseHandles;
const fileOf = (bytes: Uint8Array, name: string) =>
  new File([bytes as BlobPart], name, { type: 'application/pdf' });

beforeEach(() => {
  fake.uploads = [];
  fake.fail = null;
});

describe('a document PDF before it is sent', () => {
  it('is a PDF by its content, within the limit, with a name', () => {
    expect(checkedPdf(' SOP Proposal.pdf ', PDF)).toEqual({ nama: 'SOP Proposal.pdf', bytes: PDF });
    expect(() => checkedPdf('a.pdf', new TextEncoder().encode('<html></html>'))).toThrow(
      expect.objectContaining({
        code: 'VALIDATION',
        fields: { berkas: DOCUMENT_MESSAGES.notPdf },
      }),
    );
    expect(() => checkedPdf('a.pdf', new Uint8Array())).toThrow(DOCUMENT_MESSAGES.pdfUnreadable);
    const big = new Uint8Array(DOCUMENT_LIMITS.pdfMaxBytes + 1);
    big.set(PDF);
    expect(() => checkedPdf('a.pdf', big)).toThrow(DOCUMENT_MESSAGES.pdfTooLarge);
    expect(() => checkedPdf('   ', PDF)).toThrow(DOCUMENT_MESSAGES.fileNameRequired);
  });

  it('has its name made plain, as firestore.rules requires', () => {
    expect(checkedPdf('laporan\u202Efdp "akhir".pdf', PDF).nama).toBe('laporanfdp _akhir_.pdf');
  });
});

describe('document PDFs on Cloud Storage', () => {
  it('uploads to documents/{id}.pdf as a PDF and answers the shared reference', async () => {
    const progress: number[] = [];
    const api = createFirebaseDocumentsApi(handles());
    const stored = await api.uploadPdf(fileOf(PDF, 'Surat Édaran.pdf'), (f) => progress.push(f));
    expect(safeParse(documentFileSchema, stored).success).toBe(true);
    expect(stored).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      url: `/api/documents/${stored.id}.pdf`,
      nama: 'Surat Édaran.pdf',
      bytes: PDF.length,
    });
    expect(fake.uploads).toHaveLength(1);
    const [upload] = fake.uploads;
    expect(upload?.path).toBe(documentObjectPath(stored.id));
    expect(upload?.path).toBe(`documents/${stored.id}.pdf`);
    expect(upload?.metadata).toMatchObject({
      contentType: 'application/pdf',
      cacheControl: 'public, max-age=31536000, immutable',
      contentDisposition: expect.stringMatching(/^inline; filename="/),
    });
    expect(progress).toEqual([0.5, 1]);
  });

  it('sends nothing that is not a PDF, whatever its name and claimed type', async () => {
    const api = createFirebaseDocumentsApi(handles());
    await expect(
      api.uploadPdf(fileOf(new TextEncoder().encode('<svg/>'), 'sop.pdf')),
    ).rejects.toMatchObject({ code: 'VALIDATION', fields: { berkas: DOCUMENT_MESSAGES.notPdf } });
    expect(fake.uploads).toHaveLength(0);
  });

  it('reports a refusal of the rules as the backend’s error', async () => {
    fake.fail = { code: 'storage/unauthorized' };
    const api = createFirebaseDocumentsApi(handles());
    await expect(api.uploadPdf(fileOf(PDF, 'sop.pdf'))).rejects.toMatchObject({
      name: 'BackendError',
    });
  });

  it('opens a stored PDF at its public Storage address, and a link as it is', () => {
    const url = '/api/documents/AbCdEfGhIjKlMnOpQrSt_-.pdf';
    expect(createFirebaseDocumentsApi(handles()).src(url)).toBe(
      'https://firebasestorage.googleapis.com/v0/b/bem-portal.appspot.com/o/documents%2FAbCdEfGhIjKlMnOpQrSt_-.pdf?alt=media',
    );
    expect(documentDownloadUrl(url, { bucket: 'demo', emulatorHost: '127.0.0.1:9199' })).toBe(
      'http://127.0.0.1:9199/v0/b/demo/o/documents%2FAbCdEfGhIjKlMnOpQrSt_-.pdf?alt=media',
    );
    expect(createFirebaseDocumentsApi(handles()).src('https://contoh.id/sop.pdf')).toBe(
      'https://contoh.id/sop.pdf',
    );
    expect(createFirebaseDocumentsApi(handles()).src('/api/documents/../x.pdf')).toBe(
      '/api/documents/../x.pdf',
    );
  });
});

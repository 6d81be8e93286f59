import { safeParse } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_LIMITS,
  DOCUMENT_MESSAGES,
  documentHref,
  documentInputSchema,
  documentSourceProblem,
  documentStoredSchema,
  formatFileSize,
  groupDocuments,
  newDocumentDefaults,
  pdfBytesProblem,
} from './documents';

const file = {
  id: 'AbCdEfGhIjKlMnOpQrStUv',
  url: '/api/documents/AbCdEfGhIjKlMnOpQrStUv.pdf',
  nama: 'sop.pdf',
  bytes: 1200,
};

describe('a document', () => {
  it('refuses a typed title with hidden characters, and makes a PDF name plain', () => {
    const input = (judul: string, nama = 'sop.pdf') => ({
      ...newDocumentDefaults('k'),
      judul,
      berkas: { ...file, nama },
    });
    for (const judul of ['SOP \u202Efdp.exe', 'SOP\r\nBaru', 'S\u200BOP', 'SOP \u2066A'])
      expect(safeParse(documentInputSchema, input(judul)).error?.issues[0]).toMatchObject({
        path: ['judul'],
        message: DOCUMENT_MESSAGES.titleHidden,
      });
    const plain = safeParse(documentInputSchema, input('SOP "Baru" / 2026', 'sop\u202E"a".pdf'));
    expect(plain.data).toMatchObject({
      judul: 'SOP "Baru" / 2026',
      berkas: { nama: 'sop_a_.pdf' },
    });
  });

  it('reads a title stored before the check as plain text', () => {
    const stored = safeParse(documentStoredSchema, {
      ...newDocumentDefaults('k'),
      judul: ' SOP\u202E\r\nBaru ',
      tautan: 'https://x.id/a.pdf',
    });
    expect(stored.data?.judul).toBe('SOP Baru');
  });

  it('is a link or a PDF, never neither or both', () => {
    expect(documentSourceProblem({ tautan: 'https://x.id/a.pdf', berkas: null })).toBeNull();
    expect(documentSourceProblem({ tautan: '', berkas: file })).toBeNull();
    expect(documentSourceProblem({ tautan: '', berkas: null })?.message).toBe(
      DOCUMENT_MESSAGES.sourceMissing,
    );
    expect(documentSourceProblem({ tautan: 'https://x.id', berkas: file })?.message).toBe(
      DOCUMENT_MESSAGES.sourceBoth,
    );
  });

  it.each(['javascript:alert(1)', 'data:application/pdf;base64,AAAA', 'file:///etc/passwd'])(
    'refuses the link %s',
    (tautan) => {
      const result = safeParse(documentInputSchema, {
        ...newDocumentDefaults('k'),
        judul: 'A',
        tautan,
      });
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['tautan', DOCUMENT_MESSAGES.linkInvalid],
      ]);
    },
  );

  it('refuses a PDF address that is not the server’s own', () => {
    const result = safeParse(documentInputSchema, {
      ...newDocumentDefaults('k'),
      judul: 'A',
      berkas: { ...file, url: 'https://jahat.example/a.pdf' },
    });
    expect(result.success).toBe(false);
  });

  it('opens its PDF, or its link', () => {
    expect(documentHref({ tautan: '', berkas: file })).toBe(file.url);
    expect(documentHref({ tautan: 'https://x.id/a', berkas: null })).toBe('https://x.id/a');
    expect(documentHref({ tautan: 'javascript:alert(1)', berkas: null })).toBeNull();
  });
});

describe('a PDF by its content', () => {
  it('takes a PDF, even with a few bytes before its marker', () => {
    expect(pdfBytesProblem(Buffer.from('%PDF-1.7\n%%EOF\n'))).toBeNull();
    expect(pdfBytesProblem(Buffer.from('\r\n%PDF-1.4\n%%EOF\n'))).toBeNull();
  });

  it('refuses other content, an empty file and one over the limit', () => {
    expect(pdfBytesProblem(Buffer.from('<html></html>'))).toBe(DOCUMENT_MESSAGES.notPdf);
    expect(pdfBytesProblem(new Uint8Array())).toBe(DOCUMENT_MESSAGES.pdfUnreadable);
    const big = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(DOCUMENT_LIMITS.pdfMaxBytes),
    ]);
    expect(pdfBytesProblem(big)).toBe(DOCUMENT_MESSAGES.pdfTooLarge);
  });
});

describe('the public list', () => {
  const categories = [
    { id: 'sop', nama: 'SOP' },
    { id: 'adart', nama: 'AD/ART' },
  ];
  const docs = [
    { judul: 'AD KM', deskripsi: '', kategoriId: 'adart' },
    { judul: 'SOP Proposal', deskripsi: 'alur SI-BERKAS', kategoriId: 'sop' },
    { judul: 'Surat lama', deskripsi: '', kategoriId: 'dihapus' },
    { judul: 'SOP Peminjaman', deskripsi: '', kategoriId: 'sop' },
  ];

  it('groups by category in the categories’ order, each in the documents’ order, orphans last', () => {
    expect(
      groupDocuments(docs, categories).map((g) => [g.nama, g.documents.map((d) => d.judul)]),
    ).toEqual([
      ['SOP', ['SOP Proposal', 'SOP Peminjaman']],
      ['AD/ART', ['AD KM']],
      ['Lainnya', ['Surat lama']],
    ]);
  });

  it('searches titles and descriptions and leaves empty groups out', () => {
    expect(groupDocuments(docs, categories, 'si-berkas').map((g) => g.nama)).toEqual(['SOP']);
    expect(groupDocuments(docs, categories, 'tidak ada')).toEqual([]);
  });

  it('writes sizes as a visitor reads them', () => {
    expect(formatFileSize(340 * 1024)).toBe('340 KB');
    expect(formatFileSize(1_258_291)).toBe('1,2 MB');
  });
});

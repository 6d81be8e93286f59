import { safeParse } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { LIMITS, TEXT_LIMITS } from '../limits';
import {
  finalRequestSchema,
  isLetterUrl,
  noteProblem,
  replyLetterFileProblem,
  verificationRequestSchema,
} from './workflow-input';

describe('workflow input, as both backends check it', () => {
  it('measures notes trimmed, against one limit per kind', () => {
    expect(noteProblem('verifierNote', 'x'.repeat(TEXT_LIMITS.verifierNote))).toBeNull();
    expect(noteProblem('verifierNote', ` ${'x'.repeat(TEXT_LIMITS.verifierNote)} `)).toBeNull();
    expect(noteProblem('verifierNote', 'x'.repeat(1001))).toBe(
      'Catatan terlalu panjang (maks. 1000 karakter).',
    );
    expect(noteProblem('finalNote', 'x'.repeat(2000))).toBeNull();
    expect(noteProblem('finalNote', 'x'.repeat(2001))).toContain('2000');
  });

  it('parses the request bodies with the same limits, trimming the note', () => {
    const ok = safeParse(verificationRequestSchema, { action: 'verify', catatan: '  baik  ' });
    expect(ok.success && ok.data.catatan).toBe('baik');
    const long = safeParse(verificationRequestSchema, {
      action: 'verify',
      catatan: 'x'.repeat(1001),
    });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe('Catatan terlalu panjang (maks. 1000 karakter).');
    expect(safeParse(finalRequestSchema, { catatan: 'x'.repeat(2000) }).success).toBe(true);
    expect(safeParse(finalRequestSchema, { catatan: 'x'.repeat(2001) }).success).toBe(false);
    expect(safeParse(verificationRequestSchema, { action: 'approve' }).success).toBe(false);
  });

  it('takes only https letter links of at most the link limit', () => {
    expect(isLetterUrl('https://contoh.id/surat.pdf')).toBe(true);
    expect(isLetterUrl('http://contoh.id/surat.pdf')).toBe(false);
    expect(isLetterUrl('javascript:alert(1)')).toBe(false);
    expect(isLetterUrl('https://contoh.id/a b')).toBe(false);
    const prefix = 'https://contoh.id/';
    expect(isLetterUrl(prefix + 'a'.repeat(TEXT_LIMITS.linkUrl - prefix.length))).toBe(true);
    expect(isLetterUrl(prefix + 'a'.repeat(TEXT_LIMITS.linkUrl - prefix.length + 1))).toBe(false);
  });

  it('takes a PDF, Word or image letter within the upload and name limits', () => {
    expect(replyLetterFileProblem({ name: 'surat.pdf', bytes: LIMITS.uploadMaxBytes })).toBeNull();
    expect(replyLetterFileProblem({ name: 'surat.docx', bytes: 10 })).toBeNull();
    expect(
      replyLetterFileProblem({ name: 'surat.pdf', bytes: LIMITS.uploadMaxBytes + 1 }),
    ).toContain('terlalu besar');
    expect(replyLetterFileProblem({ name: `${'a'.repeat(252)}.pdf`, bytes: 10 })).toContain(
      'terlalu panjang',
    );
    for (const name of ['surat.zip', 'surat.xlsx', 'surat.pptx', 'surat.exe', 'surat'])
      expect(replyLetterFileProblem({ name, bytes: 10 })).toBe(
        'Jenis berkas surat balasan tidak diterima.',
      );
  });
});

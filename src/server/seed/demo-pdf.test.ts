import { describe, expect, it } from 'vitest';
import { pdfBytesProblem } from '../../shared/dokumen/documents';
import { demoPdf } from './demo-pdf';

describe('the demo PDF', () => {
  it('is a PDF by content, with a cross-reference table pointing at its objects', () => {
    const pdf = demoPdf('SOP Peminjaman (Sport Center)', ['Baris satu', 'Ketentuan ĉ']);
    expect(pdfBytesProblem(pdf)).toBeNull();
    const text = pdf.toString('latin1');
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) =>
      expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true),
    );
    // Parentheses are escaped and other characters dropped, so the text stream stays valid.
    expect(text).toContain('SOP Peminjaman \\(Sport Center\\)');
  });
});

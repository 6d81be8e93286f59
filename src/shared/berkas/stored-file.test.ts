import { describe, expect, it } from 'vitest';
import {
  contentDisposition,
  DISPOSITION_RULES,
  fileNameFromContentDisposition,
  HEADER_NAME_MAX_CHARS,
  plainFinalResponse,
} from './stored-file';

const ascii = (header: string) => /filename="([^"]*)"/.exec(header)?.[1];
const extended = (header: string) => /filename\*=UTF-8''(.*)$/.exec(header)?.[1];

describe('contentDisposition', () => {
  it('keeps a plain name as it is', () => {
    expect(contentDisposition('proposal.pdf')).toBe(
      `attachment; filename="proposal.pdf"; filename*=UTF-8''proposal.pdf`,
    );
    expect(contentDisposition('SOP.pdf', 'inline')).toBe(
      `inline; filename="SOP.pdf"; filename*=UTF-8''SOP.pdf`,
    );
  });

  it('gives non-ASCII names an ASCII fallback and the exact name in filename*', () => {
    const header = contentDisposition('Surat Balasan Café – 1.pdf');
    expect(ascii(header)).toBe('Surat Balasan Cafe _ 1.pdf');
    expect(decodeURIComponent(extended(header)!)).toBe('Surat Balasan Café – 1.pdf');
    expect(fileNameFromContentDisposition(header)).toBe('Surat Balasan Café – 1.pdf');
  });

  it('never lets quotes or percent signs break or change the quoted name', () => {
    const header = contentDisposition('laporan "akhir" 100%41.pdf');
    expect(ascii(header)).toBe('laporan _akhir_ 100_41.pdf');
    expect(header.match(/"/g)).toHaveLength(2);
    expect(fileNameFromContentDisposition(header)).toBe('laporan _akhir_ 100%41.pdf');
  });

  it('lets no path separator reach the header', () => {
    const header = contentDisposition('a\\b/proposal.pdf');
    expect(header).not.toMatch(/[\\/]/);
    expect(fileNameFromContentDisposition(header)).toBe('a_b_proposal.pdf');
  });

  it("encodes the characters RFC 5987 does not allow raw (' ( ) * !) and spaces", () => {
    const value = extended(contentDisposition("laporan (final)'s v2!.pdf"))!;
    expect(value).toBe('laporan%20%28final%29%27s%20v2%21.pdf');
    expect(value).toMatch(/^[A-Za-z0-9%._~-]+$/);
  });

  it('takes out CR, LF, controls and bidi characters: no header can be injected or spoofed', () => {
    const header = contentDisposition('surat\r\nSet-Cookie: x=1\u0000\u007f\u0085\u202Efdp.pdf');
    // eslint-disable-next-line no-control-regex -- the point: none may reach the header
    expect(header).not.toMatch(/[\r\n\u0000-\u001f\u007f-\u009f]/);
    expect(header).not.toContain('%E2%80%AE');
    expect(fileNameFromContentDisposition(header)).toBe('surat Set-Cookie_ x=1 fdp.pdf');
  });

  it('never gives an empty or dot name, and never throws on a lone surrogate', () => {
    expect(fileNameFromContentDisposition(contentDisposition('..'))).toBe('berkas');
    expect(fileNameFromContentDisposition(contentDisposition(' \r\n '))).toBe('berkas');
    expect(fileNameFromContentDisposition(contentDisposition('a\uD800.pdf'))).toBe('a.pdf');
    expect(ascii(contentDisposition('日本語'))).toBe('_');
    expect(fileNameFromContentDisposition(contentDisposition('日本語'))).toBe('日本語');
  });

  it('keeps the header short for a long name, with the extension', () => {
    const header = contentDisposition(`${'é'.repeat(5_000)}.pdf`);
    expect(header.length).toBeLessThan(1_000);
    const name = fileNameFromContentDisposition(header)!;
    expect([...name]).toHaveLength(HEADER_NAME_MAX_CHARS);
    expect(name.endsWith('….pdf')).toBe(true);
  });
});

describe('fileNameFromContentDisposition', () => {
  it('prefers filename*, falls back to filename, and says null when there is none', () => {
    expect(
      fileNameFromContentDisposition(`attachment; filename="a.pdf"; filename*=UTF-8''b%20c.pdf`),
    ).toBe('b c.pdf');
    expect(fileNameFromContentDisposition('attachment; filename="a \\"b\\".pdf"')).toBe(
      'a _b_.pdf',
    );
    expect(fileNameFromContentDisposition('attachment; filename=plain.pdf')).toBe('plain.pdf');
    expect(fileNameFromContentDisposition(`attachment; filename*=UTF-8''%E0%A4%A`)).toBeNull();
    expect(fileNameFromContentDisposition('attachment')).toBeNull();
    expect(fileNameFromContentDisposition(null)).toBeNull();
  });

  it('makes a name another host sent plain', () => {
    expect(
      fileNameFromContentDisposition(`attachment; filename*=UTF-8''laporan%E2%80%AEfdp.pdf`),
    ).toBe('laporanfdp.pdf');
  });
});

describe('plainFinalResponse', () => {
  it('makes a stored reply letter name plain and leaves the rest', () => {
    expect(
      plainFinalResponse({ catatan: 'x', fileUrl: '/api/files/a', fileName: 'a\u202E\r\n.pdf' }),
    ).toEqual({ catatan: 'x', fileUrl: '/api/files/a', fileName: 'a .pdf' });
    expect(plainFinalResponse({ catatan: 'x', fileUrl: null, fileName: null })).toEqual({
      catatan: 'x',
      fileUrl: null,
      fileName: null,
    });
    expect(plainFinalResponse(null)).toBeNull();
  });
});

describe('DISPOSITION_RULES (the RE2 patterns storage.rules copies)', () => {
  const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`);
  const shape = whole(DISPOSITION_RULES.shape);
  const hidden = whole(DISPOSITION_RULES.hidden);
  const accepted = (header: string) => shape.test(header) && !hidden.test(header);

  it('accepts every header contentDisposition makes', () => {
    for (const name of [
      'proposal.pdf',
      `Surat "Balasan" (Final)'s – Café 100%.pdf`,
      '日本語.docx',
      '😀'.repeat(300),
      ` ..\u202Elaporan\u2066\r\n\u200Bkeu\u00ADangan\uFEFF<1>|2?*:3\u2028.pdf`,
    ])
      for (const type of ['attachment', 'inline'] as const)
        expect(accepted(contentDisposition(name, type)), name).toBe(true);
  });

  it('refuses the encoding of every control, format or separator character, and no other', () => {
    const category = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
    for (let code = 0; code <= 0x10ffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const char = String.fromCodePoint(code);
      const header = `attachment; filename="a_b.pdf"; filename*=UTF-8''a${encodeURIComponent(char)}b.pdf`;
      if (hidden.test(header) !== category.test(char))
        throw new Error(`U+${code.toString(16)}: the rules pattern and the rule disagree`);
    }
  });

  it('refuses a header of another shape: a raw quote, CR/LF, or another disposition', () => {
    for (const header of [
      `attachment; filename="a"b.pdf"; filename*=UTF-8''a.pdf`,
      `attachment; filename="a.pdf"; filename*=UTF-8''a.pdf\r\nSet-Cookie: x=1`,
      `attachment; filename="a.pdf"`,
      `form-data; filename="a.pdf"; filename*=UTF-8''a.pdf`,
      `attachment; filename="a\u202E.pdf"; filename*=UTF-8''a.pdf`,
    ])
      expect(accepted(header), header).toBe(false);
  });
});

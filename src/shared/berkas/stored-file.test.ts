import { describe, expect, it } from 'vitest';
import {
  cleanFileName,
  contentDisposition,
  fileNameFromContentDisposition,
  HEADER_NAME_MAX_CHARS,
  shortenFileName,
} from './stored-file';

const ascii = (header: string) => /filename="([^"]*)"/.exec(header)?.[1];
const extended = (header: string) => /filename\*=UTF-8''(.*)$/.exec(header)?.[1];

describe('contentDisposition', () => {
  it('keeps a plain name as it is', () => {
    expect(contentDisposition('proposal.pdf')).toBe(
      `attachment; filename="proposal.pdf"; filename*=UTF-8''proposal.pdf`,
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
    expect(fileNameFromContentDisposition(header)).toBe('laporan "akhir" 100%41.pdf');
  });

  it('treats a backslash as a folder separator, so none reaches the header', () => {
    const header = contentDisposition('a\\b\\proposal.pdf');
    expect(header).not.toContain('\\');
    expect(fileNameFromContentDisposition(header)).toBe('proposal.pdf');
  });

  it("encodes the characters RFC 5987 does not allow raw (' ( ) * !) and spaces", () => {
    const value = extended(contentDisposition("laporan (final)'s *v2*!.pdf"))!;
    expect(value).toBe('laporan%20%28final%29%27s%20%2Av2%2A%21.pdf');
    expect(value).toMatch(/^[A-Za-z0-9%._~-]+$/);
  });

  it('removes CR, LF and other control characters: no header can be injected', () => {
    const header = contentDisposition('surat\r\nSet-Cookie: x=1\u0000\u007f\u0085.pdf');
    // eslint-disable-next-line no-control-regex -- the point: none may reach the header
    expect(header).not.toMatch(/[\r\n\u0000-\u001f\u007f-\u009f]/);
    expect(fileNameFromContentDisposition(header)).toBe('suratSet-Cookie: x=1.pdf');
  });

  it('drops folders, whichever the separator, and never gives an empty or dot name', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\rina\\proposal.pdf')).toBe('proposal.pdf');
    expect(cleanFileName('folder/')).toBe('berkas');
    expect(cleanFileName('..')).toBe('berkas');
    expect(cleanFileName(' \r\n ')).toBe('berkas');
    expect(ascii(contentDisposition('日本語'))).toBe('_');
    expect(fileNameFromContentDisposition(contentDisposition('日本語'))).toBe('日本語');
  });
});

describe('fileNameFromContentDisposition', () => {
  it('prefers filename*, falls back to filename, and says null when there is none', () => {
    expect(
      fileNameFromContentDisposition(`attachment; filename="a.pdf"; filename*=UTF-8''b%20c.pdf`),
    ).toBe('b c.pdf');
    expect(fileNameFromContentDisposition('attachment; filename="a \\"b\\".pdf"')).toBe(
      'a "b".pdf',
    );
    expect(fileNameFromContentDisposition('attachment; filename=plain.pdf')).toBe('plain.pdf');
    expect(fileNameFromContentDisposition(`attachment; filename*=UTF-8''%E0%A4%A`)).toBeNull();
    expect(fileNameFromContentDisposition('attachment')).toBeNull();
    expect(fileNameFromContentDisposition(null)).toBeNull();
  });
});

describe('shortenFileName', () => {
  it('keeps a short name, cuts a long one to the limit with its extension', () => {
    expect(shortenFileName('proposal.pdf')).toBe('proposal.pdf');
    const cut = shortenFileName(`${'a'.repeat(2_000_000)}.pdf`);
    expect([...cut]).toHaveLength(HEADER_NAME_MAX_CHARS);
    expect(cut.endsWith('….pdf')).toBe(true);
    expect(contentDisposition(`${'é'.repeat(5_000)}.pdf`).length).toBeLessThan(1_000);
  });

  it('never splits a character made of two UTF-16 units', () => {
    const cut = shortenFileName('😀'.repeat(200));
    expect([...cut]).toHaveLength(HEADER_NAME_MAX_CHARS);
    expect(cut).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });
});

import { describe, expect, it } from 'vitest';
import {
  contentMatchesExtension,
  contentMimeType,
  SERVED_MIME_TYPES,
  sniffFileKind,
  uploadContentProblem,
  uploadHead,
} from './file-content';

const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex.replace(/\s/g, ''), 'hex'));
const text = (value: string) => Uint8Array.from(Buffer.from(value, 'latin1'));

const SAMPLES = {
  pdf: text('%PDF-1.7\n'),
  png: bytes('89504e47 0d0a1a0a 0000000d'),
  jpeg: bytes('ffd8ffe0 00104a46'),
  gif: text('GIF89a\x01\x00'),
  webp: text('RIFF\x24\x00\x00\x00WEBPVP8 '),
  zip: bytes('504b0304 14000600'),
  ole: bytes('d0cf11e0 a1b11ae1 0000'),
};

describe('sniffFileKind', () => {
  it('recognises each kind by its first bytes', () => {
    for (const [kind, head] of Object.entries(SAMPLES))
      expect(sniffFileKind(head), kind).toBe(kind);
  });

  it('finds %PDF- after a little junk, and nothing in HTML or an empty file', () => {
    expect(sniffFileKind(text(`${' '.repeat(500)}%PDF-1.4`))).toBe('pdf');
    expect(sniffFileKind(text('<html><body>%PDF</body></html>'))).toBeNull();
    expect(sniffFileKind(new Uint8Array())).toBeNull();
  });
});

describe('contentMimeType', () => {
  it('derives the type from the content; Office containers take their type from the extension', () => {
    expect(contentMimeType('a.pdf', SAMPLES.pdf)).toBe('application/pdf');
    expect(contentMimeType('a.html', SAMPLES.png)).toBe('image/png');
    expect(contentMimeType('a.docx', SAMPLES.zip)).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(contentMimeType('a.zip', SAMPLES.zip)).toBe('application/zip');
    expect(contentMimeType('a.xls', SAMPLES.ole)).toBe('application/vnd.ms-excel');
    expect(contentMimeType('a.pdf', text('<script>'))).toBe('application/octet-stream');
    expect(SERVED_MIME_TYPES.has('text/html')).toBe(false);
  });
});

describe('contentMatchesExtension', () => {
  it('accepts matching content, refuses a renamed file', () => {
    expect(contentMatchesExtension('a.PDF', SAMPLES.pdf)).toBe(true);
    expect(contentMatchesExtension('a.jpg', SAMPLES.jpeg)).toBe(true);
    expect(contentMatchesExtension('a.pptx', SAMPLES.zip)).toBe(true);
    expect(contentMatchesExtension('a.doc', SAMPLES.ole)).toBe(true);
    expect(contentMatchesExtension('a.pdf', text('<html>'))).toBe(false);
    expect(contentMatchesExtension('a.png', SAMPLES.jpeg)).toBe(false);
    expect(contentMatchesExtension('a.docx', SAMPLES.pdf)).toBe(false);
  });
});

describe('uploadContentProblem', () => {
  const upload = (head: Uint8Array, name: string) => ({
    name,
    mimeType: 'application/pdf',
    bytes: head.length,
    base64: Buffer.from(head).toString('base64'),
  });

  it('reads the head from base64 and judges only accepted extensions', () => {
    expect(uploadHead(upload(SAMPLES.png, 'a.png'))).toEqual(SAMPLES.png);
    expect(uploadContentProblem(upload(SAMPLES.pdf, 'a.pdf'))).toBeNull();
    expect(uploadContentProblem(upload(text('MZ'), 'a.exe'))).toBeNull();
    expect(uploadContentProblem(upload(text('<html>'), 'a.pdf'))).toContain('"a.pdf"');
    expect(uploadContentProblem({ ...upload(SAMPLES.pdf, 'a.pdf'), base64: 'JVBER' })).toContain(
      'tidak sesuai',
    );
  });
});

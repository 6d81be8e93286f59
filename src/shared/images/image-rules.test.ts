import { describe, expect, it } from 'vitest';
import { IMAGE_LIMITS, IMAGE_MESSAGES, imageBytesProblem, sniffImageKind } from './image-rules';
import { mayUploadImages } from './image-writers';

const bytes = (...head: number[]) => Uint8Array.from([...head, ...new Array(32).fill(0)]);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0);
const WEBP = Uint8Array.from([...'RIFF\0\0\0\0WEBPVP8 '].map((c) => c.charCodeAt(0)));
const PDF = Uint8Array.from([...'%PDF-1.7\n'].map((c) => c.charCodeAt(0)));
const GIF = Uint8Array.from([...'GIF89a'].map((c) => c.charCodeAt(0)));

describe('images are judged by their content', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffImageKind(PNG)).toBe('png');
    expect(sniffImageKind(JPEG)).toBe('jpeg');
    expect(sniffImageKind(WEBP)).toBe('webp');
  });

  it('refuses a PDF, a GIF and text, whatever they were called', () => {
    expect(imageBytesProblem(PDF, 'image')).toBe(IMAGE_MESSAGES.notImage('image'));
    expect(imageBytesProblem(GIF, 'thumbnail')).toBe(IMAGE_MESSAGES.notImage('thumbnail'));
    expect(imageBytesProblem(new TextEncoder().encode('bukan gambar'), 'image')).toMatch(
      /^Gambar harus berupa gambar JPEG, PNG atau WebP/,
    );
  });

  it('refuses an empty file and one over its part’s limit, naming the part', () => {
    expect(imageBytesProblem(new Uint8Array(), 'image')).toBe(IMAGE_MESSAGES.unreadable('image'));
    const big = new Uint8Array(IMAGE_LIMITS.maxBytes + 1);
    big.set(PNG);
    expect(imageBytesProblem(big, 'image')).toBe('Gambar terlalu besar (maksimal 2048 KB).');
    expect(imageBytesProblem(big.subarray(0, IMAGE_LIMITS.maxBytes), 'image')).toBeNull();
    const thumb = big.subarray(0, IMAGE_LIMITS.thumbMaxBytes + 1);
    expect(imageBytesProblem(thumb, 'thumbnail')).toBe(
      'Gambar kecil (thumbnail) terlalu besar (maksimal 256 KB).',
    );
  });
});

describe('who may upload images', () => {
  it('is every active admin and master (the content areas are general ones), nobody else', () => {
    const admin = { role: 'admin' as const, kementerian: null, disabled: false };
    expect(mayUploadImages(admin)).toBe(true);
    expect(mayUploadImages({ ...admin, role: 'master' })).toBe(true);
    expect(mayUploadImages({ ...admin, disabled: true })).toBe(false);
    expect(mayUploadImages({ ...admin, role: 'banggar' })).toBe(false);
    expect(mayUploadImages({ ...admin, role: 'pending' })).toBe(false);
    expect(mayUploadImages({ ...admin, role: 'panitia_requestor' })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { jpegSize, VOTER_PHOTO_MESSAGES, voterPhotoProblem } from './voter-photo';

/** The headers of a baseline JPEG (SOI, JFIF APP0, SOF0 of the given size, EOI): no pixels. */
function jpegHeader(width: number, height: number, options: { fill?: boolean } = {}): Uint8Array {
  const start = [0xff, 0xd8];
  // prettier-ignore
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const fill = options.fill ? [0xff, 0xff] : [];
  // prettier-ignore
  const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01];
  const end = [0xff, 0xd9];
  return Uint8Array.from([...start, ...app0, ...fill, ...sof0, ...end]);
}

const dataUrl = (bytes: Uint8Array, type = 'image/jpeg') =>
  `data:${type};base64,${btoa(String.fromCharCode(...bytes))}`;

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('the voter photo (SPEC.md §9: 300 px wide JPEG)', () => {
  it('reads width and height from the frame header, past other segments and fill bytes', () => {
    expect(jpegSize(jpegHeader(300, 400))).toEqual({ width: 300, height: 400 });
    expect(jpegSize(jpegHeader(1200, 80, { fill: true }))).toEqual({ width: 1200, height: 80 });
  });

  it('is no JPEG without the start marker or without a frame header before the scan', () => {
    expect(jpegSize(PNG)).toBeNull();
    expect(jpegSize(Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02, 0xff, 0xd9]))).toBeNull();
    expect(jpegSize(jpegHeader(300, 400).subarray(0, 24))).toBeNull();
  });

  it('accepts a JPEG up to 300 px wide and refuses a wider one', () => {
    expect(voterPhotoProblem(dataUrl(jpegHeader(300, 300)))).toBeNull();
    expect(voterPhotoProblem(dataUrl(jpegHeader(120, 500)))).toBeNull();
    expect(voterPhotoProblem(dataUrl(jpegHeader(301, 300)))).toBe(VOTER_PHOTO_MESSAGES.tooWide);
  });

  it('refuses other bytes under a JPEG label, and any other label', () => {
    expect(voterPhotoProblem(dataUrl(PNG))).toBe(VOTER_PHOTO_MESSAGES.notJpeg);
    expect(voterPhotoProblem(dataUrl(jpegHeader(300, 300), 'image/png'))).toBe(
      VOTER_PHOTO_MESSAGES.notJpeg,
    );
    expect(voterPhotoProblem('data:image/jpeg;base64,%%%')).toBe(VOTER_PHOTO_MESSAGES.notJpeg);
  });
});

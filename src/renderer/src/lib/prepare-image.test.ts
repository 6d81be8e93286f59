import { describe, expect, it } from 'vitest';
import { IMAGE_LIMITS } from '../../../shared/images/image-rules';
import {
  fitLongestSide,
  ImagePreparationError,
  PREPARE_IMAGE_MESSAGES,
  prepareImage,
} from './prepare-image';

describe('fitLongestSide', () => {
  it('brings the longest side of a landscape or portrait picture down to the limit', () => {
    expect(fitLongestSide(4000, 3000, IMAGE_LIMITS.longestSidePx)).toEqual({
      width: 1600,
      height: 1200,
    });
    expect(fitLongestSide(3000, 4000, IMAGE_LIMITS.longestSidePx)).toEqual({
      width: 1200,
      height: 1600,
    });
    expect(fitLongestSide(4000, 3000, IMAGE_LIMITS.thumbLongestSidePx)).toEqual({
      width: 400,
      height: 300,
    });
  });

  it('never enlarges a small picture, and keeps a pixel of a very flat one', () => {
    expect(fitLongestSide(640, 480, 1600)).toEqual({ width: 640, height: 480 });
    expect(fitLongestSide(100_000, 10, 400)).toEqual({ width: 400, height: 1 });
  });
});

describe('prepareImage', () => {
  it('refuses what is not a JPEG, PNG or WebP before reading it', async () => {
    const pdf = new File(['%PDF-1.7'], 'surat.jpg', { type: 'application/pdf' });
    await expect(prepareImage(pdf)).rejects.toThrow(
      new ImagePreparationError(PREPARE_IMAGE_MESSAGES.type),
    );
  });

  it('refuses a picture over the source limit before decoding it', async () => {
    const huge = new File([new Uint8Array(26 * 1024 * 1024)], 'foto.jpg', { type: 'image/jpeg' });
    await expect(prepareImage(huge)).rejects.toThrow(PREPARE_IMAGE_MESSAGES.sourceTooLarge);
  });
});

import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '../../../../shared/accounts';
import { dataUrlBytes, encodeAttempts, fitWidth, PHOTO_QUALITY, PHOTO_WIDTH } from './resize-image';

describe('fitWidth', () => {
  it('scales a wide picture down to the width, keeping its proportions', () => {
    expect(fitWidth(4000, 3000, 400)).toEqual({ width: 400, height: 300 });
    expect(fitWidth(1080, 1920, 400)).toEqual({ width: 400, height: 711 });
  });

  it('never enlarges a small picture', () => {
    expect(fitWidth(320, 240, 400)).toEqual({ width: 320, height: 240 });
  });

  it('keeps at least one pixel of height for a very flat picture', () => {
    expect(fitWidth(100_000, 10, 400)).toEqual({ width: 400, height: 1 });
  });
});

describe('dataUrlBytes', () => {
  it('counts the bytes a base64 data URL holds, padding included', () => {
    expect(dataUrlBytes('data:image/jpeg;base64,QUJD')).toBe(3);
    expect(dataUrlBytes('data:image/jpeg;base64,QUI=')).toBe(2);
    expect(dataUrlBytes('data:image/jpeg;base64,QQ==')).toBe(1);
    const big = `data:image/jpeg;base64,${'A'.repeat(Math.ceil((PHOTO_MAX_BYTES * 4) / 3))}`;
    expect(dataUrlBytes(big)).toBeGreaterThanOrEqual(PHOTO_MAX_BYTES);
  });
});

describe('encodeAttempts', () => {
  it('starts at 400 px wide and quality 0.8, then lowers the quality to 0.4', () => {
    const attempts = [...encodeAttempts(1600, 1200)];
    expect(attempts[0]).toEqual({ width: PHOTO_WIDTH, height: 300, quality: PHOTO_QUALITY });
    expect(attempts.slice(0, 5).map((a) => a.quality)).toEqual([0.8, 0.7, 0.6, 0.5, 0.4]);
    expect(attempts.slice(0, 5).every((a) => a.width === 400 && a.height === 300)).toBe(true);
  });

  it('then shrinks the picture, until it would be tiny', () => {
    const attempts = [...encodeAttempts(400, 8000)];
    expect(attempts[5]).toEqual({ width: 300, height: 6000, quality: 0.8 });
    expect(attempts.every((a) => a.width >= 40 && a.height >= 1)).toBe(true);
    const widths = attempts.map((a) => a.width);
    expect(widths).toEqual([...widths].sort((a, b) => b - a));
    expect(attempts.length).toBeLessThan(60);
  });
});

import { describe, expect, it } from 'vitest';
import { median, spread } from './stats';

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([900, 700, 1_200])).toBe(900);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is null without values', () => {
    expect(median([])).toBeNull();
  });
});

describe('spread', () => {
  it('gives median, minimum, maximum and count', () => {
    expect(spread([820, 1_040, 760, 900, 880, 2_300, 850])).toEqual({
      median: 880,
      min: 760,
      max: 2_300,
      count: 7,
    });
  });

  it('leaves out loads without the figure', () => {
    expect(spread([null, 500, Number.NaN, 700])).toEqual({
      median: 600,
      min: 500,
      max: 700,
      count: 2,
    });
  });

  it('is null when no load has the figure', () => {
    expect(spread([null, null])).toBeNull();
  });
});

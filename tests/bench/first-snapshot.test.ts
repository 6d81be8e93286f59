import { describe, expect, it } from 'vitest';
import { livePath, quantile } from './first-snapshot';

describe('the first-snapshot timer', () => {
  it('takes the nearest-rank quantile of sorted values', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(quantile(values, 0.5)).toBe(50);
    expect(quantile(values, 0.99)).toBe(99);
    expect(quantile(values, 1)).toBe(100);
    expect(quantile([7], 0.99)).toBe(7);
    expect(quantile([], 0.99)).toBeNull();
  });

  it('opens a parameterised topic as the renderer does (?p= its JSON)', () => {
    expect(livePath('anggaran/ringkasan')).toBe('/api/live/anggaran/ringkasan');
    expect(livePath('x/y', { q: 'a b', halaman: 2 })).toBe(
      `/api/live/x/y?p=${encodeURIComponent('{"q":"a b","halaman":2}')}`,
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageCount, pageOf } from './paging';

describe('a page of a public list', () => {
  it('holds the rows of that page, the total, and the page count rounds up (at least 1)', () => {
    const rows = Array.from({ length: 23 }, (_, i) => i + 1);
    const third = pageOf(rows, 3, 10, (n) => `#${n}`);
    expect(third).toEqual({ items: ['#21', '#22', '#23'], total: 23, halaman: 3, perHalaman: 10 });
    expect(pageCount(third)).toBe(3);
    expect(pageCount(pageOf([], 1, 10, String))).toBe(1);
    expect(pageOf(rows, 9, 10, String).items).toEqual([]);
  });

  it('pages together hold every row once, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 12 }), (rows, size) => {
        const count = pageCount({ total: rows.length, perHalaman: size });
        const all = Array.from(
          { length: count },
          (_, i) => pageOf(rows, i + 1, size, (n) => n).items,
        ).flat();
        expect(all).toEqual(rows);
      }),
    );
  });
});

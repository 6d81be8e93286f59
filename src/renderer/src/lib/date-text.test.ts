import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateText, parseDateText } from './date-text';

describe('parseDateText', () => {
  it('reads the ways a day is written in Indonesia, and ISO', () => {
    for (const text of [
      '2026-12-12',
      '12/12/2026',
      '12-12-2026',
      '12.12.2026',
      '12 Desember 2026',
      '12 des 2026',
      ' 12 Des. 2026 ',
    ])
      expect(parseDateText(text), text).toBe('2026-12-12');
    expect(parseDateText('5 Agt 2026')).toBe('2026-08-05');
    expect(parseDateText('1/2/2026')).toBe('2026-02-01');
  });

  it('names no day for what is not one', () => {
    for (const text of [
      '',
      '2026-02-30',
      '31/04/2026',
      '12 Foo 2026',
      '12/13/2026',
      'besok',
      '2026-12',
    ])
      expect(parseDateText(text), text).toBeNull();
  });

  it('reads back every day it writes', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          expect(parseDateText(dateText(iso))).toBe(iso);
          expect(parseDateText(iso)).toBe(iso);
        },
      ),
    );
  });
});

describe('dateText', () => {
  it('writes a day in Indonesian and leaves anything else alone', () => {
    expect(dateText('2026-12-05')).toBe('5 Desember 2026');
    expect(dateText('2026-02-30')).toBe('2026-02-30');
    expect(dateText('')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import {
  clockRangeText,
  clockSpanText,
  clockText,
  clockWibText,
  jakartaClockText,
} from './clock-text';

describe('clock text: the one Indonesian form of a time', () => {
  it('writes the hours with a dot, never a colon', () => {
    expect(clockText('15:30')).toBe('15.30');
    expect(clockText('07:00')).toBe('07.00');
    expect(clockText('00:00')).toBe('00.00');
  });

  it('writes a range with a spaced en dash and the zone once', () => {
    expect(clockRangeText('10:00', '12:00')).toBe('10.00 – 12.00 WIB');
    expect(clockRangeText('23:00', '01:30')).toBe('23.00 – 01.30 WIB');
    expect(clockSpanText('15:30', '17:30')).toBe('15.30 – 17.30');
    expect(clockWibText('08:10')).toBe('08.10 WIB');
  });

  it("reads an instant on Yogyakarta's clock, whatever the machine's zone", () => {
    expect(jakartaClockText(Date.parse('2026-12-01T01:10:00Z'))).toBe('08.10');
    expect(jakartaClockText(Date.parse('2026-12-31T17:30:00Z'))).toBe('00.30');
  });
});

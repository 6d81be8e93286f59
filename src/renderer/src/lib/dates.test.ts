import { describe, expect, it } from 'vitest';
import { formatDate, formatDateAnswer, formatDateTime } from './dates';

describe('dates', () => {
  it('formats in Indonesian, in Asia/Jakarta (UTC+7), whatever the machine zone', () => {
    // 2 Oktober 2025, 17:30 UTC is already 3 Oktober 00:30 in Yogyakarta.
    expect(formatDateTime('2025-10-02T17:30:00Z')).toBe('3 Oktober 2025 00.30');
    expect(formatDate('2025-10-02T08:00:00Z')).toBe('2 Oktober 2025');
  });

  it('shows a typed YYYY-MM-DD answer as an Indonesian calendar day', () => {
    expect(formatDateAnswer('2026-12-05')).toBe('5 Desember 2026');
    expect(formatDateAnswer('2027-01-31')).toBe('31 Januari 2027');
    expect(formatDateAnswer(' 2024-02-29 ')).toBe('29 Februari 2024');
  });

  it('shows anything that is not a real date as typed', () => {
    for (const typed of [
      '',
      'besok',
      '2026-02-30',
      '2025-02-29',
      '2026-13-01',
      '05-12-2026',
      '2026-12-5',
    ]) {
      expect(formatDateAnswer(typed)).toBe(typed);
    }
  });
});

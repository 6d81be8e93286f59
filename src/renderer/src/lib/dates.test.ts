import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

describe('dates', () => {
  it('formats in Indonesian, in Asia/Jakarta (UTC+7), whatever the machine zone', () => {
    // 2 Oktober 2025, 17:30 UTC is already 3 Oktober 00:30 in Yogyakarta.
    expect(formatDateTime('2025-10-02T17:30:00Z')).toBe('3 Oktober 2025 00.30');
    expect(formatDate('2025-10-02T08:00:00Z')).toBe('2 Oktober 2025');
  });
});

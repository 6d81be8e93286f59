import { describe, expect, it } from 'vitest';
import {
  historiQueryPlan,
  jakartaDayEnd,
  jakartaDayStart,
  matchesPlan,
  needsClientFilter,
  rangeKey,
} from './histori-query';

describe('Histori filter → Firestore read', () => {
  it('turns dates into Asia/Jakarta days (UTC+7), whatever the machine zone', () => {
    expect(jakartaDayStart('2025-10-02').toISOString()).toBe('2025-10-01T17:00:00.000Z');
    expect(jakartaDayEnd('2025-10-02').toISOString()).toBe('2025-10-02T16:59:59.999Z');
  });

  it('plans a date range and lower-cased text needles', () => {
    const plan = historiQueryPlan({
      from: '2025-10-01',
      to: '2025-10-31',
      oleh: ' Master ',
      action: 'Persetujuan',
    });
    expect(plan).toEqual({
      start: new Date('2025-09-30T17:00:00.000Z'),
      end: new Date('2025-10-31T16:59:59.999Z'),
      oleh: 'master',
      action: 'persetujuan',
    });
    expect(needsClientFilter(plan)).toBe(true);
  });

  it('ignores empty fields, as the http adapter leaves them out', () => {
    const plan = historiQueryPlan({ oleh: '', action: '   ', from: '', to: '' });
    expect(plan).toEqual({});
    expect(needsClientFilter(plan)).toBe(false);
    expect(rangeKey(plan)).toBe('..');
  });

  it('refuses a malformed date like the server (VALIDATION with the field)', () => {
    expect(() => historiQueryPlan({ from: '02-10-2025' })).toThrow(
      expect.objectContaining({ code: 'VALIDATION', fields: { from: expect.any(String) } }),
    );
  });

  it('matches text as a case-insensitive part, like SQL LIKE on the server', () => {
    const entry = { oleh: 'Sekretariat Jenderal', action: 'Persetujuan akun a@b.id sebagai Admin' };
    expect(matchesPlan(entry, { oleh: 'jenderal' })).toBe(true);
    expect(matchesPlan(entry, { action: 'sebagai admin' })).toBe(true);
    expect(matchesPlan(entry, { oleh: 'jenderal', action: 'hapus' })).toBe(false);
    expect(matchesPlan(entry, {})).toBe(true);
  });

  it('keys cursors by the date range only', () => {
    const a = historiQueryPlan({ from: '2025-10-01' });
    const b = historiQueryPlan({ from: '2025-10-01', oleh: 'x' });
    expect(rangeKey(a)).toBe(rangeKey(b));
    expect(rangeKey(a)).not.toBe(rangeKey(historiQueryPlan({ to: '2025-10-01' })));
  });
});

import { describe, expect, it } from 'vitest';
import { formatPercent, formatRupiah } from './rupiah';

describe('money and shares as people read them', () => {
  it('writes Rupiah in the id-ID format without decimals', () => {
    expect(formatRupiah(1_500_000).replace(/\s/g, ' ')).toBe('Rp 1.500.000');
    expect(formatRupiah(0).replace(/\s/g, ' ')).toBe('Rp 0');
    expect(formatRupiah(-250_000)).toContain('250.000');
  });

  it('writes a share with a decimal comma', () => {
    expect(formatPercent(45.26)).toBe('45,3%');
    expect(formatPercent(100)).toBe('100%');
  });
});

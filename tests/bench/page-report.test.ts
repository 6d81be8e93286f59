import { describe, expect, it } from 'vitest';
import { summarize } from './page-bench';
import { benchPage, fakeLoad } from './load-fixtures';
import { comparisonCell, formatPageTable } from './page-report';

/** The table's lines split into cells (two or more spaces apart). */
function cells(text: string): string[][] {
  return text.split('\n').map((line) => line.trim().split(/\s{2,}/));
}

describe('formatPageTable', () => {
  const home = summarize(benchPage('/'), [
    fakeLoad({ lcpMs: 950, blockingMs: 250, jsGzipBytes: 151 * 1024 }),
    fakeLoad({ lcpMs: 1_200, blockingMs: 250, jsGzipBytes: 151 * 1024 }),
    fakeLoad({ lcpMs: 800, blockingMs: 250, jsGzipBytes: 151 * 1024 }),
  ]);
  const other = summarize(benchPage('/layanan'), [fakeLoad({ lcpMs: 1_100 })]);
  const floor = summarize(benchPage('lantai', true), [
    fakeLoad({ lcpMs: 600, jsGzipBytes: 0, scripts: [] }),
  ]);
  const text = formatPageTable([home, other, floor], {
    '/': { status: 'compared', deltas: [], regressions: [] },
    '/layanan': { status: 'new', deltas: [], regressions: [] },
  });
  const [header, homeRow, otherRow, floorRow] = cells(text);

  it('has one row per page under a header', () => {
    expect(header).toEqual([
      'halaman',
      'LCP med',
      'LCP min–maks',
      'FCP med',
      'JS gzip',
      'transfer',
      'long task',
      'TBT',
      'LCP',
      'JS',
      'TBT',
      'vs baseline',
    ]);
    expect(text.split('\n')).toHaveLength(4);
  });

  it('prints the LCP median and range, and marks each target', () => {
    expect(homeRow).toEqual([
      '/',
      '950 ms',
      '800–1200',
      '700 ms',
      '151.0 KB',
      '230.0 KB',
      '1',
      '250 ms',
      '✓',
      '✗',
      '✗',
      'ok',
    ]);
  });

  it('checks blocking time on every page, not only the home page', () => {
    expect(otherRow?.slice(8)).toEqual(['✗', '✓', '✓', 'baru']);
  });

  it('checks only the LCP of the floor, and leaves it uncompared when the baseline lacks it', () => {
    expect(floorRow?.[0]).toBe('lantai');
    expect(floorRow?.slice(8)).toEqual(['✓']);
  });
});

describe('comparisonCell', () => {
  it('lists the regressions with their size', () => {
    expect(
      comparisonCell({
        status: 'compared',
        deltas: [],
        regressions: [
          { figure: 'lcp', delta: 230, regression: true },
          { figure: 'js', delta: 3 * 1024, regression: true },
        ],
      }),
    ).toBe('▲ LCP +230 ms, JS +3.0 KB');
  });

  it('shows the LCP change when nothing regressed', () => {
    expect(
      comparisonCell({
        status: 'compared',
        deltas: [{ figure: 'lcp', delta: -40, regression: false }],
        regressions: [],
      }),
    ).toBe('ok (LCP −40 ms)');
  });
});

import { describe, expect, it } from 'vitest';
import { lcpRunCount, roundOrder, summarize } from './page-bench';
import { benchPage, fakeLoad } from './load-fixtures';

describe('roundOrder', () => {
  it('starts each round one page further on, so every page is loaded early and late alike', () => {
    const pages = ['/', '/a', '/b'];
    expect([0, 1, 2, 3].map((round) => roundOrder(pages, round))).toEqual([
      ['/', '/a', '/b'],
      ['/a', '/b', '/'],
      ['/b', '/', '/a'],
      ['/', '/a', '/b'],
    ]);
  });
});

describe('summarize', () => {
  it('gives the LCP median and range and the medians of the other figures', () => {
    const loads = [700, 1_300, 900, 800, 1_000].map((lcpMs, i) =>
      fakeLoad({ lcpMs, blockingMs: i * 10, jsGzipBytes: 1_000 }),
    );
    const summary = summarize(benchPage('/'), loads);
    expect(summary.lcp).toEqual({ median: 900, min: 700, max: 1_300, count: 5 });
    expect(summary.blockingMs).toBe(20);
    expect(summary.jsGzipBytes).toBe(1_000);
    expect(summary.lcpElement).toBe('img /hero.webp');
    expect(summary.problems).toEqual([]);
  });

  it('names what makes the figures doubtful', () => {
    const loads = [
      fakeLoad({ status: 500 }),
      fakeLoad({ settled: false, lcpMs: null }),
      fakeLoad({ unsupported: ['longtask'] }),
    ];
    expect(summarize(benchPage('/'), loads).problems).toEqual([
      'status 500',
      '1× tidak tenang dalam 30 s',
      '1× tanpa LCP',
      'observer ditolak: longtask',
    ]);
  });
});

describe('lcpRunCount', () => {
  it('is 7 unless BENCH_LCP_RUNS says otherwise, within 1–50', () => {
    expect(lcpRunCount({})).toBe(7);
    expect(lcpRunCount({ BENCH_LCP_RUNS: '3' })).toBe(3);
    expect(lcpRunCount({ BENCH_LCP_RUNS: '0' })).toBe(1);
    expect(lcpRunCount({ BENCH_LCP_RUNS: 'banyak' })).toBe(7);
  });
});

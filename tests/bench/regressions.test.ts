import { describe, expect, it } from 'vitest';
import type { PageFigures } from './baseline';
import { comparePage, compareWithBaseline } from './regressions';

function figures(overrides: Partial<PageFigures> = {}): PageFigures {
  return {
    lcpMedianMs: 900,
    lcpMinMs: 800,
    lcpMaxMs: 1_100,
    fcpMedianMs: 700,
    jsGzipBytes: 150_000,
    transferBytes: 240_000,
    longTasks: 2,
    blockingMs: 100,
    ...overrides,
  };
}

const regressed = (current: PageFigures, previous: PageFigures) =>
  comparePage(current, previous).regressions.map((r) => r.figure);

describe('comparePage', () => {
  it('calls an LCP a regression only when it is both 15 % and 100 ms worse', () => {
    const before = figures({ lcpMedianMs: 900 });
    // +120 ms but 13 %: within the noise of a slow page.
    expect(regressed(figures({ lcpMedianMs: 1_020 }), before)).toEqual([]);
    // +16 % but only 80 ms: within the noise of a fast page.
    expect(regressed(figures({ lcpMedianMs: 580 }), figures({ lcpMedianMs: 500 }))).toEqual([]);
    // +200 ms and 22 %.
    expect(regressed(figures({ lcpMedianMs: 1_100 }), before)).toEqual(['lcp']);
  });

  it('calls 2 KB more JavaScript a regression, whatever the page', () => {
    const before = figures({ jsGzipBytes: 100_000 });
    expect(regressed(figures({ jsGzipBytes: 102_048 }), before)).toEqual([]);
    expect(regressed(figures({ jsGzipBytes: 102_049 }), before)).toEqual(['js']);
  });

  it('calls 50 ms more blocking time a regression', () => {
    const before = figures({ blockingMs: 100 });
    expect(regressed(figures({ blockingMs: 150 }), before)).toEqual([]);
    expect(regressed(figures({ blockingMs: 151 }), before)).toEqual(['blocking']);
  });

  it('calls transferred bytes a regression past both 10 % and 10 KB', () => {
    const before = figures({ transferBytes: 50_000 });
    expect(regressed(figures({ transferBytes: 59_000 }), before)).toEqual([]);
    expect(regressed(figures({ transferBytes: 61_000 }), before)).toEqual(['transfer']);
  });

  it('never calls an improvement a regression, and keeps its delta', () => {
    const result = comparePage(figures({ lcpMedianMs: 600, jsGzipBytes: 90_000 }), figures());
    expect(result.regressions).toEqual([]);
    expect(result.deltas).toContainEqual({ figure: 'lcp', delta: -300, regression: false });
    expect(result.deltas).toContainEqual({ figure: 'js', delta: -60_000, regression: false });
  });

  it('skips a figure either side lacks', () => {
    const result = comparePage(figures({ blockingMs: null }), figures({ blockingMs: 10 }));
    expect(result.deltas.map((d) => d.figure)).not.toContain('blocking');
  });

  it('marks a page the baseline does not have as new', () => {
    expect(comparePage(figures(), undefined)).toEqual({
      status: 'new',
      deltas: [],
      regressions: [],
    });
  });
});

describe('compareWithBaseline', () => {
  it('compares every current page and names the baseline pages no longer measured', () => {
    const result = compareWithBaseline(
      { '/': figures({ lcpMedianMs: 2_000 }), '/baru': figures() },
      { '/': figures(), '/lama': figures() },
    );
    expect(result.pages['/']?.regressions.map((r) => r.figure)).toEqual(['lcp']);
    expect(result.pages['/baru']?.status).toBe('new');
    expect(result.missing).toEqual(['/lama']);
  });

  it('treats every page as new without a baseline', () => {
    const result = compareWithBaseline({ '/': figures() }, undefined);
    expect(result.pages['/']?.status).toBe('new');
    expect(result.missing).toEqual([]);
  });
});

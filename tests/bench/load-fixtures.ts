import type { BenchPage } from './page-bench';
import type { PageLoad } from './page-load';

/** A page load with plausible figures, for the tests of what is computed from loads. */
export function fakeLoad(overrides: Partial<PageLoad> = {}): PageLoad {
  return {
    key: '/',
    url: 'http://127.0.0.1:1/',
    round: 1,
    status: 200,
    lcpMs: 900,
    fcpMs: 700,
    lcpElement: { tag: 'img', url: '/hero.webp', description: 'img /hero.webp' },
    loadEventMs: 1_500,
    domContentLoadedMs: 1_400,
    longTasks: [],
    longTasksAfterPaint: 1,
    blockingMs: 80,
    scripts: ['http://127.0.0.1:1/assets/index.js'],
    jsGzipBytes: 140 * 1024,
    transferBytes: 230 * 1024,
    settled: true,
    waterfall: [],
    foreignRequests: [],
    unsupported: [],
    ...overrides,
  };
}

export function benchPage(key: string, floor = false): BenchPage {
  return { key, label: key, url: `http://127.0.0.1:1${floor ? '/floor.html' : key}`, floor };
}

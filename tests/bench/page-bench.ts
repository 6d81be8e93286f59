/**
 * Every public page measured the same way: `runs` cold loads each (page-load.ts), interleaved
 * round by round across the pages and the floor, each round starting one page further on, so a
 * slow moment of the shared machine hits every page alike instead of one page's loads.
 */
import type { Browser, Page } from '@playwright/test';
import type { ScriptSizes } from './js-size';
import type { PageContext } from './page-contexts';
import { loadPage, type PageLoad } from './page-load';
import { median, spread, type Spread } from './stats';

export interface BenchPage {
  /** Route path, or the floor's key. */
  key: string;
  label: string;
  url: string;
  floor: boolean;
  /** The state it is measured in, set up before each load (page-contexts.ts). */
  prepare?: (page: Page) => Promise<void>;
}

export interface PageSummary {
  key: string;
  label: string;
  floor: boolean;
  loads: PageLoad[];
  lcp: Spread | null;
  fcp: Spread | null;
  /** Medians over the loads (they barely vary; the median ignores one odd load). */
  jsGzipBytes: number | null;
  transferBytes: number | null;
  longTasks: number | null;
  blockingMs: number | null;
  /** The LCP element most loads ended on. */
  lcpElement: string | null;
  /** What makes a figure doubtful: an error status, a page that never went quiet. */
  problems: string[];
}

/**
 * The benchmark's page of a route: a page of one record at the record the server names, a page
 * that needs a state (page-contexts.ts) with its set-up and the state in its label.
 */
export function benchPageOf(
  route: string,
  serverUrl: string,
  recordPages: Readonly<Record<string, string>>,
  contexts: Readonly<Record<string, PageContext>>,
): BenchPage {
  const context = contexts[route];
  return {
    key: route,
    label: context ? `${route} (${context.state})` : route,
    url: new URL(recordPages[route] ?? route, serverUrl).href,
    floor: false,
    ...(context ? { prepare: (page: Page) => context.prepare(page, serverUrl) } : {}),
  };
}

export function lcpRunCount(env: NodeJS.ProcessEnv = process.env): number {
  const parsed = Number.parseInt(env.BENCH_LCP_RUNS ?? '', 10);
  return Number.isFinite(parsed) ? Math.min(Math.max(parsed, 1), 50) : 7;
}

/** Round `round` (0-based) visits the pages starting at `round`, wrapping around. */
export function roundOrder<T>(pages: readonly T[], round: number): T[] {
  if (pages.length === 0) return [];
  const start = round % pages.length;
  return [...pages.slice(start), ...pages.slice(0, start)];
}

function mostCommon(values: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: string | null = null;
  let bestCount = 0;
  for (const [value, count] of counts) if (count > bestCount) [best, bestCount] = [value, count];
  return best;
}

function present(values: readonly (number | null)[]): number[] {
  return values.filter((v): v is number => v !== null);
}

export function summarize(page: BenchPage, loads: readonly PageLoad[]): PageSummary {
  const problems: string[] = [];
  const badStatus = loads.filter((l) => l.status !== 200).map((l) => l.status ?? 'tanpa jawaban');
  if (badStatus.length > 0) problems.push(`status ${[...new Set(badStatus)].join(', ')}`);
  const unsettled = loads.filter((l) => !l.settled).length;
  if (unsettled > 0) problems.push(`${unsettled}× tidak tenang dalam 30 s`);
  const withoutLcp = loads.filter((l) => l.lcpMs === null).length;
  if (withoutLcp > 0) problems.push(`${withoutLcp}× tanpa LCP`);
  const unsupported = [...new Set(loads.flatMap((l) => l.unsupported))];
  if (unsupported.length > 0) problems.push(`observer ditolak: ${unsupported.join(', ')}`);
  return {
    key: page.key,
    label: page.label,
    floor: page.floor,
    loads: [...loads],
    lcp: spread(loads.map((l) => l.lcpMs)),
    fcp: spread(loads.map((l) => l.fcpMs)),
    jsGzipBytes: median(loads.map((l) => l.jsGzipBytes)),
    transferBytes: median(loads.map((l) => l.transferBytes)),
    longTasks: median(present(loads.map((l) => l.longTasksAfterPaint))),
    blockingMs: median(present(loads.map((l) => l.blockingMs))),
    lcpElement: mostCommon(loads.flatMap((l) => (l.lcpElement ? [l.lcpElement.description] : []))),
    problems,
  };
}

export async function measurePages(
  browser: Browser,
  pages: readonly BenchPage[],
  options: {
    runs: number;
    scriptSizes: ScriptSizes;
    onLoad?: (load: PageLoad, done: number, total: number) => void;
  },
): Promise<PageSummary[]> {
  const loads = new Map<string, PageLoad[]>(pages.map((p) => [p.key, []]));
  const total = pages.length * options.runs;
  let done = 0;
  for (let round = 0; round < options.runs; round++) {
    for (const page of roundOrder(pages, round)) {
      const load = await loadPage(
        browser,
        { key: page.key, url: page.url, round: round + 1 },
        options.scriptSizes,
        page.prepare,
      );
      loads.get(page.key)!.push(load);
      done += 1;
      options.onLoad?.(load, done, total);
    }
  }
  return pages.map((page) => summarize(page, loads.get(page.key)!));
}

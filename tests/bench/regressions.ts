/**
 * A run's figures against the committed baseline: what got worse by more than the noise of a
 * shared 2-core machine. A regression needs both a relative and an absolute step where a figure
 * scales with the page (LCP, bytes), so neither a fast page's jitter nor a slow page's few
 * percent is called one. Improvements are shown as deltas, never flagged.
 */
import type { PageFigures } from './baseline';

export const REGRESSION_RULES = {
  /** LCP median: worse by more than 15 % and more than 100 ms. */
  lcp: { relative: 0.15, absoluteMs: 100 },
  /** JavaScript (gzip): more than 2 KB more, whatever the page; the budget is tight. */
  js: { absoluteBytes: 2 * 1024 },
  /** Blocking time after the first paint (median): more than 50 ms more. */
  blocking: { absoluteMs: 50 },
  /** Bytes transferred: more than 10 % and more than 10 KB more. */
  transfer: { relative: 0.1, absoluteBytes: 10 * 1024 },
} as const;

export interface FigureDelta {
  figure: 'lcp' | 'js' | 'blocking' | 'transfer';
  /** Current minus baseline, in ms or bytes. */
  delta: number;
  regression: boolean;
}

export interface PageComparison {
  /** 'new': the baseline has no such row. */
  status: 'new' | 'compared';
  deltas: FigureDelta[];
  regressions: FigureDelta[];
}

function worse(
  current: number | null,
  previous: number | null,
  rule: { relative?: number; absolute: number },
): { delta: number; regression: boolean } | null {
  if (current === null || previous === null) return null;
  const delta = current - previous;
  const relativeOk = rule.relative === undefined || delta > previous * rule.relative;
  return { delta, regression: delta > rule.absolute && relativeOk };
}

export function comparePage(
  current: PageFigures,
  previous: PageFigures | undefined,
): PageComparison {
  if (!previous) return { status: 'new', deltas: [], regressions: [] };
  const r = REGRESSION_RULES;
  const checks: [FigureDelta['figure'], ReturnType<typeof worse>][] = [
    [
      'lcp',
      worse(current.lcpMedianMs, previous.lcpMedianMs, {
        relative: r.lcp.relative,
        absolute: r.lcp.absoluteMs,
      }),
    ],
    ['js', worse(current.jsGzipBytes, previous.jsGzipBytes, { absolute: r.js.absoluteBytes })],
    [
      'blocking',
      worse(current.blockingMs, previous.blockingMs, { absolute: r.blocking.absoluteMs }),
    ],
    [
      'transfer',
      worse(current.transferBytes, previous.transferBytes, {
        relative: r.transfer.relative,
        absolute: r.transfer.absoluteBytes,
      }),
    ],
  ];
  const deltas = checks.flatMap(([figure, result]) => (result ? [{ figure, ...result }] : []));
  return { status: 'compared', deltas, regressions: deltas.filter((d) => d.regression) };
}

/** Every current row compared; `missing`: baseline rows this run did not measure. */
export function compareWithBaseline(
  current: Readonly<Record<string, PageFigures>>,
  baseline: Readonly<Record<string, PageFigures>> | undefined,
): { pages: Record<string, PageComparison>; missing: string[] } {
  const pages = Object.fromEntries(
    Object.entries(current).map(([key, figures]) => [key, comparePage(figures, baseline?.[key])]),
  );
  const missing = Object.keys(baseline ?? {}).filter((key) => !(key in current));
  return { pages, missing };
}

/**
 * What issues 15 and 35 ask of every public page on the benchmark's phone. A missed target is
 * reported, never failed: the figures are noisy on a shared machine, and the reader judges.
 */
import type { PageSummary } from './page-bench';

export const PAGE_TARGETS = {
  /** Every route: median Largest Contentful Paint of the cold loads. */
  lcpMedianMaxMs: 1_000,
  /** Every route: JavaScript fetched until the load event + 3 s, gzip (1 KB = 1024 bytes). */
  jsGzipMaxBytes: 150 * 1024,
  /** Every route (issue 35; issue 15 asked it of the home page): median blocking time after FCP. */
  blockingMaxMs: 200,
} as const;

/** Each target: met, missed, or null where it does not apply to the row. */
export interface TargetChecks {
  lcp: boolean | null;
  js: boolean | null;
  blocking: boolean | null;
}

export function checkTargets(summary: PageSummary): TargetChecks {
  // A load without any LCP entry counts against the target.
  const everyLoadPainted = summary.lcp !== null && summary.lcp.count === summary.loads.length;
  const lcp = everyLoadPainted && summary.lcp!.median <= PAGE_TARGETS.lcpMedianMaxMs;
  // The floor is no page of the portal: only its LCP says something (is the target reachable).
  if (summary.floor) return { lcp, js: null, blocking: null };
  return {
    lcp,
    js: summary.jsGzipBytes !== null && summary.jsGzipBytes <= PAGE_TARGETS.jsGzipMaxBytes,
    blocking: summary.blockingMs !== null && summary.blockingMs <= PAGE_TARGETS.blockingMaxMs,
  };
}

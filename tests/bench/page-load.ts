/**
 * One cold load of one page on the benchmark's phone (mobile-profile.ts): Largest and First
 * Contentful Paint, the long tasks, the JavaScript asked for until the load event + 3 s (gzip), the
 * bytes transferred and the request waterfall. The page is read once the load event has fired and then nothing happened
 * (no request, no new LCP candidate) for a quiet period, so late work counts.
 */
import type { Browser, Page } from '@playwright/test';
import { blockingAfterPaint } from './blocking-time';
import { trackNetwork, waitForQuietNetwork } from './browser';
import type { ScriptSizes } from './js-size';
import { openMobilePage } from './mobile-profile';
import { buildWaterfall, recordNetwork, scriptUrls, transferredBytes } from './network-log';
import type { WaterfallEntry } from './network-log';
import {
  LCP_COUNT_SCRIPT,
  OBSERVER_SCRIPT,
  READ_SCRIPT,
  type LcpElement,
  type LongTask,
  type PageReading,
} from './page-observer';

/** After the load event, the page is read once nothing happened for this long. */
export const QUIET_MS = 3_000;
/** Upper bound of that wait; a page that never settles is read as it is then. */
const SETTLE_TIMEOUT_MS = 30_000;
const NAVIGATION_TIMEOUT_MS = 60_000;

export interface PageLoad {
  /** The row it belongs to: a route path, or the floor page's key. */
  key: string;
  url: string;
  /** 1-based round of the interleaved run. */
  round: number;
  status: number | null;
  lcpMs: number | null;
  fcpMs: number | null;
  lcpElement: LcpElement | null;
  loadEventMs: number | null;
  domContentLoadedMs: number | null;
  /** Every long task of the load, before and after the first paint. */
  longTasks: LongTask[];
  /** Long tasks and blocking time after the first paint (blocking-time.ts); null without FCP. */
  longTasksAfterPaint: number | null;
  blockingMs: number | null;
  scripts: string[];
  jsGzipBytes: number;
  transferBytes: number;
  /** Whether the page went quiet within the settle timeout. */
  settled: boolean;
  waterfall: WaterfallEntry[];
  /** Requests to another host than 127.0.0.1 (blocked by the browser's resolver rules). */
  foreignRequests: string[];
  /** Observer types the browser refused. */
  unsupported: string[];
}

export async function loadPage(
  browser: Browser,
  target: { key: string; url: string; round: number },
  scriptSizes: ScriptSizes,
  /** Sets up the state the page is measured in (page-contexts.ts), before it is opened. */
  prepare?: (page: Page) => Promise<void>,
): Promise<PageLoad> {
  const { context, page, cdp } = await openMobilePage(browser);
  try {
    await page.addInitScript({ content: OBSERVER_SCRIPT });
    await prepare?.(page);
    const network = recordNetwork(cdp);
    const tracker = trackNetwork(page);
    const response = await page.goto(target.url, {
      waitUntil: 'load',
      timeout: NAVIGATION_TIMEOUT_MS,
    });

    let candidates = -1;
    let lastCandidateAt = Date.now();
    const settled = await waitForQuietNetwork(tracker, {
      quietMs: QUIET_MS,
      timeoutMs: SETTLE_TIMEOUT_MS,
      extraActivity: async () => {
        const count = (await page.evaluate(LCP_COUNT_SCRIPT)) as number;
        if (count !== candidates) {
          candidates = count;
          lastCandidateAt = Date.now();
        }
        return lastCandidateAt;
      },
    });
    tracker.dispose();
    const reading = (await page.evaluate(READ_SCRIPT)) as PageReading;
    const requests = network.requests();
    await cdp.detach().catch(() => undefined);

    const last = reading.lcp.at(-1);
    const scripts = scriptUrls(requests, reading.loadEvent);
    const blocking = reading.unsupported.includes('longtask')
      ? null
      : blockingAfterPaint(reading.longTasks, reading.fcp);
    return {
      ...target,
      status: response?.status() ?? null,
      lcpMs: last ? last.startTime : null,
      fcpMs: reading.fcp,
      lcpElement: last?.element ?? null,
      loadEventMs: reading.loadEvent,
      domContentLoadedMs: reading.domContentLoaded,
      longTasks: reading.longTasks,
      longTasksAfterPaint: blocking?.longTasks ?? null,
      blockingMs: blocking?.blockingMs ?? null,
      scripts,
      jsGzipBytes: await scriptSizes.total(scripts),
      transferBytes: transferredBytes(requests),
      settled,
      waterfall: buildWaterfall(reading.resources, requests, target.url),
      foreignRequests: tracker.foreign(),
      unsupported: reading.unsupported,
    };
  } finally {
    await context.close();
  }
}

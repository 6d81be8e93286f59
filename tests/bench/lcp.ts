/**
 * Largest Contentful Paint of the home page on a throttled phone: cold loads, each in a new
 * browser context, under a Slow-4G network and a 4× slower CPU (the profile Lighthouse uses for
 * its mobile runs: moto g power). Besides LCP, each run records FCP, which element was the LCP
 * element, the long tasks and the request waterfall, so a slow LCP can be explained.
 */
import type { Browser, CDPSession } from '@playwright/test';
import { isLongLivedStream, trackNetwork, waitForQuietNetwork } from './browser';

export const LCP_TARGET_MS = 2_000;

export const MOBILE_PROFILE = {
  name: 'Slow 4G, CPU 4×, moto g power',
  latencyMs: 150,
  downloadBytesPerSecond: 1_600_000 / 8,
  uploadBytesPerSecond: 750_000 / 8,
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1.75,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36',
} as const;

/** After the load event, LCP is read once nothing (network, new LCP candidate) happened for this long. */
const QUIET_MS = 3_000;
/** Upper bound of that wait; a page that never settles is read as it is then. */
const SETTLE_TIMEOUT_MS = 30_000;
const NAVIGATION_TIMEOUT_MS = 60_000;

export interface LcpElement {
  tag: string;
  id: string | null;
  className: string | null;
  text: string | null;
  /** For images: the URL the browser chose. */
  url: string | null;
  /** e.g. img#hero.photo "Selamat datang…" */
  description: string;
}

export interface LcpCandidate {
  startTime: number;
  size: number;
  element: LcpElement | null;
}

export interface WaterfallEntry {
  /** Path of the URL (same origin) or the full URL. */
  name: string;
  initiatorType: string;
  startTime: number;
  requestStart: number;
  responseStart: number;
  responseEnd: number;
  transferSize: number;
  encodedBodySize: number;
  renderBlockingStatus: string | null;
  /** Seen only in the DevTools protocol log (not in Resource Timing), e.g. a stream still open. */
  fromCdp?: boolean;
  /** A long-lived response (Server-Sent Events) still open when the run ended. */
  open?: boolean;
}

/** Lighthouse's split of an image LCP: where the time went. */
export interface LcpBreakdown {
  ttfbMs: number;
  /** From the first byte of the HTML until the LCP image was requested. */
  resourceLoadDelayMs: number;
  resourceLoadDurationMs: number;
  /** From the image's last byte until it was painted. */
  elementRenderDelayMs: number;
}

export interface LcpRun {
  run: number;
  lcpMs: number | null;
  fcpMs: number | null;
  element: LcpElement | null;
  candidates: LcpCandidate[];
  domContentLoadedMs: number | null;
  loadEventMs: number | null;
  /** Whether the page went quiet within the settle timeout. */
  settled: boolean;
  breakdown: LcpBreakdown | null;
  longTasks: { startTime: number; duration: number }[];
  waterfall: WaterfallEntry[];
  liveStreams: string[];
  foreignRequests: string[];
}

export interface LcpResult {
  profile: typeof MOBILE_PROFILE;
  runs: LcpRun[];
  medianLcpMs: number | null;
  medianFcpMs: number | null;
  target: { lcpMaxMs: number; pass: boolean };
}

/**
 * Installed before any script of the page runs. Plain JavaScript in a string: the Node tsconfig
 * has no DOM types, and this runs in the page.
 */
const OBSERVER_SCRIPT = `(() => {
  if (window.__benchPerf) return;
  const state = { lcp: [], fcp: null, longTasks: [] };
  Object.defineProperty(window, '__benchPerf', { value: state });
  const describe = (el) => {
    if (!el || !el.tagName) return null;
    const tag = el.tagName.toLowerCase();
    const id = el.id || null;
    const className = typeof el.className === 'string' && el.className.trim() ? el.className.trim() : null;
    const rawText = (el.textContent || '').replace(/\\s+/g, ' ').trim();
    const text = rawText ? rawText.slice(0, 60) + (rawText.length > 60 ? '…' : '') : null;
    const url = el.currentSrc || el.src || null;
    let description = tag;
    if (id) description += '#' + id;
    if (className) description += '.' + className.split(/\\s+/).slice(0, 2).join('.');
    if (url) description += ' ' + new URL(url, location.href).pathname;
    else if (text) description += ' "' + text + '"';
    return { tag, id, className, text, url, description };
  };
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch (error) {
      state['error_' + type] = String(error);
    }
  };
  observe('largest-contentful-paint', (e) => {
    state.lcp.push({ startTime: e.startTime, size: e.size, element: describe(e.element) });
  });
  observe('paint', (e) => {
    if (e.name === 'first-contentful-paint') state.fcp = e.startTime;
  });
  observe('longtask', (e) => {
    state.longTasks.push({ startTime: e.startTime, duration: e.duration });
  });
})();`;

/** Reads the observer's state and the page's timing entries (runs in the page). */
const READ_SCRIPT = `(() => {
  const state = window.__benchPerf || { lcp: [], fcp: null, longTasks: [] };
  const nav = performance.getEntriesByType('navigation')[0];
  const name = (url) => {
    const u = new URL(url, location.href);
    return u.origin === location.origin ? u.pathname + u.search : u.href;
  };
  const pick = (e) => ({
    name: name(e.name),
    initiatorType: e.initiatorType,
    startTime: e.startTime,
    requestStart: e.requestStart,
    responseStart: e.responseStart,
    responseEnd: e.responseEnd,
    transferSize: e.transferSize,
    encodedBodySize: e.encodedBodySize,
    renderBlockingStatus: e.renderBlockingStatus || null,
  });
  return {
    lcp: state.lcp,
    fcp: state.fcp,
    longTasks: state.longTasks,
    domContentLoaded: nav ? nav.domContentLoadedEventEnd : null,
    loadEvent: nav ? nav.loadEventEnd : null,
    waterfall: [...(nav ? [pick(nav)] : []), ...performance.getEntriesByType('resource').map(pick)],
  };
})()`;

interface PageReading {
  lcp: LcpCandidate[];
  fcp: number | null;
  longTasks: { startTime: number; duration: number }[];
  domContentLoaded: number | null;
  loadEvent: number | null;
  waterfall: WaterfallEntry[];
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function lcpRunCount(env: NodeJS.ProcessEnv = process.env): number {
  const parsed = Number.parseInt(env.BENCH_LCP_RUNS ?? '', 10);
  return Number.isFinite(parsed) ? Math.min(Math.max(parsed, 1), 50) : 5;
}

interface CdpRequest {
  url: string;
  type: string;
  /** Seconds, monotonic clock of the browser. */
  start: number;
  response?: number;
  end?: number;
  mimeType?: string;
}

/** Every request as the DevTools protocol sees it, to add what Resource Timing leaves out. */
function recordCdpRequests(cdp: CDPSession): Map<string, CdpRequest> {
  const log = new Map<string, CdpRequest>();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (log.size < 500)
      log.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other', start: e.timestamp });
  });
  cdp.on('Network.responseReceived', (e) => {
    const entry = log.get(e.requestId);
    if (entry) Object.assign(entry, { response: e.timestamp, mimeType: e.response.mimeType });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const entry = log.get(e.requestId);
    if (entry) entry.end = e.timestamp;
  });
  return log;
}

function withCdpOnlyRequests(
  waterfall: WaterfallEntry[],
  log: Map<string, CdpRequest>,
  baseUrl: string,
): WaterfallEntry[] {
  const origin = new URL(baseUrl).origin;
  const all = [...log.values()];
  const document = all.find((r) => r.type === 'Document');
  if (!document) return waterfall;
  const known = new Set(waterfall.map((w) => w.name));
  const at = (seconds: number | undefined): number =>
    seconds === undefined ? Number.NaN : (seconds - document.start) * 1_000;
  const extra = all.flatMap((r): WaterfallEntry[] => {
    if (r === document || !r.url.startsWith('http')) return [];
    const url = new URL(r.url);
    const name = url.origin === origin ? url.pathname + url.search : url.href;
    if (known.has(name)) return [];
    const open = r.end === undefined && isLongLivedStream(r.mimeType);
    return [
      {
        name,
        initiatorType: r.type.toLowerCase(),
        startTime: at(r.start),
        requestStart: at(r.start),
        responseStart: at(r.response),
        responseEnd: open ? at(r.response) : at(r.end),
        transferSize: 0,
        encodedBodySize: 0,
        renderBlockingStatus: null,
        fromCdp: true,
        open,
      },
    ];
  });
  return [...waterfall, ...extra].sort((a, b) => a.startTime - b.startTime);
}

export function lcpBreakdown(
  lcpMs: number | null,
  element: LcpElement | null,
  waterfall: readonly WaterfallEntry[],
): LcpBreakdown | null {
  const navigation = waterfall.find((w) => w.initiatorType === 'navigation');
  if (lcpMs === null || !navigation) return null;
  const ttfbMs = navigation.responseStart;
  const path = element?.url ? new URL(element.url).pathname : undefined;
  const resource = path ? waterfall.find((w) => w.name === path) : undefined;
  if (!resource) {
    // A text LCP: no resource, everything after the first byte is render delay.
    return {
      ttfbMs,
      resourceLoadDelayMs: 0,
      resourceLoadDurationMs: 0,
      elementRenderDelayMs: lcpMs - ttfbMs,
    };
  }
  return {
    ttfbMs,
    resourceLoadDelayMs: resource.startTime - ttfbMs,
    resourceLoadDurationMs: resource.responseEnd - resource.startTime,
    elementRenderDelayMs: lcpMs - resource.responseEnd,
  };
}

async function coldLoad(browser: Browser, baseUrl: string, run: number): Promise<LcpRun> {
  const p = MOBILE_PROFILE;
  const context = await browser.newContext({
    viewport: p.viewport,
    deviceScaleFactor: p.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: p.userAgent,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: OBSERVER_SCRIPT });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: p.latencyMs,
      downloadThroughput: p.downloadBytesPerSecond,
      uploadThroughput: p.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: p.cpuSlowdown });

    const cdpLog = recordCdpRequests(cdp);
    const tracker = trackNetwork(page);
    await page.goto(new URL('/', baseUrl).href, {
      waitUntil: 'load',
      timeout: NAVIGATION_TIMEOUT_MS,
    });

    let candidates = -1;
    let lastCandidateAt = Date.now();
    const settled = await waitForQuietNetwork(tracker, {
      quietMs: QUIET_MS,
      timeoutMs: SETTLE_TIMEOUT_MS,
      extraActivity: async () => {
        const count = await page.evaluate(
          '(window.__benchPerf ? window.__benchPerf.lcp.length : 0)',
        );
        if (count !== candidates) {
          candidates = count as number;
          lastCandidateAt = Date.now();
        }
        return lastCandidateAt;
      },
    });
    tracker.dispose();
    const reading = (await page.evaluate(READ_SCRIPT)) as PageReading;
    await cdp.detach().catch(() => undefined);

    const waterfall = withCdpOnlyRequests(reading.waterfall, cdpLog, baseUrl);
    const last = reading.lcp.at(-1);
    const lcpMs = last ? last.startTime : null;
    return {
      run,
      lcpMs,
      fcpMs: reading.fcp,
      element: last?.element ?? null,
      candidates: reading.lcp,
      domContentLoadedMs: reading.domContentLoaded,
      loadEventMs: reading.loadEvent,
      settled,
      breakdown: lcpBreakdown(lcpMs, last?.element ?? null, waterfall),
      longTasks: reading.longTasks,
      waterfall,
      liveStreams: tracker.streams(),
      foreignRequests: tracker.foreign(),
    };
  } finally {
    await context.close();
  }
}

export async function measureLcp(
  browser: Browser,
  baseUrl: string,
  options: { runs: number; onRun?: (run: LcpRun) => void },
): Promise<LcpResult> {
  const runs: LcpRun[] = [];
  for (let i = 1; i <= options.runs; i++) {
    const result = await coldLoad(browser, baseUrl, i);
    runs.push(result);
    options.onRun?.(result);
  }
  const lcps = runs.flatMap((r) => (r.lcpMs === null ? [] : [r.lcpMs]));
  const fcps = runs.flatMap((r) => (r.fcpMs === null ? [] : [r.fcpMs]));
  const medianLcpMs = median(lcps);
  return {
    profile: MOBILE_PROFILE,
    runs,
    medianLcpMs,
    medianFcpMs: median(fcps),
    target: {
      lcpMaxMs: LCP_TARGET_MS,
      // A run without any LCP entry counts against the target.
      pass: medianLcpMs !== null && lcps.length === runs.length && medianLcpMs <= LCP_TARGET_MS,
    },
  };
}

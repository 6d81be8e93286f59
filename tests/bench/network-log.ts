/**
 * Every request of one page load as the DevTools protocol sees it: the bytes that crossed the
 * (throttled) wire, which responses were JavaScript, and the requests Resource Timing leaves out
 * (a Server-Sent Events stream still open), for the waterfall.
 */
import type { CDPSession } from '@playwright/test';
import { isLongLivedStream } from './browser';
import type { ResourceTiming } from './page-observer';

export interface NetworkRequest {
  url: string;
  /** The protocol's resource type: Document, Script, Stylesheet, Image, Fetch, EventSource… */
  type: string;
  /** Seconds, the browser's monotonic clock. */
  start: number;
  response?: number;
  end?: number;
  mimeType?: string;
  /** Bytes received for it, headers included, as encoded on the wire (brotli, gzip…). */
  encodedBytes: number;
  failed?: boolean;
}

export interface WaterfallEntry {
  name: string;
  type: string;
  startTime: number;
  responseStart: number;
  responseEnd: number;
  /** Bytes on the wire; null when unknown. */
  transferBytes: number | null;
  renderBlocking: boolean;
  /** A long-lived response still open when the reading was taken. */
  open: boolean;
}

const MAX_REQUESTS = 1_000;

export function recordNetwork(cdp: CDPSession): { requests(): NetworkRequest[] } {
  const log = new Map<string, NetworkRequest>();
  cdp.on('Network.requestWillBeSent', (e) => {
    // A redirect reuses the id: the final request replaces the first.
    if (log.size < MAX_REQUESTS || log.has(e.requestId))
      log.set(e.requestId, {
        url: e.request.url,
        type: e.type ?? 'Other',
        start: e.timestamp,
        encodedBytes: 0,
      });
  });
  cdp.on('Network.responseReceived', (e) => {
    const entry = log.get(e.requestId);
    if (entry) Object.assign(entry, { response: e.timestamp, mimeType: e.response.mimeType });
  });
  cdp.on('Network.dataReceived', (e) => {
    const entry = log.get(e.requestId);
    // Counts a stream that never finishes; loadingFinished below gives the exact total otherwise.
    if (entry && entry.end === undefined) entry.encodedBytes += e.encodedDataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const entry = log.get(e.requestId);
    if (entry) Object.assign(entry, { end: e.timestamp, encodedBytes: e.encodedDataLength });
  });
  cdp.on('Network.loadingFailed', (e) => {
    const entry = log.get(e.requestId);
    if (entry) Object.assign(entry, { end: e.timestamp, failed: true });
  });
  return { requests: () => [...log.values()] };
}

export function transferredBytes(requests: readonly NetworkRequest[]): number {
  return requests.reduce((sum, r) => sum + r.encodedBytes, 0);
}

/** Scripts count while the page asks for them up to this long after its load event (issue 35). */
export const JS_WINDOW_AFTER_LOAD_MS = 3_000;

/**
 * The JavaScript files the page fetched (each once), in the order it asked for them. With
 * `loadEventMs` (since navigation start), only those asked for until the load event + 3 s: what a
 * visitor downloads for the page itself, not a later prefetch of the next one. The document
 * request's start stands for the navigation's start (both on the protocol's clock).
 */
export function scriptUrls(
  requests: readonly NetworkRequest[],
  loadEventMs?: number | null,
): string[] {
  const document = requests.find((r) => r.type === 'Document');
  const cutoff =
    loadEventMs === undefined || loadEventMs === null || !document
      ? Number.POSITIVE_INFINITY
      : document.start + (loadEventMs + JS_WINDOW_AFTER_LOAD_MS) / 1_000;
  const urls = requests
    .filter((r) => !r.failed && r.start <= cutoff)
    .filter((r) => r.type === 'Script' || (r.mimeType ?? '').includes('javascript'))
    .map((r) => r.url);
  return [...new Set(urls)];
}

function displayName(url: string, origin: string): string {
  const u = new URL(url);
  return u.origin === origin ? u.pathname + u.search : u.href;
}

/**
 * Resource Timing's entries (the page's own clock), plus what only the protocol saw, placed on
 * the same clock by the document request's start.
 */
export function buildWaterfall(
  resources: readonly ResourceTiming[],
  requests: readonly NetworkRequest[],
  pageUrl: string,
): WaterfallEntry[] {
  const origin = new URL(pageUrl).origin;
  const bytesByName = new Map(requests.map((r) => [displayName(r.url, origin), r.encodedBytes]));
  const timed: WaterfallEntry[] = resources.map((r) => ({
    name: r.name,
    type: r.initiatorType,
    startTime: r.startTime,
    responseStart: r.responseStart,
    responseEnd: r.responseEnd,
    transferBytes: bytesByName.get(r.name) ?? r.transferSize,
    renderBlocking: r.renderBlockingStatus === 'blocking',
    open: false,
  }));
  const document = requests.find((r) => r.type === 'Document');
  if (!document) return timed;
  const known = new Set(timed.map((w) => w.name));
  const at = (seconds: number | undefined): number =>
    seconds === undefined ? Number.NaN : (seconds - document.start) * 1_000;
  const extra = requests.flatMap((r): WaterfallEntry[] => {
    if (r === document || !r.url.startsWith('http')) return [];
    const name = displayName(r.url, origin);
    if (known.has(name)) return [];
    const open = r.end === undefined && isLongLivedStream(r.mimeType);
    return [
      {
        name,
        type: r.type.toLowerCase(),
        startTime: at(r.start),
        responseStart: at(r.response),
        responseEnd: open ? at(r.response) : at(r.end),
        transferBytes: r.encodedBytes,
        renderBlocking: false,
        open,
      },
    ];
  });
  return [...timed, ...extra].sort((a, b) => a.startTime - b.startTime);
}

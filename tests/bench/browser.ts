/**
 * Chromium for the benchmark: the project's launch options, with every host name except
 * 127.0.0.1 made unresolvable so a page can never reach the internet, and a tracker that says when
 * the page's network has gone quiet (a live Server-Sent Events stream never finishes, so
 * Playwright's own 'networkidle' would wait for ever).
 */
import { chromium, type Browser, type Page, type Request, type Response } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';

export async function launchBenchBrowser(): Promise<Browser> {
  const options = chromiumLaunchOptions();
  return chromium.launch({
    ...options,
    args: [...options.args, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
  });
}

/** Only the temporary server on this machine is ever benchmarked. */
export function assertLoopback(url: string): void {
  const { hostname } = new URL(url);
  if (hostname !== '127.0.0.1') {
    throw new Error(`Benchmark hanya boleh ke 127.0.0.1, bukan ${hostname} (${url})`);
  }
}

export function isLongLivedStream(contentType: string | undefined): boolean {
  return (contentType ?? '').includes('text/event-stream');
}

export interface NetworkTracker {
  /** Requests started but neither finished nor failed, without long-lived streams. */
  inFlight(): number;
  /** Date.now() of the last request start, end or failure. */
  lastActivity(): number;
  /** Requests to anything but 127.0.0.1 (blocked by the resolver rules; reported, never sent). */
  foreign(): string[];
  /** Long-lived streams seen (e.g. the live SSE channel). */
  streams(): string[];
  dispose(): void;
}

export function trackNetwork(page: Page): NetworkTracker {
  const pending = new Set<Request>();
  const foreign: string[] = [];
  const streams: string[] = [];
  let last = Date.now();
  const onRequest = (request: Request): void => {
    last = Date.now();
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.hostname !== '127.0.0.1')
      foreign.push(request.url());
    if (url.protocol.startsWith('http')) pending.add(request);
  };
  const onDone = (request: Request): void => {
    last = Date.now();
    pending.delete(request);
  };
  const onResponse = (response: Response): void => {
    last = Date.now();
    if (isLongLivedStream(response.headers()['content-type'])) {
      pending.delete(response.request());
      streams.push(response.request().url());
    }
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  page.on('response', onResponse);
  return {
    inFlight: () => pending.size,
    lastActivity: () => last,
    foreign: () => [...foreign],
    streams: () => [...streams],
    dispose() {
      page.off('request', onRequest);
      page.off('requestfinished', onDone);
      page.off('requestfailed', onDone);
      page.off('response', onResponse);
    },
  };
}

/**
 * Waits until no request has been in flight for `quietMs` (streams excluded), or `timeoutMs`
 * passed. Returns whether the network actually went quiet.
 */
export async function waitForQuietNetwork(
  tracker: NetworkTracker,
  options: { quietMs: number; timeoutMs: number; extraActivity?: () => Promise<number> },
): Promise<boolean> {
  const deadline = Date.now() + options.timeoutMs;
  const pollMs = 100;
  const maxPolls = Math.ceil(options.timeoutMs / pollMs) + 1;
  for (let i = 0; i < maxPolls && Date.now() < deadline; i++) {
    const extra = options.extraActivity ? await options.extraActivity() : 0;
    const last = Math.max(tracker.lastActivity(), extra);
    if (tracker.inFlight() === 0 && Date.now() - last >= options.quietMs) return true;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return false;
}

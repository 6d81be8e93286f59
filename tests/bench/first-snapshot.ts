/**
 * How long a page waits for its data: the time from opening a live stream (`/api/live/{topic}`,
 * Server-Sent Events) to its first complete `snapshot` event, which is what a visitor's page
 * renders from. autocannon cannot read a stream that never ends, so this opens streams itself,
 * `concurrency` at a time, reads each until its first snapshot and closes it.
 */
import { LIVE_EVENTS } from '../../src/shared/live';
import { assertLoopback } from './browser';

export interface SnapshotTiming {
  label: string;
  /** Streams opened and read to their first snapshot. */
  count: number;
  failures: number;
  p50Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
}

/** The value at quantile `q` (0..1) of sorted values, nearest rank. */
export function quantile(sorted: readonly number[], q: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}

/** Milliseconds until the stream at `url` has sent one whole snapshot event. */
async function firstSnapshotMs(url: string): Promise<number> {
  const controller = new AbortController();
  const started = performance.now();
  try {
    const response = await fetch(url, {
      signal: controller.signal,
      headers: { accept: 'text/event-stream' },
    });
    if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended before a snapshot');
      text += decoder.decode(value, { stream: true });
      // An event ends with a blank line; the snapshot is whole once its end has arrived.
      const at = text.indexOf(`event: ${LIVE_EVENTS.snapshot}`);
      if (at >= 0 && text.indexOf('\n\n', at) >= 0) return performance.now() - started;
    }
  } finally {
    controller.abort();
  }
}

/**
 * Opens `total` streams, `concurrency` at a time, cycling through `paths` (several queries, so
 * not every request asks for the same page), and reports the latency of the first snapshot.
 *
 * Before the timing, `warmUp` streams are read the same way, unmeasured, as the HTTP figures
 * start after autocannon's warm-up: a fresh server process runs its first few hundred requests
 * through unoptimised code (measured: the same 400 streams' p99 went from 60 ms in the first
 * round to 18 ms in the third), which a running portal pays once per start, not per visitor.
 * The warm-up reads other queries of the same topics (`warmUp`), never the measured ones, so
 * every measured query still starts with its page snapshot uncached. It also pays the one parse
 * of the whole collection after the bench's bulk seeding (parsed-list-cache.ts).
 */
export async function timeFirstSnapshots(
  baseUrl: string,
  label: string,
  paths: readonly string[],
  options: { total: number; concurrency: number; warmUp: readonly string[] },
): Promise<SnapshotTiming> {
  assertLoopback(baseUrl);
  await readStreams(baseUrl, options.warmUp, WARM_UP_STREAMS, options.concurrency);
  const { times, failures } = await readStreams(baseUrl, paths, options.total, options.concurrency);
  times.sort((a, b) => a - b);
  const round = (ms: number | null) => (ms === null ? null : Math.round(ms * 10) / 10);
  return {
    label,
    count: times.length,
    failures,
    p50Ms: round(quantile(times, 0.5)),
    p99Ms: round(quantile(times, 0.99)),
    maxMs: round(times.at(-1) ?? null),
  };
}

/** Untimed streams read before the measured ones (see timeFirstSnapshots). */
const WARM_UP_STREAMS = 300;

/** Reads `total` streams, `concurrency` at a time, cycling through `paths`; their times. */
async function readStreams(
  baseUrl: string,
  paths: readonly string[],
  total: number,
  concurrency: number,
): Promise<{ times: number[]; failures: number }> {
  const times: number[] = [];
  let failures = 0;
  let next = 0;
  const worker = async () => {
    while (next < total && paths.length > 0) {
      const path = paths[next % paths.length]!;
      next += 1;
      try {
        times.push(await firstSnapshotMs(new URL(path, baseUrl).href));
      } catch {
        failures += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { times, failures };
}

/** A live topic's path with its parameter, as the renderer opens it (`?p={JSON}`). */
export const livePath = (topic: string, param?: unknown): string =>
  param === undefined
    ? `/api/live/${topic}`
    : `/api/live/${topic}?p=${encodeURIComponent(JSON.stringify(param))}`;

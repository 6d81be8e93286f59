/**
 * HTTP throughput of the embedded server: autocannon against the temporary server on 127.0.0.1,
 * one endpoint at a time, requests per second and p99 latency, with every non-2xx response and
 * error reported.
 */
import autocannon, { type Result } from 'autocannon';
import { ARGON2_PARAMS } from '../../src/server/accounts/password-hasher';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import { assertLoopback } from './browser';

export interface HttpLoadTarget {
  label: string;
  path: string;
  method?: 'GET' | 'POST';
  /** A JSON body, sent with every request. */
  body?: unknown;
  /** The figures an issue asks of this endpoint, judged PASS or FAIL in the report. */
  target?: HttpTarget;
}

export interface HttpTarget {
  minRequestsPerSecond: number;
  maxP99Ms: number;
}

const argon2 = `argon2id m=${ARGON2_PARAMS.memoryCost} KiB, t=${ARGON2_PARAMS.timeCost}, p=${ARGON2_PARAMS.parallelism}`;

export const HTTP_TARGETS: readonly HttpLoadTarget[] = [
  { label: 'GET /api/health', path: '/api/health' },
  { label: 'GET / (HTML beranda)', path: '/' },
  // Every sign-in verifies a password hash: this is the cost of the hash parameters.
  {
    label: `POST /api/auth/login (${argon2})`,
    path: '/api/auth/login',
    method: 'POST',
    body: { email: 'sekjen@bem.demo', password: DEMO_PASSWORD },
  },
];

export interface HttpLoadResult {
  label: string;
  url: string;
  durationS: number;
  connections: number;
  totalRequests: number;
  requestsPerSecond: { average: number; stddev: number; min: number; max: number };
  latencyMs: { average: number; p50: number; p90: number; p99: number; max: number };
  throughputBytesPerSecond: number;
  statusCodes: Record<string, number>;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** When anything went wrong: what one plain request to the same URL answers afterwards. */
  sample: string | null;
  ok: boolean;
  target: (HttpTarget & { pass: boolean }) | null;
}

export function benchDurationSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const parsed = Number.parseFloat(env.BENCH_DURATION_S ?? '');
  return Number.isFinite(parsed) && parsed > 0 ? Math.min(parsed, 120) : 5;
}

/**
 * Unmeasured load before each measurement, so the figures are of the server's steady state (code
 * optimised by the JIT, caches warm), not of its first second.
 */
export function benchWarmupSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const parsed = Number.parseFloat(env.BENCH_WARMUP_S ?? '');
  return Number.isFinite(parsed) && parsed >= 0 ? Math.min(parsed, 60) : 2;
}

/** The server runs in a process of its own (server-process.ts), so autocannon runs right here. */
function runAutocannon(
  url: string,
  durationS: number,
  connections: number,
  target: HttpLoadTarget,
): Promise<Result> {
  return new Promise((resolve, reject) => {
    // Hard stop well after the planned duration, in case autocannon never reports.
    const guard = setTimeout(
      () => reject(new Error(`autocannon tidak selesai untuk ${url}`)),
      (durationS + 30) * 1_000,
    );
    const options = {
      url,
      connections,
      duration: durationS,
      timeout: 10,
      method: target.method ?? 'GET',
      ...(target.body === undefined
        ? {}
        : { body: JSON.stringify(target.body), headers: { 'content-type': 'application/json' } }),
    };
    const instance = autocannon(options, (error, result) => {
      clearTimeout(guard);
      if (error) reject(error);
      else resolve(result);
    });
    instance.on('error', (error: Error) => {
      clearTimeout(guard);
      reject(error);
    });
  });
}

/** Status and start of the body of one plain request, to show what the failing answers look like. */
async function sampleRequest(url: string): Promise<string> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    const body = (await response.text()).replace(/\s+/g, ' ').slice(0, 160);
    return `${response.status} ${response.headers.get('content-type') ?? ''}: ${body}`;
  } catch (error) {
    return `gagal: ${error instanceof Error ? error.message : String(error)}`;
  }
}

export async function measureHttpLoad(
  baseUrl: string,
  options: {
    durationS: number;
    warmupS?: number;
    connections: number;
    targets?: readonly HttpLoadTarget[];
  },
): Promise<HttpLoadResult[]> {
  assertLoopback(baseUrl);
  const results: HttpLoadResult[] = [];
  for (const target of options.targets ?? HTTP_TARGETS) {
    const url = new URL(target.path, baseUrl).href;
    assertLoopback(url);
    if (options.warmupS) await runAutocannon(url, options.warmupS, options.connections, target);
    const result = await runAutocannon(url, options.durationS, options.connections, target);
    const statusCodes = Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [
        code,
        Number(stat.count),
      ]),
    );
    const totalRequests = Object.values(statusCodes).reduce((sum, n) => sum + n, 0);
    const ok =
      result.non2xx === 0 && result.errors === 0 && result.timeouts === 0 && totalRequests > 0;
    results.push({
      label: target.label,
      url,
      durationS: result.duration,
      connections: options.connections,
      totalRequests,
      requestsPerSecond: {
        average: result.requests.average,
        stddev: result.requests.stddev,
        min: result.requests.min,
        max: result.requests.max,
      },
      latencyMs: {
        average: result.latency.average,
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        max: result.latency.max,
      },
      throughputBytesPerSecond: result.throughput.average,
      statusCodes,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      sample: ok ? null : await sampleRequest(url),
      ok,
      target: target.target
        ? {
            ...target.target,
            pass:
              ok &&
              result.requests.average >= target.target.minRequestsPerSecond &&
              result.latency.p99 < target.target.maxP99Ms,
          }
        : null,
    });
  }
  return results;
}

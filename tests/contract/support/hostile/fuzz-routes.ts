import http from 'node:http';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { TempServer } from '../../../support/temp-server';
import { checkAnswer, hostileCase, toRawRequest } from './hostile-request';
import { sendRaw } from './raw-http';
import type { RouteCase } from './route-cases';
import { storeFingerprint } from './store-fingerprint';

/**
 * Sends `runsPerRoute` generated requests to each route, one after the other, checking every
 * answer, and the store before and after each route's batch. Returns the statuses seen per route.
 * Random seeds: fast-check prints the seed and the failing request, and stops at the first one
 * (no shrinking, so a failure stays bounded in time).
 */
export async function fuzzRoutes(
  server: TempServer,
  masterToken: string,
  cases: Readonly<Record<string, RouteCase>>,
  routes: readonly string[],
  runsPerRoute: number,
  options: { spreadAddresses?: boolean } = {},
): Promise<{ sent: number; statuses: Record<string, Record<number, number>> }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const statuses: Record<string, Record<number, number>> = {};
  let sent = 0;
  try {
    for (const key of routes) {
      const routeCase = cases[key];
      if (!routeCase) throw new Error(`no hostile-input case for ${key}`);
      const method = key.split(' ')[0]!;
      const seen: Record<number, number> = (statuses[key] = {});
      const before = storeFingerprint(server.db, server.dataDir);
      await fc.assert(
        fc.asyncProperty(hostileCase(routeCase), async (hostile) => {
          sent += 1;
          const request = toRawRequest(method, hostile, masterToken);
          const answer = await sendRaw(server.url, request, agent, localAddress(sent, options));
          seen[answer.status] = (seen[answer.status] ?? 0) + 1;
          checkAnswer(answer, routeCase);
        }),
        { numRuns: runsPerRoute, endOnFailure: true },
      );
      expect(storeFingerprint(server.db, server.dataDir), `${key} stored something`).toEqual(
        before,
      );
    }
  } finally {
    agent.destroy();
  }
  return { sent, statuses };
}

/**
 * With `spreadAddresses`, requests come from 127.0.0.2–127.0.0.65 in turn (all of 127/8 is
 * loopback on Linux), so the per-address limits that the rate-limit settings do not expose
 * (registration, password reset) do not answer 429 before validation is reached.
 */
const localAddress = (n: number, options: { spreadAddresses?: boolean }) =>
  options.spreadAddresses && process.platform === 'linux' ? `127.0.0.${2 + (n % 64)}` : undefined;

export const statusReport = (statuses: Record<string, Record<number, number>>): string =>
  Object.entries(statuses)
    .map(([key, counts]) => `  ${key}: ${JSON.stringify(counts)}`)
    .join('\n');

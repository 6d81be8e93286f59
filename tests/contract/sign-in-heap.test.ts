import http from 'node:http';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTempServer, type TempServer } from '../support/temp-server';

/**
 * Issue 13, "Anyone can crash the server": the sign-in limiter kept every raw e-mail of the body
 * as a key for 15 minutes; ~600 sign-ins with unique 1 MB e-mails held 565 MB and ~4,200 ended the
 * process. Limits generous enough that every request reaches the route: the bound must come from
 * validating before limiting, not from the limiter refusing early.
 */
const SIGN_INS = 5_000;
const CONCURRENCY = 8;
const MB = 1024 * 1024;

let server: TempServer;

beforeAll(async () => {
  server = await startTempServer(
    {},
    {
      rateLimits: {
        signInPerAddress: 1e9,
        signInPerAccount: 1e9,
        windowMs: 15 * 60 * 1000,
        resetPerAddress: 1e9,
      },
    },
  );
});
afterAll(async () => {
  await server.dispose();
});

/** One body with a 1 MB e-mail (the whole body just under the API's 1 MiB limit). */
const TEMPLATE = Buffer.from(
  JSON.stringify({ email: `000000${'a'.repeat(1_000_000)}@bem.demo`, password: 'salah-sekali' }),
);
const EMAIL_AT = '{"email":"'.length;

/**
 * Sends one request with a unique 1 MB e-mail (its first six characters are the index, written
 * into the worker's own copy of the template: building 5 GB of strings would be the test's cost).
 * Resolves with the status as soon as the answer comes.
 */
function hugeSignIn(path: string, index: number, body: Buffer): Promise<number> {
  body.write(String(index).padStart(6, '0'), EMAIL_AT, 'latin1');
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      `${server.url}${path}`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
        outgoing.destroy();
      },
    );
    // The server may answer and close before the whole body is sent: that is the point.
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    outgoing.end(body);
  });
}

function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

describe('sign-in and reset with 1 MB e-mails', () => {
  it(`keeps the heap under 300 MB after ${SIGN_INS} of them, and the server answers`, async () => {
    const statuses = new Map<number, number>();
    let next = 0;
    const worker = async () => {
      const body = Buffer.from(TEMPLATE);
      while (next < SIGN_INS) {
        const index = next++;
        const path = index % 2 === 0 ? '/api/auth/login' : '/api/auth/forgot-password';
        const status = await hugeSignIn(path, index, body);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));

    collectGarbage();
    const { heapUsed } = process.memoryUsage();
    console.log(
      `sign-in heap test: ${[...statuses].map(([s, n]) => `${n}×${s}`).join(', ')}; heapUsed ${Math.round(heapUsed / MB)} MB`,
    );
    expect(heapUsed).toBeLessThan(300 * MB);
    // Refused as too large, never as a server error.
    expect([...statuses.keys()].every((status) => status < 500)).toBe(true);
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
  }, 300_000);
});

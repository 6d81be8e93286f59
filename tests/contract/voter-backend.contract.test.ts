import { afterAll, beforeAll } from 'vitest';
import { createHttpBackend } from '../../src/renderer/src/backend/http/http-backend';
import { startTempServer, type TempServer } from '../support/temp-server';
import { cookieJarFetch } from './support/cookie-jar-fetch';
import { GENEROUS_RATE_LIMITS } from './support/generous-limits';
import { describeVoterContract } from './voter-contract';

let server: TempServer;
beforeAll(async () => {
  server = await startTempServer({}, { rateLimits: GENEROUS_RATE_LIMITS });
});
afterAll(async () => {
  await server.dispose();
});

// Each client is another browser: its own cookie jar, so its own voter session.
describeVoterContract('http (embedded server)', () =>
  createHttpBackend({
    baseUrl: server.url,
    fetch: cookieJarFetch(),
    live: { retryInitialMs: 100, retryMaxMs: 500 },
  }),
);

import path from 'node:path';
import { test as base } from '@playwright/test';
import { startTempServer, type TempServer } from '../support/temp-server';

// Tracking: the tours visit "ticket not found" and wrong revision codes many times from one address.
const E2E_RATE_LIMITS = {
  signInPerAddress: 500,
  signInPerAccount: 100,
  windowMs: 15 * 60 * 1000,
  trackingPerAddress: 1000,
  // Voters register in several specs on one worker's server (voter-accounts, the page tour).
  registrationPerAddress: 200,
};

interface WorkerFixtures {
  /** The real embedded server with the real web build, on a fresh data dir and a free port. */
  portal: TempServer;
  /** The same server serving the navigation harness instead of the web build. */
  harness: TempServer;
}

export const test = base.extend<object, WorkerFixtures>({
  portal: [
    async ({}, use) => {
      // Many specs sign in on one shared server; the limits themselves are tested in tests/contract.
      const server = await startTempServer({}, { rateLimits: E2E_RATE_LIMITS });
      await use(server);
      await server.dispose();
    },
    { scope: 'worker' },
  ],
  harness: [
    async ({}, use) => {
      const server = await startTempServer(
        { webDir: path.resolve('dist/e2e-harness') },
        { rateLimits: E2E_RATE_LIMITS },
      );
      await use(server);
      await server.dispose();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ portal }, use) => {
    await use(portal.url);
  },
});

export { expect } from '@playwright/test';

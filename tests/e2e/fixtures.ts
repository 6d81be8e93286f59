import path from 'node:path';
import { test as base } from '@playwright/test';
import { startTempServer, type TempServer } from '../support/temp-server';

interface WorkerFixtures {
  /** The real embedded server with the real web build, on a fresh data dir and a free port. */
  portal: TempServer;
  /** The same server serving the navigation harness instead of the web build. */
  harness: TempServer;
}

export const test = base.extend<object, WorkerFixtures>({
  portal: [
    async ({}, use) => {
      const server = await startTempServer();
      await use(server);
      await server.dispose();
    },
    { scope: 'worker' },
  ],
  harness: [
    async ({}, use) => {
      const server = await startTempServer({ webDir: path.resolve('dist/e2e-harness') });
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

import { createHttpBackend } from '../../src/renderer/src/backend/http/http-backend';
import { describeBackendContract } from './backend-contract';
import { embeddedServerHarness } from './support/embedded-harness';

describeBackendContract('http (embedded server)', () =>
  embeddedServerHarness((baseUrl) =>
    createHttpBackend({ baseUrl, live: { retryInitialMs: 100, retryMaxMs: 500 } }),
  ),
);

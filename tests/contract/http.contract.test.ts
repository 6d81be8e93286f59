import fs from 'node:fs';
import { createHttpBackend } from '../../src/renderer/src/backend/http/http-backend';
import { startTempServer, type TempServer } from '../support/temp-server';
import { describeBackendContract } from './backend-contract';

describeBackendContract('http (embedded server)', async () => {
  let server: TempServer = await startTempServer();
  const port = new URL(server.url).port;
  const dataDir = server.dataDir;
  const backend = createHttpBackend({
    baseUrl: server.url,
    live: { retryInitialMs: 100, retryMaxMs: 500 },
  });
  return {
    backend,
    setGeneralSettings: async (doc) => {
      server.services.settings.replaceGeneral(doc);
    },
    async restart() {
      await server.close();
      // Same data dir and port: the client only knows the address.
      server = await startTempServer({ dataDir: server.dataDir, port: Number(port) });
    },
    async dispose() {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
});

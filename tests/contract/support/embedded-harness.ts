import fs from 'node:fs';
import type { Backend } from '../../../src/renderer/src/backend/contract';
import { startTempServer, type TempServer } from '../../support/temp-server';
import type { ContractHarness } from '../backend-contract';

/**
 * The contract suite's harness for the embedded server: a temporary server, the Backend under
 * test pointed at it, settings changed as the master's screen would, and a restart on the same
 * data dir and port (the client only knows the address).
 */
export async function embeddedServerHarness(
  backendFor: (url: string) => Backend,
): Promise<ContractHarness> {
  let server: TempServer = await startTempServer();
  const port = new URL(server.url).port;
  const dataDir = server.dataDir;
  return {
    backend: backendFor(server.url),
    setGeneralSettings: async (doc) => {
      server.services.settings.replaceGeneral(doc);
    },
    async restart() {
      await server.close();
      server = await startTempServer({ dataDir: server.dataDir, port: Number(port) });
    },
    async dispose() {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

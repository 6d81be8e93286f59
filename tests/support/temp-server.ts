import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerConfig } from '../../src/server/config';
import { startPortalServer, type PortalServer } from '../../src/server/server';

export interface TempServer extends PortalServer {
  dataDir: string;
  /** Stops the server and deletes its data dir. */
  dispose(): Promise<void>;
}

/**
 * The real embedded server on a fresh temporary data dir and a free port, for contract tests,
 * end-to-end tests and benchmarks.
 */
export async function startTempServer(
  overrides: Partial<ServerConfig> = {},
  options: Parameters<typeof startPortalServer>[1] = {},
): Promise<TempServer> {
  const dataDir = overrides.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bem-portal-'));
  const server = await startPortalServer(
    {
      host: '127.0.0.1',
      port: 0,
      dataDir,
      // The build the run's setup made (scripts/web-build.mjs honours the same variable): a run
      // with its own BEM_WEB_OUT_DIR must not test another run's dist/web.
      webDir: path.resolve(process.env.BEM_WEB_OUT_DIR ?? 'dist/web'),
      publicUrl: undefined,
      demo: true,
      logLevel: 'warn',
      shutdownGraceMs: 2_000,
      smtpUrl: undefined,
      mailFrom: 'Portal BEM KM Poltek Nuklir <no-reply@localhost>',
      initialMaster: undefined,
      desktopOrigins: ['app://bem'],
      ...overrides,
    },
    options,
  );
  return {
    ...server,
    dataDir,
    async dispose() {
      await server.close();
      if (!overrides.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

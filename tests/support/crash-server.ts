/**
 * The crash-safety test's server, in a process of its own so the test can SIGKILL it: the real
 * embedded server on the data dir given as the first argument (kept between runs), limits out of
 * the way. Sends `{url, routes}` over the IPC channel when it listens; `routes` is Fastify's route
 * tree, so the test can tell which write routes exist. Stops when the channel closes.
 */
import { startTempServer } from './temp-server';
import { UNLIMITED_RATE_LIMITS } from './unlimited-rate-limits';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('Pemakaian: crash-server.ts <folder data>');
if (!process.send) throw new Error('crash-server.ts dijalankan tanpa kanal IPC');

const server = await startTempServer(
  { dataDir, logLevel: 'info' },
  { rateLimits: UNLIMITED_RATE_LIMITS },
);
process.send({ url: server.url, routes: server.app.printRoutes({ commonPrefix: false }) });

process.on('disconnect', () => {
  void server.close().then(() => process.exit(0));
});

/**
 * A real embedded server in a process of its own whose every log line (level `trace`, pino JSON
 * on stdout) the parent keeps: what an operator reading the server's log would have. On the data
 * dir given as the first argument; sends `{url}` over the IPC channel when it listens; closes
 * (WAL checkpointed, as a stopped server leaves it) when the channel closes. Limits out of the way.
 */
import { startTempServer } from './temp-server';
import { UNLIMITED_RATE_LIMITS } from './unlimited-rate-limits';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('Pemakaian: logged-server.ts <folder data>');
if (!process.send) throw new Error('logged-server.ts dijalankan tanpa kanal IPC');

const server = await startTempServer(
  { dataDir, logLevel: 'trace' },
  { rateLimits: UNLIMITED_RATE_LIMITS },
);
process.send({ url: server.url });

process.on('disconnect', () => {
  void server.close().then(() => process.exit(0));
});

/**
 * A real embedded server in a process of its own whose every log line (level `trace`, pino JSON
 * on stdout) the parent keeps: what an operator reading the server's log would have. On the data
 * dir given as the first argument; sends `{url}` over the IPC channel when it listens; closes
 * (WAL checkpointed, as a stopped server leaves it) when the channel closes. Limits out of the way.
 */
import { startTempServer } from './temp-server';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('Pemakaian: logged-server.ts <folder data>');
if (!process.send) throw new Error('logged-server.ts dijalankan tanpa kanal IPC');

const server = await startTempServer(
  { dataDir, logLevel: 'trace' },
  {
    rateLimits: {
      signInPerAddress: 1e9,
      signInPerAccount: 1e9,
      windowMs: 60_000,
      intakePerAddress: 1e9,
      imageUploadsPerAddress: 1e9,
      trackingPerAddress: 1e9,
      trackingSpikePerMinute: 1e9,
      registrationPerAddress: 1e9,
      resetPerAddress: 1e9,
      resetMailsPerAccount: 1e9,
    },
  },
);
process.send({ url: server.url });

process.on('disconnect', () => {
  void server.close().then(() => process.exit(0));
});

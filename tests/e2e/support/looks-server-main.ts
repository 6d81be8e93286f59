import path from 'node:path';
import { startTempServer } from '../../support/temp-server';

// The screenshot tests' server, in a process of its own (started by looks-server.ts with the
// fixed clock preloaded): the real server with the real web build and the demo data.

// Its clock hardly moves, so no rate-limit window ever ends during a run: limits well above what
// the tour asks for.
const RATE_LIMITS = {
  signInPerAddress: 1000,
  signInPerAccount: 1000,
  windowMs: 15 * 60 * 1000,
  trackingPerAddress: 1000,
  registrationPerAddress: 1000,
};

// The web build the run's global setup made: dist/web, or where BEM_WEB_OUT_DIR put it.
const webDir = path.resolve(process.env.BEM_WEB_OUT_DIR ?? 'dist/web');
const server = await startTempServer({ webDir }, { rateLimits: RATE_LIMITS });
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
let stopping = false;
process.on('SIGTERM', () => {
  if (stopping) return;
  stopping = true;
  void server.dispose().finally(() => process.exit(0));
});

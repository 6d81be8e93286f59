/**
 * Starts tests/support/crash-server.ts (bundled) as a child process on a data dir and waits for
 * its ready message. `kill()` is SIGKILL: no shutdown hook runs, as in a crash or a power cut (minus the
 * disk cache, which the kernel keeps). The child's log lines (pino JSON) are kept for the test.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

export interface CrashServer {
  url: string;
  routes: string;
  /** The child's log so far, one parsed JSON object a line. */
  log(): { level: number; msg: string; [key: string]: unknown }[];
  /** The log once a line says `msg` (the pipe may lag behind the ready message). */
  logUntil(msg: string, timeoutMs?: number): Promise<{ level: number; msg: string }[]>;
  kill(): Promise<void>;
}

const SOURCE = path.resolve('tests/support/crash-server.ts');

/**
 * Bundles the server once (packages stay external, resolved from the project's node_modules):
 * a child started from the bundle skips the seconds tsx spends compiling the sources on every
 * start. Returns the entry to start; `dispose` removes the bundle.
 */
export async function bundleCrashServer(): Promise<{ entry: string; dispose(): void }> {
  const dir = path.resolve('dist/crash-server');
  const entry = path.join(dir, `crash-server-${process.pid}.mjs`);
  await build({
    entryPoints: [SOURCE],
    outfile: entry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
  });
  return { entry, dispose: () => fs.rmSync(entry, { force: true }) };
}

export function startCrashServer(
  entry: string,
  dataDir: string,
  readyTimeoutMs = 30_000,
): Promise<CrashServer> {
  const args = entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry];
  const child = spawn(process.execPath, [...args, dataDir], {
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  let output = '';
  let errors = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const log = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string });
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void kill();
      reject(new Error(`Server tidak siap dalam ${readyTimeoutMs} ms\n${errors}`));
    }, readyTimeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`Server berhenti sebelum siap (${code ?? signal})\n${errors}\n${output}`));
    });
    child.once('message', (message) => {
      clearTimeout(timer);
      const ready = message as { url?: unknown; routes?: unknown };
      if (typeof ready.url !== 'string' || typeof ready.routes !== 'string') {
        void kill();
        reject(new Error(`Pesan siap tidak terbaca: ${JSON.stringify(message)}`));
        return;
      }
      const logUntil = async (msg: string, timeoutMs = 5_000) => {
        for (const until = Date.now() + timeoutMs; Date.now() < until;) {
          if (log().some((line) => line.msg === msg)) break;
          await new Promise((done) => setTimeout(done, 20));
        }
        return log();
      };
      resolve({ url: ready.url, routes: ready.routes, log, logUntil, kill });
    });
  });
}

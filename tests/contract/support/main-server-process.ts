/**
 * The server as `npm start` runs it (scripts/start.mjs spawns `node --import tsx
 * src/server/main.ts`), in a process of its own, configured only by BEM_* variables — and the
 * project's CLIs the same way. For tests about what a second process on a data dir may do.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export interface MainServer {
  pid: number;
  url: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Sends `signal` (SIGTERM: a clean stop; SIGKILL: a crash) and waits for the process to end. */
  stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

export interface Finished {
  code: number | null;
  out: string;
  err: string;
  /** Still running after the time allowed, so killed (a server that should have refused). */
  timedOut: boolean;
}

/** The environment without the variables of the machine's own install (a backup folder). */
function baseEnvironment(): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  for (const name of Object.keys(environment))
    if (name.startsWith('BEM_')) delete environment[name];
  return environment;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Runs `node --import tsx <script> ...args` with `env` added, to its end — or kills it after
 * `timeoutMs` (a server that was meant to refuse but serves never ends by itself).
 */
export function runToEnd(
  script: string,
  args: string[],
  env: Record<string, string>,
  timeoutMs = 30_000,
): Promise<Finished> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(script), ...args], {
      env: { ...baseEnvironment(), ...env },
    });
    let out = '';
    let err = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, out, err, timedOut });
    });
  });
}

/** Starts src/server/main.ts with `env` and waits until its health check answers. */
export function startMainServer(
  env: Record<string, string> & { BEM_PORT: string },
  readyTimeoutMs = 60_000,
): Promise<MainServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('src/server/main.ts')], {
    env: { ...baseEnvironment(), BEM_HOST: '127.0.0.1', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (signal: 'SIGTERM' | 'SIGKILL') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const url = `http://127.0.0.1:${env.BEM_PORT}`;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop('SIGKILL');
      reject(new Error(`Server tidak siap dalam ${readyTimeoutMs} ms\n${output}`));
    }, readyTimeoutMs);
    const onExit = (code: number | null, signal: string | null) => {
      clearTimeout(timer);
      reject(new Error(`Server berhenti sebelum siap (${code ?? signal})\n${output}`));
    };
    child.once('exit', onExit);
    // main.ts prints its banner after listening; the health check confirms it is this server.
    const poll = async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      if (output.includes('berjalan')) {
        const healthy = await fetch(`${url}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (healthy) {
          clearTimeout(timer);
          child.off('exit', onExit);
          resolve({ pid: child.pid!, url, output: () => output, stop });
          return;
        }
      }
      setTimeout(() => void poll(), 50);
    };
    void poll();
  });
}

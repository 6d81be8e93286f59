import { spawn } from 'node:child_process';
import path from 'node:path';

export interface LoggedServer {
  url: string;
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string;
  /** Closes the server as a stop would (WAL checkpointed) and waits for the process to end. */
  stop(): Promise<void>;
}

const ENTRY = path.resolve('tests/support/logged-server.ts');

/** Starts tests/support/logged-server.ts on `dataDir` and waits for its address. */
export function startLoggedServer(dataDir: string, readyTimeoutMs = 60_000): Promise<LoggedServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY, dataDir], {
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    if (child.connected) child.disconnect();
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(killer);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`Server tidak siap dalam ${readyTimeoutMs} ms\n${output}`));
    }, readyTimeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`Server berhenti sebelum siap (${code ?? signal})\n${output}`));
    });
    child.once('message', (message) => {
      clearTimeout(timer);
      const url = (message as { url?: unknown }).url;
      if (typeof url !== 'string') {
        void stop();
        reject(new Error(`Pesan siap tidak terbaca: ${JSON.stringify(message)}`));
        return;
      }
      resolve({ url, output: () => output, stop });
    });
  });
}

/**
 * Starts tests/bench/bench-server.ts in a child process and waits for its ready message over the
 * IPC channel. Closing the channel stops the child; one that does not stop in time is killed.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { ElectionDayFixture } from './election-load';

export interface BenchServer {
  url: string;
  /** The ticket of the last seeded submission: tracking looks it up. */
  lastTicket: string;
  /** A page of one record for each such route (`/berita/:slug` → `/berita/pkkmb-2025…`). */
  recordPages: Record<string, string>;
  pid: number;
  /** Asks the server for the election day's election, voters and their sessions (now). */
  electionDay(): Promise<ElectionDayFixture>;
  stop(): Promise<void>;
}

const ENTRY = path.resolve('tests/bench/bench-server.ts');
const READY_TIMEOUT_MS = 120_000;

export function startBenchServer(webDir: string): Promise<BenchServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY, webDir], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const electionDay = () =>
    new Promise<ElectionDayFixture>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('Server benchmark tidak menyiapkan hari pemungutan suara')),
        READY_TIMEOUT_MS,
      );
      const answer = (message: unknown) => {
        const fixture = (message as { electionDay?: ElectionDayFixture }).electionDay;
        if (!fixture) return;
        clearTimeout(timer);
        child.off('message', answer);
        resolve(fixture);
      };
      child.on('message', answer);
      child.send({ electionDay: true });
    });
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    if (child.connected) child.disconnect();
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  };

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error('Server benchmark tidak siap dalam 120 detik'));
    }, READY_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Server benchmark berhenti sebelum siap (kode ${code ?? '?'})`));
    });
    child.once('message', (message) => {
      clearTimeout(timer);
      const ready = message as Partial<Pick<BenchServer, 'url' | 'lastTicket' | 'recordPages'>>;
      if (
        typeof ready.url === 'string' &&
        typeof ready.lastTicket === 'string' &&
        typeof ready.recordPages === 'object'
      ) {
        resolve({
          url: ready.url,
          lastTicket: ready.lastTicket,
          recordPages: ready.recordPages,
          pid: child.pid!,
          electionDay,
          stop,
        });
      } else {
        void stop();
        reject(new Error(`Pesan siap server benchmark tidak terbaca: ${JSON.stringify(message)}`));
      }
    });
  });
}

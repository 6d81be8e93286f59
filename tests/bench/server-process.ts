/**
 * Starts tests/bench/bench-server.ts in a child process and waits for its ready message over the
 * IPC channel. Closing the channel stops the child; one that does not stop in time is killed.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { ElectionDayFixture } from './election-load';
import type { BeleniosFixture } from './belenios-seed';

/** What the benchmark asks of the bench server for a Belenios election (belenios-seed.ts). */
type BeleniosRequestBody =
  { kind: 'seed'; voters: number; name: string } | { kind: 'decrypt'; eventId: string };
export type BeleniosRequest = BeleniosRequestBody & { id: number };
export interface BeleniosAnswer {
  id: number;
  value?: unknown;
  error?: string;
}

export interface BenchServer {
  url: string;
  /** The ticket of the last seeded submission: tracking looks it up. */
  lastTicket: string;
  /** A page of one record for each such route (`/berita/:slug` → `/berita/pkkmb-2025…`). */
  recordPages: Record<string, string>;
  pid: number;
  /** Asks the server for the election day's election, voters and their sessions (now). */
  electionDay(): Promise<ElectionDayFixture>;
  /** A Belenios election of `voters` voters, open, with their sessions and credentials (now). */
  beleniosElection(voters: number, name: string): Promise<BeleniosFixture>;
  /** Two of its three trustees decrypt the closed election's tally (in the server's process). */
  beleniosDecrypt(eventId: string): Promise<void>;
  stop(): Promise<void>;
}

const ENTRY = path.resolve('tests/bench/bench-server.ts');
const READY_TIMEOUT_MS = 120_000;
/** 2,000 credentials derived and a key generation on a busy 2-core machine: well within this. */
const BELENIOS_TIMEOUT_MS = 10 * 60_000;

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
  let lastId = 0;
  /** One request, answered by the message carrying its id. */
  const belenios = (request: BeleniosRequestBody) =>
    new Promise<unknown>((resolve, reject) => {
      lastId += 1;
      const id = lastId;
      const timer = setTimeout(() => {
        child.off('message', answer);
        reject(new Error(`Server benchmark tidak menjawab permintaan Belenios ${request.kind}`));
      }, BELENIOS_TIMEOUT_MS);
      const answer = (message: unknown) => {
        const got = (message as { belenios?: BeleniosAnswer }).belenios;
        if (got?.id !== id) return;
        clearTimeout(timer);
        child.off('message', answer);
        if (got.error === undefined) resolve(got.value);
        else reject(new Error(`Server benchmark (Belenios ${request.kind}): ${got.error}`));
      };
      child.on('message', answer);
      child.send({ belenios: { ...request, id } });
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
          beleniosElection: async (voters, name) =>
            (await belenios({ kind: 'seed', voters, name })) as BeleniosFixture,
          beleniosDecrypt: async (eventId) => {
            await belenios({ kind: 'decrypt', eventId });
          },
          stop,
        });
      } else {
        void stop();
        reject(new Error(`Pesan siap server benchmark tidak terbaca: ${JSON.stringify(message)}`));
      }
    });
  });
}

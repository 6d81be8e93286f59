/**
 * Issue 33, item 5, the crash case: the real server in a child process takes a burst of casts,
 * one per voter, and is killed with SIGKILL after a random number of them were answered; then it
 * starts again on the same data dir. A third of the voters drop the connection as soon as the
 * answer starts to arrive (a phone losing its signal): their ballot is committed, its receipt
 * never read. The others read their answer unless the kill came first. After each restart:
 * every voter with a has-voted record sees, in their booth, a receipt that is in the box (the
 * one the cast answered, when they read it), the box holds exactly one receipt per has-voted
 * record, and a voter who was not counted finds the open ballot and votes. At the end the
 * committee closes and publishes: the public list is exactly the receipts the booths showed.
 */
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../src/server/db/database';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import { RECEIPT_PATTERN, type BoothView } from '../../src/shared/evoting/ballot';
import { EVOTING_PATHS } from '../../src/shared/evoting/evoting-paths';
import type { ElectionResults } from '../../src/shared/evoting/results';
import { LIVE_TOPICS, liveTopicPath } from '../../src/shared/live';
import {
  bundleCrashServer,
  startCrashServer,
  type CrashServer,
} from '../support/crash-server-process';
import type { TempServer } from '../support/temp-server';
import { apiClient, type Caller } from './support/api-client';
import { electionOverHttp } from './support/election-over-http';
import { firstSnapshot } from './support/evoting-fixtures';
import { markPlaintextLegacyIn } from './support/legacy-election';
import { newVoter } from './support/voter-helpers';

const CYCLES = 3;
const VOTERS_PER_CYCLE = 16;

let entry: { entry: string; dispose(): void };
let dataDir: string;
let server: CrashServer | undefined;
let eventId = '';
let choices: string[] = [];

interface CrashVoter {
  caller: Caller;
  /** The receipt the cast answered, when an answer arrived. */
  answered: string | null;
  /** The receipt the booth showed after a restart. */
  shown: string | null;
}
const voters: CrashVoter[] = [];

const api = () => apiClient(server!.url);
/** firstSnapshot wants a server: only its url is read. */
const asTemp = () => ({ url: server!.url }) as TempServer;
const boothPath = () =>
  `${liveTopicPath(LIVE_TOPICS.booth)}?p=${encodeURIComponent(JSON.stringify(eventId))}`;

async function ok(method: string, url: string, as: Caller, body: unknown = {}, status = 200) {
  const answer = await api().call(method, url, { as, body });
  if (answer.status !== status)
    throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

beforeAll(async () => {
  entry = await bundleCrashServer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bem-kotak-'));
  server = await startCrashServer(entry.entry, dataDir);
  const election = await electionOverHttp(api(), {
    nama: 'Pemilihan Uji Mati Listrik',
    deskripsi: 'Pemilihan uji: server mati di tengah pemungutan suara.',
    candidates: 2,
  });
  const { panitia, committee } = election;
  eventId = election.eventId;
  choices = [...election.candidateIds, 'abstain'];
  for (let n = 0; n < CYCLES * VOTERS_PER_CYCLE; n += 1) {
    const input = newVoter({ namaLengkap: `Pemilih Mati Listrik ${n + 1}` });
    const registered = await api().call('POST', '/api/pemilih/register', { body: input });
    if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
    const cookie = registered.headers.get('set-cookie')!.split(';')[0]!;
    await ok(
      'POST',
      committee('pemilih'),
      panitia,
      { nim: input.nim, namaLengkap: input.namaLengkap },
      201,
    );
    voters.push({ caller: { cookie }, answered: null, shown: null });
  }
  // The subject is the plaintext ballot: an election from before the upgrade to trustees.
  markPlaintextLegacyIn(dataDir, eventId);
  await ok('POST', committee('buka'), panitia, {
    selesai: new Date(Date.now() + 60 * 60_000).toISOString(),
  });
}, 120_000);
afterAll(async () => {
  await server?.kill();
  entry?.dispose();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The box and the has-voted records, read from the data dir as the restarted server has it. */
function stored(): { receipts: string[]; voted: number } {
  const db = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true });
  try {
    return {
      receipts: db
        .prepare('SELECT kode_tanda FROM election_receipts WHERE election_id = ?')
        .pluck()
        .all(eventId) as string[],
      voted: (
        db
          .prepare('SELECT count(*) AS n FROM election_voted WHERE election_id = ?')
          .get(eventId) as {
          n: number;
        }
      ).n,
    };
  } finally {
    db.close();
  }
}

/**
 * A cast whose answer is never read: the request is sent whole, and the connection is dropped
 * when the first byte of the answer arrives (the server answers after its commit). Resolves
 * whether it got that far or the server died first.
 */
function castDroppingTheAnswer(url: string, voter: CrashVoter, pilihan: string): Promise<void> {
  const { hostname, port } = new URL(url);
  const payload = JSON.stringify({ pilihan });
  const request = [
    `POST ${EVOTING_PATHS.cast(eventId)} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(payload)}`,
    `Cookie: ${voter.caller.cookie!}`,
    '',
    payload,
  ].join('\r\n');
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(request));
    socket.once('data', () => socket.destroy());
    socket.once('close', () => resolve());
    socket.on('error', () => resolve());
  });
}

/**
 * One burst: every voter of `batch` casts at once (every third one dropping the answer); the
 * server dies after `killAfter` answers began to arrive.
 */
async function burstUntilKilled(batch: CrashVoter[], killAfter: number): Promise<void> {
  const live = server!;
  const url = live.url;
  let answers = 0;
  const answered = () => {
    answers += 1;
    if (answers >= killAfter) void live.kill();
  };
  await Promise.all(
    batch.map(async (voter, i) => {
      const pilihan = choices[i % choices.length]!;
      if (i % 3 === 0) {
        await castDroppingTheAnswer(url, voter, pilihan);
        answered();
        return;
      }
      try {
        const response = await fetch(`${url}${EVOTING_PATHS.cast(eventId)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: voter.caller.cookie! },
          body: JSON.stringify({ pilihan }),
        });
        const body = (await response.json()) as { kodeTanda?: string };
        if (response.status === 201 && body.kodeTanda) voter.answered = body.kodeTanda;
        answered();
      } catch {
        // Killed before this answer arrived: whether the ballot was committed, the booth says.
      }
    }),
  );
  await live.kill();
}

describe('a lost answer, and a SIGKILL in the middle of casting', () => {
  it('leaves every voter with a has-voted record a receipt, in the box, in their booth', async () => {
    const notCounted: CrashVoter[] = [];
    let unanswered = 0;
    for (let cycle = 0; cycle < CYCLES; cycle += 1) {
      const batch = [
        ...notCounted.splice(0),
        ...voters.slice(cycle * VOTERS_PER_CYCLE, (cycle + 1) * VOTERS_PER_CYCLE),
      ];
      // The first burst dies once every answer began to arrive: then at least the dropped
      // answers are certainly ballots committed and never read. Later ones die at random.
      await burstUntilKilled(batch, cycle === 0 ? batch.length : randomInt(1, batch.length));
      server = await startCrashServer(entry.entry, dataDir);
      const box = stored();
      expect(new Set(box.receipts).size, `cycle ${cycle}: one receipt per record`).toBe(box.voted);
      for (const voter of batch) {
        const view = await firstSnapshot<BoothView>(asTemp(), boothPath(), voter.caller);
        if (view.kind === 'terbuka') {
          // Not committed: nothing of theirs is stored, and they vote again below.
          expect(voter.answered, `cycle ${cycle}: an answered ballot was lost`).toBeNull();
          notCounted.push(voter);
          continue;
        }
        expect(view.alasan).toBe('sudah-memilih');
        const shown = view.kodeTanda;
        expect(shown, `cycle ${cycle}: a voter who voted sees no receipt`).toMatch(RECEIPT_PATTERN);
        expect(box.receipts).toContain(shown);
        if (voter.answered) expect(shown).toBe(voter.answered);
        else unanswered += 1;
        voter.shown = shown;
      }
    }
    expect(unanswered, 'no ballot was committed without its answer being read').toBeGreaterThan(0);
    // The last ones not counted vote now, on the running server, and see their receipt too.
    for (const voter of notCounted) {
      const cast = await api().call('POST', EVOTING_PATHS.cast(eventId), {
        as: voter.caller,
        body: { pilihan: choices[0] },
      });
      expect(cast.status).toBe(201);
      voter.answered = (cast.body as { kodeTanda: string }).kodeTanda;
      const view = await firstSnapshot<BoothView>(asTemp(), boothPath(), voter.caller);
      expect(view).toMatchObject({ alasan: 'sudah-memilih', kodeTanda: voter.answered });
      voter.shown = voter.answered;
    }

    // Closed and published: the public list is exactly the receipts the booths showed.
    const panitia = await api().signIn('panitia@bem.demo', DEMO_PASSWORD);
    await ok('POST', EVOTING_PATHS.committee(eventId, 'tutup'), panitia);
    const results = (await ok(
      'POST',
      EVOTING_PATHS.publishResults(eventId),
      panitia,
    )) as ElectionResults;
    expect([...results.kodeTanda].sort()).toEqual(voters.map((v) => v.shown!).sort());
    expect(results.suaraMasuk).toBe(voters.length);
    console.info(
      `receipt after a crash: ${CYCLES} kills; ${unanswered} ballots committed without their ` +
        `answer read, each receipt found again in its booth`,
    );
  }, 120_000);
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../src/server/db/database';
import { ABSTAIN } from '../../src/shared/evoting/ballot';
import { EVOTING_PATHS } from '../../src/shared/evoting/evoting-paths';
import type { ElectionResults } from '../../src/shared/evoting/results';
import { apiClient, type Caller } from './support/api-client';
import { electionOverHttp } from './support/election-over-http';
import { markPlaintextLegacyIn } from './support/legacy-election';
import { startLoggedServer, type LoggedServer } from './support/logged-server-process';
import { newVoter, registerVoter } from './support/voter-helpers';

/**
 * THE UNLINKABILITY TEST (issue 19 "Done when"; docs/EVOTING.md). A scripted election with known
 * choices runs on the real server in a process of its own, logging at `trace`, every step over
 * HTTP as the pages would make it. Then, with the server stopped as an operator would stop it,
 * the test reads what an operator has: every table of the database (sqlite_master → SELECT * of
 * each), the activity history and every line the server logged — and finds nothing that maps a
 * voter to a choice: no row with a voter beside a choice, a receipt beside a voter only in that
 * voter's own has-voted record (issue 33, item 5: their booth shows it again) and never beside a
 * choice, no time or order on the ballot side that could be matched to the has-voted records, no
 * history entry for a vote, no log line with a choice or a receipt.
 */
let server: LoggedServer;
let dataDir: string;
let api: ReturnType<typeof apiClient>;
let eventId = '';
const candidateIds: string[] = [];
let results: ElectionResults;
/** Log lines written before the first ballot: the rest were written while voting and after. */
let logBeforeVoting = 0;
let historiBeforeVoting = 0;
/** How many history entries the master's Histori page counts. */
let historiCount: () => Promise<number> = () => Promise.resolve(0);

interface ScriptedVoter {
  id: string;
  nim: string;
  email: string;
  namaLengkap: string;
  caller: Caller;
  /** Index into candidateIds, or abstain. */
  choice: number | typeof ABSTAIN;
  kodeTanda: string;
}
const voters: ScriptedVoter[] = [];
/** The choices, in the order the voters vote: three candidates and abstain. */
const SCRIPT: readonly (number | typeof ABSTAIN)[] = [0, 1, 0, ABSTAIN, 2, 0, 1, 0, 2, ABSTAIN];

const ok = async (
  method: string,
  url: string,
  as: Caller,
  body: unknown = {},
  status = 200,
): Promise<unknown> => {
  const answer = await api.call(method, url, { as, ...(method === 'GET' ? {} : { body }) });
  if (answer.status !== status)
    throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bem-rahasia-'));
  server = await startLoggedServer(dataDir);
  api = apiClient(server.url);
  const election = await electionOverHttp(api, {
    nama: 'Pemilihan Rahasia',
    deskripsi: 'Pemilihan uji kerahasiaan suara.',
    candidates: 3,
  });
  const { master, panitia, committee } = election;
  eventId = election.eventId;
  candidateIds.push(...election.candidateIds);
  historiCount = async () => ((await ok('GET', '/api/histori', master)) as { total: number }).total;
  for (const choice of SCRIPT) {
    const input = newVoter({ namaLengkap: `Pemilih Rahasia ${voters.length + 1}` });
    const caller = await registerVoter(api, input);
    const added = (await ok(
      'POST',
      committee('pemilih'),
      panitia,
      { nim: input.nim, namaLengkap: input.namaLengkap },
      201,
    )) as { voterId: string };
    voters.push({
      id: added.voterId,
      nim: input.nim,
      email: input.email.toLowerCase(),
      namaLengkap: input.namaLengkap,
      caller,
      choice,
      kodeTanda: '',
    });
  }
  // The subject is the plaintext ballot: an election from before the upgrade to trustees.
  markPlaintextLegacyIn(dataDir, eventId);
  await ok('POST', committee('buka'), panitia, {
    selesai: new Date(Date.now() + 60 * 60_000).toISOString(),
  });

  // Voting: one after another, in the script's order.
  await settle();
  logBeforeVoting = logLines().length;
  historiBeforeVoting = await historiCount();
  for (const voter of voters) {
    const pilihan = voter.choice === ABSTAIN ? ABSTAIN : candidateIds[voter.choice]!;
    const cast = (await ok(
      'POST',
      EVOTING_PATHS.cast(eventId),
      voter.caller,
      { pilihan },
      201,
    )) as {
      kodeTanda: string;
    };
    voter.kodeTanda = cast.kodeTanda;
  }
  await settle();
  expect(await historiCount(), 'a history entry was written for a vote').toBe(historiBeforeVoting);

  await ok('POST', committee('tutup'), panitia);
  results = (await ok('POST', EVOTING_PATHS.publishResults(eventId), panitia)) as ElectionResults;
  await settle();
  await server.stop();
}, 180_000);
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The log is written as the requests are answered: give the pipe a moment. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
const logLines = () =>
  server
    .output()
    .split('\n')
    .filter((line) => line.trim() !== '');
/** Every table of the stopped server's database, every row, as an operator would dump it. */
function dumpDatabase(): Map<string, Record<string, unknown>[]> {
  const db = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .pluck()
      .all() as string[];
    return new Map(
      tables.map((table) => [
        table,
        db.prepare(`SELECT * FROM "${table}"`).all() as Record<string, unknown>[],
      ]),
    );
  } finally {
    db.close();
  }
}

const voterMarks = () => voters.flatMap((v) => [v.id, v.nim, v.email, v.namaLengkap]);
const choiceMarks = () => [...candidateIds, ABSTAIN];
const receiptMarks = () => voters.map((v) => v.kodeTanda);
const holds = (values: readonly string[], marks: readonly string[]) =>
  marks.filter((mark) => values.some((value) => value.includes(mark)));
const valuesOf = (row: Record<string, unknown>) =>
  Object.values(row).map((value) => (typeof value === 'string' ? value : JSON.stringify(value)));

describe('the scripted election', () => {
  it('was counted as cast, and each voter finds their receipt', () => {
    const expected = [0, 1, 2].map((i) => SCRIPT.filter((choice) => choice === i).length);
    expect(results.kandidat.map((c) => c.suara)).toEqual(expected);
    expect(results.abstain).toBe(SCRIPT.filter((choice) => choice === ABSTAIN).length);
    expect(results.suaraMasuk).toBe(SCRIPT.length);
    for (const voter of voters) expect(results.kodeTanda).toContain(voter.kodeTanda);
  });
});

describe('the database holds nothing that maps a voter to a choice', () => {
  it('no row holds a voter together with a choice, nor a receipt with a choice', () => {
    const database = dumpDatabase();
    expect(database.size).toBeGreaterThan(20);
    const offending: string[] = [];
    for (const [table, rows] of database)
      for (const row of rows) {
        const values = valuesOf(row);
        const who = holds(values, voterMarks());
        const receipts = holds(values, receiptMarks());
        const choices = holds(values, choiceMarks());
        if (choices.length > 0 && (who.length > 0 || receipts.length > 0))
          offending.push(`${table}: ${JSON.stringify(row)}`);
      }
    expect(offending).toEqual([]);
  });

  it('a receipt sits beside a voter only in that voter’s own has-voted record', () => {
    // Issue 33, item 5: the record keeps the voter's own receipt so their booth can show it
    // again; it links the voter to a receipt, which names no choice (the test above).
    const database = dumpDatabase();
    const beside: string[] = [];
    for (const [table, rows] of database)
      for (const row of rows) {
        const values = valuesOf(row);
        if (holds(values, voterMarks()).length > 0 && holds(values, receiptMarks()).length > 0)
          beside.push(table);
      }
    expect([...new Set(beside)]).toEqual(['election_voted']);
    const voted = database.get('election_voted')!.filter((row) => row.election_id === eventId);
    for (const voter of voters)
      expect(voted.find((row) => row.voter_id === voter.id)?.kode_tanda).toBe(voter.kodeTanda);
  });

  it('receipts are in the box and each voter’s own record alone, choices in the counters (and the candidates) alone', () => {
    const database = dumpDatabase();
    const tablesHolding = (marks: readonly string[]) =>
      [...database]
        .filter(([, rows]) => rows.some((row) => holds(valuesOf(row), marks).length > 0))
        .map(([table]) => table)
        .sort();
    expect(tablesHolding(receiptMarks())).toEqual(['election_receipts', 'election_voted']);
    expect(tablesHolding(candidateIds)).toEqual(['candidates', 'election_tally']);
  });

  it('the ballot side has no voter, no time, no session and no order of arrival', () => {
    const database = dumpDatabase();
    const receipts = database.get('election_receipts')!.filter((r) => r.election_id === eventId);
    const tally = database.get('election_tally')!.filter((r) => r.election_id === eventId);
    expect(Object.keys(receipts[0]!).sort()).toEqual(['election_id', 'kode_tanda']);
    expect(Object.keys(tally[0]!).sort()).toEqual(['election_id', 'pilihan', 'suara']);
    for (const row of [...receipts, ...tally])
      for (const value of valuesOf(row)) expect(value).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    // Stored in the order of the random receipts themselves, not in the order they were cast.
    const stored = receipts.map((row) => row.kode_tanda as string);
    const castOrder = voters.map((voter) => voter.kodeTanda);
    expect(stored).toEqual([...castOrder].sort());
    // (Equal to the casting order only if ten random receipts came out sorted: 1 in 3,628,800.)
    expect(stored).not.toEqual(castOrder);
    // No rowid: no hidden insertion counter to read either.
    const db = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true });
    try {
      for (const table of ['election_receipts', 'election_tally', 'election_voted'])
        expect(() => db.prepare(`SELECT rowid FROM ${table}`).all(), table).toThrow(
          /no such column/,
        );
    } finally {
      db.close();
    }
  });

  it('the has-voted record says who voted, the minute and their own receipt, nothing of the choice', () => {
    const voted = dumpDatabase()
      .get('election_voted')!
      .filter((row) => row.election_id === eventId);
    expect(voted.map((row) => row.voter_id).sort()).toEqual(voters.map((v) => v.id).sort());
    for (const row of voted) {
      expect(Object.keys(row).sort()).toEqual([
        'election_id',
        'kode_tanda',
        'memilih_pada',
        'voter_id',
      ]);
      expect(row.memilih_pada).toMatch(/:00\.000Z$/);
    }
  });

  it('a stopped server leaves no write-ahead log: no page history of the ballots', () => {
    const wal = path.join(dataDir, `${DATABASE_FILE}-wal`);
    expect(fs.existsSync(wal) ? fs.statSync(wal).size : 0).toBe(0);
  });
});

describe('the history and the log hold nothing that maps a voter to a choice', () => {
  it('no history entry for a vote; the publication names the election only', () => {
    const entries = dumpDatabase().get('histori')!;
    const texts = entries.map((row) => JSON.stringify(row));
    for (const text of texts) {
      expect(holds([text], receiptMarks())).toEqual([]);
      expect(holds([text], voterMarks())).toEqual([]);
    }
    const publications = entries.filter(
      (row) => row.action === 'Publikasikan hasil pemilihan "Pemilihan Rahasia"',
    );
    expect(publications).toHaveLength(1);
  });

  it('no log line holds a choice, a receipt, a body or a voter', () => {
    const lines = logLines();
    expect(lines.length).toBeGreaterThan(logBeforeVoting);
    const castLines = lines.filter((line) => line.includes('/suara'));
    expect(castLines.length, 'the casting requests are logged (by address)').toBeGreaterThan(0);
    for (const line of lines) {
      expect(holds([line], [...receiptMarks(), ...candidateIds]), line).toEqual([]);
      expect(line).not.toMatch(/pilihan|abstain/i);
      expect(holds([line], voterMarks()), line).toEqual([]);
      for (const voter of voters) expect(line).not.toContain(voter.caller.cookie!.split('=')[1]);
    }
    // A log line is JSON of request facts: never a body.
    for (const line of lines.filter((l) => l.startsWith('{'))) {
      const entry = JSON.parse(line) as { req?: Record<string, unknown>; body?: unknown };
      expect(entry.body).toBeUndefined();
      expect(entry.req?.body).toBeUndefined();
    }
  });
});

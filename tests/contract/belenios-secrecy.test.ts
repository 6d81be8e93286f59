import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../src/server/db/database';
import { ABSTAIN } from '../../src/shared/evoting/ballot';
import { readArchive } from '../../src/shared/evoting/belenios/archive';
import { numberToString } from '../../src/shared/evoting/belenios/group';
import { deriveThresholdKeys } from '../../src/shared/evoting/belenios/threshold-trustee';
import { LIVE_TOPICS, liveTopicPath } from '../../src/shared/live';
import { apiClient } from './support/api-client';
import {
  type Choice,
  type PortalHttp,
  type TrusteeActor,
  type VoterActor,
  downloadArchive,
  expectOk,
  nameTrustees,
  openElection,
  rollOverHttp,
  scheduleElection,
  trusteeActor,
  userIdOf,
  voterActor,
} from './support/belenios-actors';
import { electionOverHttp, type ElectionOverHttp } from './support/election-over-http';
import { firstSnapshot } from './support/evoting-fixtures';
import { startLoggedServer, type LoggedServer } from './support/logged-server-process';
import { commitStates, dumpTables } from './support/wal-replay';

/**
 * THE HOSTILE OPERATOR (issue 34 "Done when"): the probe that broke the plaintext ballot, run
 * against a Belenios election. Ten voters with known choices vote on the real server (its own
 * process, logging at trace); while the election is still open the operator copies the database
 * and its write-ahead log, then opens the database as it stood after every commit the log holds.
 * In no state is there a choice or a count: the ballots are ciphertexts, the trustees' keys and
 * the voters' credentials are nowhere in the files, and no answer — to the master either — and
 * no log line gives a number per candidate before the trustees decrypt.
 */
const SCRIPT: readonly Choice[] = [0, 1, 0, ABSTAIN, 2, 0, 1, 0, 2, ABSTAIN];
let server: LoggedServer;
let dataDir = '';
let copyDir = '';
let http: PortalHttp;
let election: ElectionOverHttp;
let trustee: TrusteeActor;
const voters: VoterActor[] = [];
let states: string[] = [];
let rawCopy = '';

const param = (value: unknown) => `?p=${encodeURIComponent(JSON.stringify(value))}`;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bem-operator-'));
  copyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bem-operator-salinan-'));
  server = await startLoggedServer(dataDir);
  http = { api: apiClient(server.url), url: server.url };
  election = await electionOverHttp(http.api, {
    nama: 'Pemira Operator',
    deskripsi: 'Pemilihan uji operator yang tidak jujur.',
    candidates: 3,
  });
  const panitiaId = await userIdOf(http, election.panitia);
  await nameTrustees(http, election, { ambang: 1, panitia: [panitiaId], saksi: [] });
  trustee = trusteeActor(http, election.panitia, election.eventId);
  await trustee.certify();
  await trustee.sharePolynomial();
  await trustee.verifyShares();
  const callers = await rollOverHttp(http, election, SCRIPT.length);
  expectOk(await scheduleElection(http, election));
  for (const caller of callers) {
    const voter = voterActor(http, caller, election.eventId);
    expectOk(await voter.register());
    voters.push(voter);
  }
  expectOk(await openElection(http, election));
  for (const [i, voter] of voters.entries())
    expectOk(await voter.cast(await voter.ballot(SCRIPT[i]!)), 201, 'surat suara');

  // The operator's copy, taken while the election is open.
  const db = path.join(dataDir, DATABASE_FILE);
  fs.copyFileSync(db, path.join(copyDir, DATABASE_FILE));
  fs.copyFileSync(`${db}-wal`, path.join(copyDir, `${DATABASE_FILE}-wal`));
  rawCopy = Buffer.concat([
    fs.readFileSync(path.join(copyDir, DATABASE_FILE)),
    fs.readFileSync(path.join(copyDir, `${DATABASE_FILE}-wal`)),
  ]).toString('latin1');
  states = commitStates(
    path.join(copyDir, DATABASE_FILE),
    path.join(copyDir, `${DATABASE_FILE}-wal`),
    path.join(copyDir, 'replay'),
  );
}, 240_000);

afterAll(async () => {
  await server?.stop();
  for (const dir of [dataDir, copyDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const valuesOf = (row: Record<string, unknown>) =>
  Object.values(row).map((value) => (typeof value === 'string' ? value : JSON.stringify(value)));

describe('a copy of the database and its log, taken while the election is open', () => {
  it('replays commit by commit, ballots included', () => {
    // Every ballot is a commit of its own, so the log holds at least one state per voter.
    expect(states.length).toBeGreaterThan(SCRIPT.length);
    const last = dumpTables(states.at(-1)!);
    const ballots = last.get('belenios_ballots')!.filter((r) => r.election_id === election.eventId);
    expect(ballots).toHaveLength(SCRIPT.length);
  });

  it('in no state is there a count, a choice or a receipt beside a choice', () => {
    const choiceMarks = [...election.candidateIds, ABSTAIN];
    for (const state of states) {
      const tables = dumpTables(state);
      const mine = (table: string) =>
        (tables.get(table) ?? []).filter((row) => row.election_id === election.eventId);
      expect(mine('election_tally'), state).toEqual([]);
      expect(mine('election_receipts'), state).toEqual([]);
      for (const [table, rows] of tables) {
        if (table === 'candidates') continue;
        for (const row of rows) {
          // The demo's other elections are not this one.
          if ('election_id' in row && row.election_id !== election.eventId) continue;
          const found = choiceMarks.filter((mark) => valuesOf(row).some((v) => v.includes(mark)));
          expect(found, `${table} in ${path.basename(path.dirname(state))}`).toEqual([]);
        }
      }
    }
  });

  it('a stored ballot is ciphertexts and proofs only: nothing in it is a choice', () => {
    const last = dumpTables(states.at(-1)!);
    for (const row of last.get('belenios_ballots')!) {
      expect(Object.keys(row).sort()).toEqual([
        'election_id',
        'kredensial',
        'surat_suara',
        'tracker',
      ]);
      const ballot = JSON.parse(row.surat_suara as string) as Record<string, unknown>;
      expect(Object.keys(ballot).sort()).toEqual(
        ['answers', 'credential', 'election_hash', 'election_uuid', 'signature'].sort(),
      );
      for (const answer of ballot.answers as Record<string, unknown>[]) {
        expect(Object.keys(answer).sort()).toEqual(
          ['blank_proof', 'choices', 'individual_proofs', 'overall_proof'].sort(),
        );
        // Each choice an ElGamal pair of 2048-bit group elements, never a small number.
        for (const c of answer.choices as { alpha: string; beta: string }[]) {
          expect(c.alpha.length).toBeGreaterThan(100);
          expect(c.beta.length).toBeGreaterThan(100);
        }
      }
    }
  });

  it('the files hold no trustee key and no voter credential: nothing there can open a ballot', () => {
    const { signingKey, decryptionKey } = deriveThresholdKeys(trustee.seed);
    const secrets = [trustee.seed, numberToString(signingKey), numberToString(decryptionKey)];
    for (const voter of voters)
      secrets.push(voter.privateCredential, voter.privateCredential.replaceAll('-', ''));
    expect(secrets.filter((secret) => rawCopy.includes(secret))).toEqual([]);
  });
});

describe('no answer and no log line gives a count before the trustees decrypt', () => {
  const readers = () =>
    [
      ['a visitor', {}],
      ['the committee', election.panitia],
      ['the master', election.master],
    ] as const;

  it('while open and after closing: no results for anyone, master included, and a record without them', async () => {
    const results = `${liveTopicPath(LIVE_TOPICS.electionResults)}${param(election.eventId)}`;
    const check = async () => {
      for (const [who, as] of readers())
        expect(await firstSnapshot(server, results, as), who).toBeNull();
      const record = readArchive((await downloadArchive(http, election.eventId)).bytes);
      expect(record.partialDecryptions).toEqual([]);
      expect(record.result).toBeUndefined();
    };
    await check();
    expectOk(await http.api.call('POST', election.committee('tutup'), { as: election.panitia }));
    await check();
    // Publishing before any trustee decrypted is refused: there is nothing to count with.
    const early = await http.api.call('POST', election.committee('hasil', 'publikasikan'), {
      as: election.master,
    });
    expect(early.status).toBe(409);
  });

  it('no log line holds a choice, a ballot or a count', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const lines = server.output().split('\n');
    expect(lines.some((line) => line.includes('/surat-suara'))).toBe(true);
    for (const line of lines) {
      for (const id of election.candidateIds) expect(line).not.toContain(id);
      expect(line).not.toMatch(/"(answers|choices|suara)"/);
    }
  });
});

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABSTAIN } from '../../src/shared/evoting/ballot';
import { parseResult } from '../../src/shared/evoting/belenios/result';
import { verifyRecord } from '../../src/shared/evoting/belenios/verify-record';
import type { PublicElection } from '../../src/shared/evoting/election';
import { EVOTING_PATHS } from '../../src/shared/evoting/evoting-paths';
import type { ElectionResults } from '../../src/shared/evoting/results';
import { LIVE_TOPICS, liveTopicPath } from '../../src/shared/live';
import { DEMO_BALLOTS } from '../../src/server/seed/demo-ballots';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import { beleniosSkipReason, runTool, tool } from '../belenios/belenios-tool';
import { demoCredentialCode } from '../e2e/support/demo-credentials';
import { startTempServer, type TempServer } from '../support/temp-server';
import { apiClient, type Caller } from './support/api-client';
import {
  downloadArchive,
  expectOk,
  trusteeActor,
  voterActor,
  witnessSignIn,
  type PortalHttp,
} from './support/belenios-actors';
import { firstSnapshot } from './support/evoting-fixtures';
import { voterCookieOf } from './support/voter-helpers';

/**
 * A NEWCOMER RUNS THE DEMO'S PEMIRA TO ITS END (issue 34 item 6: "the demo's trustees' key files
 * are in the README's demo table, so a newcomer can run a whole election"). With nothing but what
 * the README gives — pemilih1's credential code from the committee's hand-out, the committee's
 * password, one witness's code and two key files from docs/demo/kunci-wali/ — pemilih1 votes, the
 * committee closes, two of the three trustees decrypt, the committee publishes, and the record
 * downloaded from /hasil passes `belenios-tool election verify` with the counts /hasil shows:
 * the six seeded ballots' choices (demo-ballots.ts) and pemilih1's.
 */
const PEMIRA = 'Pemilihan Raya Ketua dan Wakil Ketua BEM KM 2026';
const MINUTE = 60_000;
const skip = beleniosSkipReason();

let server: TempServer;
let http: PortalHttp;
let root = '';
let pemira: PublicElection;

const param = (value: unknown) => `?p=${encodeURIComponent(JSON.stringify(value))}`;

/** A demo key file, as the README names it: docs/demo/kunci-wali/kunci-wali-{uuid}-{posisi}.json. */
function keyFileSeed(uuid: string, posisi: number): string {
  const file = join('docs', 'demo', 'kunci-wali', `kunci-wali-${uuid}-${posisi}.json`);
  const key = JSON.parse(readFileSync(file, 'utf8')) as {
    uuid: string;
    posisi: number;
    benih: string;
  };
  expect({ uuid: key.uuid, posisi: key.posisi }).toEqual({ uuid, posisi });
  return key.benih;
}

async function voterSignIn(email: string): Promise<Caller> {
  const response = await fetch(`${server.url}/api/pemilih/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return voterCookieOf(response.headers);
}

beforeAll(async () => {
  server = await startTempServer();
  http = { api: apiClient(server.url), url: server.url };
  root = mkdtempSync(join(tmpdir(), 'bem-belenios-demo-run-'));
  const list = await firstSnapshot<PublicElection[]>(
    server,
    `${liveTopicPath(LIVE_TOPICS.electionsPublic)}${param({ q: '', status: 'semua' })}`,
  );
  pemira = list.find((e) => e.nama === PEMIRA)!;
}, MINUTE);
afterAll(async () => {
  await server?.dispose();
  if (root !== '') rmSync(root, { recursive: true, force: true });
});

describe("the demo's open Pemira, run to its end with the README's codes and key files", () => {
  it.skipIf(skip !== null)(
    'pemilih1 votes, the committee closes, trustees 1 and 2 decrypt, the record verifies',
    async () => {
      const eventId = pemira.id;
      // pemilih1 (NIM 012300001) types the code of the hand-out; they choose candidate pair 2.
      const voter = voterActor(
        http,
        await voterSignIn('pemilih1@bem.demo'),
        eventId,
        demoCredentialCode('012300001'),
      );
      const uuid = (await voter.view()).uuid;
      expectOk(await voter.cast(await voter.ballot(1)), 201, 'surat suara pemilih1');

      const committee = await http.api.signIn('panitia@bem.demo', DEMO_PASSWORD);
      expectOk(
        await http.api.call('POST', EVOTING_PATHS.committee(eventId, 'tutup'), {
          as: committee,
          body: {},
        }),
        200,
        'tutup sekarang',
      );

      // Trustee 1 is the committee account; trustee 2 a witness with this election's code.
      const witness = await witnessSignIn(http, 'saksi1@bem.demo', 'Saksi-Demo1-Pemira');
      expect(witness).toMatchObject({ eventId, posisi: 2 });
      for (const [caller, posisi] of [
        [committee, 1],
        [witness.caller, 2],
      ] as const) {
        const trustee = trusteeActor(http, caller, eventId, keyFileSeed(uuid, posisi));
        const text = await trustee.partialDecryption();
        expectOk(await trustee.send('dekripsi', text), 200, `dekripsi wali ${posisi}`);
      }

      const results = expectOk<ElectionResults>(
        await http.api.call('POST', EVOTING_PATHS.publishResults(eventId), {
          as: committee,
          body: {},
        }),
        200,
        'publikasi',
      );
      const seeded = DEMO_BALLOTS[PEMIRA]!.map((b) => b.pilihan);
      const cast = [...seeded, 2];
      const count = (choice: number | typeof ABSTAIN) => cast.filter((c) => c === choice).length;
      expect(results).toMatchObject({ suaraMasuk: 7, abstain: count(ABSTAIN) });
      expect(results.kandidat.map((k) => k.suara)).toEqual([count(1), count(2)]);
      const counts = [[count(ABSTAIN), count(1), count(2)]];

      const record = (await downloadArchive(http, eventId)).bytes;
      const verdict = verifyRecord(record);
      expect(verdict.steps.filter((s) => s.status !== 'ok')).toEqual([]);
      expect(verdict.result).toEqual(counts);

      const dir = mkdtempSync(join(root, 'arsip-'));
      writeFileSync(join(dir, `${uuid}.bel`), record);
      const run = runTool(['election', 'verify', `--dir=${dir}`], { cwd: dir });
      const output = run.stdout + run.stderr;
      expect(run.status, output).toBe(0);
      expect(output).toContain('all checks passed');
      expect(
        parseResult(tool(['election', 'compute-result', `--dir=${dir}`], { cwd: dir })),
      ).toEqual(counts);
    },
    3 * MINUTE,
  );
});

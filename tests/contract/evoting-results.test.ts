import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABSTAIN } from '../../src/shared/evoting/ballot';
import { EVOTING_PATHS } from '../../src/shared/evoting/evoting-paths';
import { PUBLISH_MESSAGES, type ElectionResults } from '../../src/shared/evoting/results';
import { LIVE_TOPICS, liveTopicPath } from '../../src/shared/live';
import { startTempServer, type TempServer } from '../support/temp-server';
import { apiClient, type Caller } from './support/api-client';
import {
  castAs,
  electionWithBallot,
  newBallotVoter,
  type BallotElection,
} from './support/ballot-fixtures';
import {
  accountOf,
  firstFrame,
  firstSnapshot,
  masterOf,
  storeSnapshot,
  type Account,
  type Voter,
} from './support/evoting-fixtures';
import { liveValue, visitorOf } from './support/live-value';

/**
 * Results (issue 19 "Done when"; ../shared/EVOTING.md "Results"): no count per candidate is
 * readable by anyone — visitor, voter, committee, master — before the election is closed and
 * published; only the committee or the master publishes, only once it has closed, only once;
 * then anyone reads the counts, every receipt and the fingerprint, which a test recomputes here
 * with node:crypto from the published page alone.
 */
const HOUR = 60 * 60 * 1000;
let now = Date.now();
let server: TempServer;
let api: ReturnType<typeof apiClient>;
let panitia: Account;
let outsider: Account;
let master: Caller;
let voters: Voter[];
let election: BallotElection;
const receipts: string[] = [];

const param = (value: unknown) => `?p=${encodeURIComponent(JSON.stringify(value))}`;
const resultsPath = (id: string) => `${liveTopicPath(LIVE_TOPICS.electionResults)}${param(id)}`;
const publish = (id: string, as?: Caller) =>
  api.call('POST', EVOTING_PATHS.publishResults(id), { ...(as ? { as } : {}), body: {} });

beforeAll(async () => {
  server = await startTempServer({}, { clock: () => now });
  api = apiClient(server.url);
  panitia = accountOf(server, 'panitia_requestor');
  outsider = accountOf(server, 'panitia_requestor', 'Panitia Lain');
  master = { bearer: server.services.sessions.create(masterOf(server).id, 'desktop').token };
  voters = Array.from({ length: 6 }, () => newBallotVoter(server, 'Pemilih Hasil'));
  election = await electionWithBallot(server, panitia, {
    candidates: 2,
    abstain: true,
    roll: voters,
    mulai: now - HOUR,
    selesai: now + HOUR,
    nama: 'Pemilihan Hasil Uji',
  });
  // 3 for number 1, 1 for number 2, 1 abstain; the sixth voter does not vote.
  const choices = [0, 0, 1, 0, ABSTAIN];
  for (const [i, choice] of choices.entries()) {
    const pilihan = choice === ABSTAIN ? ABSTAIN : election.candidates[choice as number]!.id;
    const answer = await castAs(api, voters[i]!, election.id, { pilihan });
    expect(answer.status).toBe(201);
    receipts.push((answer.body as { kodeTanda: string }).kodeTanda);
  }
});
afterAll(async () => {
  await server.dispose();
});

/** Everything a caller can read of e-voting: every topic they may watch, with each parameter. */
async function everythingReadable(as: Caller): Promise<string> {
  const texts: string[] = [];
  for (const topic of Object.values(LIVE_TOPICS)) {
    for (const p of ['', param(election.id), param({ q: '', status: 'semua' })]) {
      const frame = await firstFrame(server, `${liveTopicPath(topic)}${p}`, as);
      if (frame.status === 200) texts.push(frame.text);
    }
  }
  for (const path of ['/pemilihan', `/hasil/${election.id}`, '/api/settings/general'])
    texts.push(await (await fetch(`${server.url}${path}`, { headers: headersOf(as) })).text());
  return texts.join('\n');
}
const headersOf = (as: Caller): Record<string, string> => ({
  ...(as.cookie ? { cookie: as.cookie } : {}),
  ...(as.bearer ? { authorization: `Bearer ${as.bearer}` } : {}),
});

/**
 * No count, receipt or fingerprint in `text`: the fields of the results, and the receipts. A
 * voter who voted reads one receipt, their own, in their booth (issue 33, item 5): `own` is left
 * out, once, as the booth's `kodeTanda` field, and must be there.
 */
function expectNoCounts(text: string, who: string, own?: string) {
  let rest = text;
  if (own) {
    const field = `"kodeTanda":"${own}"`;
    expect(text.split(field), `${who} reads their own receipt once`).toHaveLength(2);
    rest = text.replace(field, '');
  }
  for (const field of ['"suara"', '"suaraMasuk"', '"kodeTanda"', '"sidikJari"', '"kandidat"'])
    expect(rest.includes(field), `${who} reads ${field}`).toBe(false);
  for (const receipt of receipts)
    expect(rest.includes(receipt), `${who} reads a receipt`).toBe(false);
}

/** Who reads, and the one receipt they may read (their own). */
const callers = (): [string, Caller, string?][] => [
  ['a visitor', {}],
  ['a voter who voted', voters[0]!.caller, receipts[0]],
  ['the committee', panitia.caller],
  ['the master', master],
];

describe('before publication, nobody reads a count', () => {
  it('while open: the results are null for everyone, and no answer holds a count', async () => {
    for (const [who, as, own] of callers()) {
      expect(await firstSnapshot(server, resultsPath(election.id), as), who).toBeNull();
      expectNoCounts(await everythingReadable(as), who, own);
    }
    // Turnout is what the committee sees.
    const view = await firstSnapshot<{ sudahMemilih: number; jumlahPemilih: number }>(
      server,
      `${liveTopicPath(LIVE_TOPICS.committeeElection)}${param(election.id)}`,
      panitia.caller,
    );
    expect(view).toMatchObject({ sudahMemilih: 5, jumlahPemilih: 6 });
  });

  it('publishing an open election is refused, for the committee and the master alike', async () => {
    const before = storeSnapshot(server);
    for (const as of [panitia.caller, master]) {
      const answer = await publish(election.id, as);
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ error: { message: PUBLISH_MESSAGES.notClosed } });
    }
    expect(storeSnapshot(server)).toBe(before);
  });

  it('another committee, a voter and a visitor may not publish at all', async () => {
    const before = storeSnapshot(server);
    expect((await publish(election.id, outsider.caller)).status).toBe(403);
    expect((await publish(election.id, voters[0]!.caller)).status).toBe(401);
    expect((await publish(election.id)).status).toBe(401);
    expect(storeSnapshot(server)).toBe(before);
  });

  it('once closed, still nothing until published', async () => {
    const closed = await api.call('POST', EVOTING_PATHS.committee(election.id, 'tutup'), {
      as: panitia.caller,
      body: {},
    });
    expect(closed.status).toBe(200);
    expectNoCounts(JSON.stringify(closed.body), 'the close answer');
    for (const [who, as, own] of callers()) {
      expect(await firstSnapshot(server, resultsPath(election.id), as), who).toBeNull();
      expectNoCounts(await everythingReadable(as), who, own);
    }
  });
});

describe('publication', () => {
  let results: ElectionResults;

  it('the committee publishes a closed election once; anyone then reads it, live', async () => {
    const arrives = liveValue<ElectionResults | null>(
      (o) => visitorOf(server).ballot.watchResults(election.id, o),
      (value) => value !== null,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const answer = await publish(election.id, panitia.caller);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    results = answer.body as ElectionResults;
    expect(await arrives).toEqual(results);
    expect(results).toMatchObject({
      jumlahPemilih: 6,
      suaraMasuk: 5,
      abstain: 1,
      kandidat: [
        { nomor: 1, suara: 3 },
        { nomor: 2, suara: 1 },
      ],
      election: { id: election.id, state: 'selesai', hasilDipublikasikan: true },
    });
    expect(results.kodeTanda).toEqual([...receipts].sort());
    expect(results.ditutupPada).toBe(new Date(now).toISOString());
    // The history names the act and the election, nobody's ballot.
    const entries = server.services.histori.all({}).map((entry) => entry.action);
    expect(entries).toContain('Publikasikan hasil pemilihan "Pemilihan Hasil Uji"');
    // Once only, whoever asks again.
    for (const as of [panitia.caller, master]) {
      const again = await publish(election.id, as);
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ error: { message: PUBLISH_MESSAGES.alreadyPublished } });
    }
    expect(await firstSnapshot(server, resultsPath(election.id))).toEqual(results);
    // The same reading that found no count before publication finds them now.
    const readable = await everythingReadable({});
    expect(readable).toContain('"suara"');
    expect(readable).toContain(receipts[0]);
  });

  it('its fingerprint is recomputed from the published receipts and counts (node:crypto)', () => {
    // Written from the rule the page states (FINGERPRINT_HOW_TO), not with the app's own code.
    const lines = [
      ...[...results.kodeTanda].sort(),
      ...results.kandidat.map((candidate) => `${candidate.nomor}:${candidate.suara}`),
      `abstain:${results.abstain}`,
    ];
    const text = lines.map((line) => `${line}\n`).join('');
    expect(createHash('sha256').update(text, 'utf8').digest('hex')).toBe(results.sidikJari);
    // Any other box gives another fingerprint.
    const altered = text.replace('1:3\n', '1:4\n');
    expect(createHash('sha256').update(altered, 'utf8').digest('hex')).not.toBe(results.sidikJari);
  });

  it('the master may publish too; an election without abstain has no abstain line', async () => {
    now = Date.now();
    const pair = [newBallotVoter(server), newBallotVoter(server)];
    const other = await electionWithBallot(server, panitia, {
      candidates: 2,
      abstain: false,
      roll: pair,
      mulai: now - HOUR,
      selesai: now + HOUR,
    });
    for (const voter of pair)
      expect(
        (await castAs(api, voter, other.id, { pilihan: other.candidates[1]!.id })).status,
      ).toBe(201);
    now += 2 * HOUR;
    const answer = await publish(other.id, master);
    expect(answer.status).toBe(200);
    const published = answer.body as ElectionResults;
    expect(published.abstain).toBeNull();
    const text = [...published.kodeTanda.sort(), '1:0', '2:2'].map((l) => `${l}\n`).join('');
    expect(createHash('sha256').update(text).digest('hex')).toBe(published.sidikJari);
  });

  it('a cancelled or scheduled election has no results to publish', async () => {
    now = Date.now();
    const scheduled = await electionWithBallot(server, panitia, {
      candidates: 1,
      abstain: true,
      roll: [newBallotVoter(server)],
      mulai: now + HOUR,
      selesai: now + 2 * HOUR,
    });
    const before = storeSnapshot(server);
    const early = await publish(scheduled.id, panitia.caller);
    expect(early.body).toMatchObject({ error: { message: PUBLISH_MESSAGES.notClosed } });
    expect(storeSnapshot(server)).toBe(before);
    const cancelled = await api.call('POST', EVOTING_PATHS.cancel(scheduled.id), {
      as: master,
      body: {},
    });
    expect(cancelled.status).toBe(200);
    now += 3 * HOUR;
    const after = storeSnapshot(server);
    const refused = await publish(scheduled.id, master);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { message: PUBLISH_MESSAGES.cancelled } });
    expect(storeSnapshot(server)).toBe(after);
    expect(await firstSnapshot(server, resultsPath(scheduled.id))).toBeNull();
    expect((await publish('tidak-ada', master)).status).toBe(404);
    expect(await firstSnapshot(server, resultsPath('tidak-ada'))).toBeNull();
  });
});

describe('the demo data (README)', () => {
  it('the closed UKM Robotika election is a published Belenios election', async () => {
    const all = server.services.evoting.reads.all();
    const robotika = all.find((e) => e.nama === 'Pemilihan Ketua UKM Robotika 2025')!;
    const pemira = all.find((e) => e.nama === 'Pemilihan Raya Ketua dan Wakil Ketua BEM KM 2026')!;
    const published = await firstSnapshot<ElectionResults>(server, resultsPath(robotika.id));
    expect(published).toMatchObject({
      jumlahPemilih: 12,
      suaraMasuk: 9,
      abstain: 1,
      kandidat: [{ suara: 5 }, { suara: 3 }],
    });
    // Its record is verified by tests/contract/belenios-demo.test.ts; the receipts are trackers.
    expect(published.beleniosUuid).toMatch(/^[1-9A-HJ-NP-Za-km-z]{14}$/);
    expect(published.kodeTanda).toHaveLength(9);
    // The open Pemira: six have voted, the demo voters pemilih1-3 can still vote.
    expect(pemira).toMatchObject({ state: 'berlangsung', sudahMemilih: 6, jumlahPemilih: 13 });
    expect(await firstSnapshot(server, resultsPath(pemira.id))).toBeNull();
    const voted = server.db
      .prepare(
        `SELECT v.email FROM election_voted w JOIN voters v ON v.id = w.voter_id
         WHERE w.election_id = ? ORDER BY v.email`,
      )
      .pluck()
      .all(pemira.id);
    for (const email of ['pemilih1@bem.demo', 'pemilih2@bem.demo', 'pemilih3@bem.demo'])
      expect(voted).not.toContain(email);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ABSTAIN,
  BOOTH_MESSAGES,
  CHOICE_MESSAGES,
  RECEIPT_PATTERN,
  type BoothView,
} from '../../src/shared/evoting/ballot';
import type { CommitteeElection, VoterElection } from '../../src/shared/evoting/election-views';
import { LIVE_TOPICS, liveTopicPath } from '../../src/shared/live';
import { startTempServer, type TempServer } from '../support/temp-server';
import { apiClient } from './support/api-client';
import {
  boxOf,
  castAs,
  electionWithBallot,
  newBallotVoter,
  voterBackend,
  type BallotElection,
} from './support/ballot-fixtures';
import {
  accountOf,
  electionFor,
  firstFrame,
  firstSnapshot,
  storeSnapshot,
  type Account,
  type Voter,
} from './support/evoting-fixtures';
import { liveValue } from './support/live-value';
import { putOnRoll } from './support/voter-helpers';

/**
 * Casting (issue 19 "Done when"; ../shared/EVOTING.md "The ballot"), on the real server over
 * HTTP: one counted ballot per voter however concurrent the attempts, every refusal by the
 * backend's clock and the roll, a choice only from the frozen ballot, nothing changed by a
 * refused attempt; and the live views a ballot moves: the committee's turnout, the voter's
 * dashboard and booth.
 */
const HOUR = 60 * 60 * 1000;
let now = Date.now();
let server: TempServer;
let api: ReturnType<typeof apiClient>;
let panitia: Account;

beforeAll(async () => {
  server = await startTempServer({}, { clock: () => now });
  api = apiClient(server.url);
  panitia = accountOf(server, 'panitia_requestor');
});
afterAll(async () => {
  await server.dispose();
});

const refusal = (message: string) => ({ error: { code: 'CONFLICT', message } });
const sum = (tally: Record<string, number>) => Object.values(tally).reduce((a, b) => a + b, 0);

describe('one voter, one counted ballot', () => {
  it('50 concurrent attempts of one voter: exactly one is counted, 49 are refused', async () => {
    now = Date.now();
    const voter = newBallotVoter(server);
    const election = await electionWithBallot(server, panitia, {
      candidates: 2,
      abstain: true,
      roll: [voter],
      mulai: now - HOUR,
      selesai: now + HOUR,
    });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        castAs(api, voter, election.id, {
          pilihan: election.candidates[i % 2]!.id,
        }),
      ),
    );
    const counted = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(counted).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const answer of refused)
      expect(answer.body).toMatchObject(refusal(BOOTH_MESSAGES['sudah-memilih']));
    const { kodeTanda } = counted[0]!.body as { kodeTanda: string };
    expect(kodeTanda).toMatch(RECEIPT_PATTERN);
    const box = boxOf(server, election.id);
    expect(box.voted).toEqual([voter.id]);
    expect(box.receipts).toEqual([kodeTanda]);
    expect(sum(box.tally)).toBe(1);
    // Every choice's counter exists, whichever was chosen: the rows say nothing either.
    expect(Object.keys(box.tally).sort()).toEqual(
      [ABSTAIN, ...election.candidates.map((c) => c.id)].sort(),
    );
  });
});

describe('who may not cast, and when', () => {
  let election: BallotElection;
  let onRoll: Voter;
  let waiting: Voter;
  let rejected: Voter;
  let stranger: Voter;
  const mulai = Date.now() + 2 * HOUR;
  const selesai = mulai + HOUR;

  beforeAll(async () => {
    now = Date.now();
    onRoll = newBallotVoter(server);
    waiting = newBallotVoter(server);
    rejected = newBallotVoter(server);
    stranger = newBallotVoter(server);
    election = await electionWithBallot(server, panitia, {
      candidates: 2,
      abstain: false,
      roll: [onRoll],
      mulai,
      selesai,
    });
    putOnRoll(server, election.id, waiting.id, 'menunggu');
    putOnRoll(server, election.id, rejected.id, 'ditolak');
  });

  /** Every attempt here is refused and leaves the whole store as it was. */
  const expectRefused = async (
    voter: Voter,
    body: unknown,
    status: number,
    expected: object,
    eventId = election.id,
  ) => {
    const before = storeSnapshot(server);
    const answer = await castAs(api, voter, eventId, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body).toMatchObject(expected);
    expect(storeSnapshot(server)).toBe(before);
  };
  const first = () => ({ pilihan: election.candidates[0]!.id });

  it('refuses anyone but a verified voter on the roll', async () => {
    now = mulai + 1;
    await expectRefused(stranger, first(), 409, refusal(BOOTH_MESSAGES['bukan-pemilih']));
    await expectRefused(waiting, first(), 409, refusal(BOOTH_MESSAGES['belum-diverifikasi']));
    await expectRefused(rejected, first(), 409, refusal(BOOTH_MESSAGES['bukan-pemilih']));
    const anonymous = await api.call('POST', `/api/pemilih/pemilihan/${election.id}/suara`, {
      body: first(),
    });
    expect(anonymous.status).toBe(401);
    // An admin session is no voter's.
    const admin = await api.call('POST', `/api/pemilih/pemilihan/${election.id}/suara`, {
      as: panitia.caller,
      body: first(),
    });
    expect(admin.status).toBe(401);
  });

  it("refuses before the start, after the end, and exactly at the end (by the backend's clock)", async () => {
    now = mulai - 1;
    await expectRefused(onRoll, first(), 409, refusal(BOOTH_MESSAGES['belum-dibuka']));
    now = selesai;
    await expectRefused(onRoll, first(), 409, refusal(BOOTH_MESSAGES['sudah-ditutup']));
    now = selesai + HOUR;
    await expectRefused(onRoll, first(), 409, refusal(BOOTH_MESSAGES['sudah-ditutup']));
  });

  it('refuses a choice that is not on this ballot, and abstain where there is none', async () => {
    now = mulai + 1;
    const field = (message: string) => ({
      error: { code: 'VALIDATION', fields: { pilihan: message } },
    });
    await expectRefused(
      onRoll,
      { pilihan: 'bukan-kandidat' },
      400,
      field(CHOICE_MESSAGES.notOnBallot),
    );
    await expectRefused(
      onRoll,
      { pilihan: ABSTAIN },
      400,
      field(CHOICE_MESSAGES.abstainNotAllowed),
    );
    // Another election's candidate is not on this ballot.
    const other = await electionWithBallot(server, panitia, {
      candidates: 1,
      abstain: true,
      roll: [],
      mulai: mulai + 10 * HOUR,
      selesai: mulai + 11 * HOUR,
    });
    await expectRefused(
      onRoll,
      { pilihan: other.candidates[0]!.id },
      400,
      field(CHOICE_MESSAGES.notOnBallot),
    );
    for (const body of [{}, { pilihan: 1 }, { pilihan: '' }, { pilihan: 'x'.repeat(65) }, []])
      await expectRefused(onRoll, body, 400, { error: { code: 'VALIDATION' } });
    await expectRefused(onRoll, { ...first(), lagi: 1 }, 400, { error: { code: 'VALIDATION' } });
  });

  it('answers 404 for an election that does not exist, or is a draft', async () => {
    now = mulai + 1;
    const draft = electionFor(server, panitia.user);
    await expectRefused(onRoll, first(), 404, { error: { code: 'NOT_FOUND' } }, draft);
    await expectRefused(onRoll, first(), 404, { error: { code: 'NOT_FOUND' } }, 'tidak-ada');
  });

  it('counts the verified voter once while open, then refuses them', async () => {
    now = mulai + 1;
    const cast = await castAs(api, onRoll, election.id, first());
    expect(cast.status).toBe(201);
    now = mulai + 2;
    const again = await castAs(api, onRoll, election.id, {
      pilihan: election.candidates[1]!.id,
    });
    expect(again.status).toBe(409);
    expect(boxOf(server, election.id).tally).toEqual({
      [election.candidates[0]!.id]: 1,
      [election.candidates[1]!.id]: 0,
    });
  });
});

describe('the booth, the dashboard and the turnout, live', () => {
  it("shows the voter their ballot, then that they voted and when; the committee's turnout moves", async () => {
    now = Date.now();
    const voter = newBallotVoter(server);
    const election = await electionWithBallot(server, panitia, {
      candidates: 2,
      abstain: true,
      roll: [voter, newBallotVoter(server)],
      mulai: now - HOUR,
      selesai: now + HOUR,
    });
    const backend = voterBackend(server, voter);
    const booth = await liveValue<BoothView>((o) => backend.ballot.watchBooth(election.id, o));
    expect(booth).toMatchObject({ kind: 'terbuka', abstain: true });
    expect(booth.kind === 'terbuka' && booth.candidates.map((c) => c.nomor)).toEqual([1, 2]);

    // Watching before the ballot: each view must change within a second of it.
    const turnout = liveValue<CommitteeElection>(
      (o) => panitia.backend.committee.watchElection(election.id, o),
      (view) => view.sudahMemilih === 1,
      1_000 + 500,
    );
    const dashboard = liveValue<VoterElection[]>(
      (o) => backend.voterElections.watchMine(o),
      (list) => list.some((e) => e.id === election.id && e.sudahMemilih),
      1_500,
    );
    const refusedBooth = liveValue<BoothView>(
      (o) => backend.ballot.watchBooth(election.id, o),
      (view) => view.kind === 'ditolak',
      1_500,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { kodeTanda } = await backend.ballot.cast(election.id, ABSTAIN);
    expect(kodeTanda).toMatch(RECEIPT_PATTERN);
    expect((await turnout).jumlahPemilih).toBe(2);
    expect((await dashboard).find((e) => e.id === election.id)?.sudahMemilih).toBe(true);
    const after = await refusedBooth;
    expect(after).toMatchObject({ kind: 'ditolak', alasan: 'sudah-memilih' });
    // The minute they voted, nothing finer, and their own receipt (issue 33, item 5); no choice.
    const votedAt = after.kind === 'ditolak' ? after.votedAt : null;
    expect(votedAt).toBe(new Date(Math.floor(now / 60_000) * 60_000).toISOString());
    expect(Object.keys(after).sort()).toEqual([
      'alasan',
      'election',
      'kind',
      'kodeTanda',
      'votedAt',
    ]);
    expect(after).toMatchObject({ kodeTanda });
    await expect(backend.ballot.cast(election.id, ABSTAIN)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: BOOTH_MESSAGES['sudah-memilih'],
    });
  });

  it('is the signed-in voter’s alone, and a draft is nobody’s', async () => {
    now = Date.now();
    const draft = electionFor(server, panitia.user);
    const voter = newBallotVoter(server);
    const path = (id: string) =>
      `${liveTopicPath(LIVE_TOPICS.booth)}?p=${encodeURIComponent(JSON.stringify(id))}`;
    expect((await firstFrame(server, path(draft))).status).toBe(401);
    expect((await firstFrame(server, path(draft), panitia.caller)).status).toBe(401);
    expect((await firstFrame(server, path(draft), voter.caller)).status).toBe(404);
    expect((await firstFrame(server, path('tidak-ada'), voter.caller)).status).toBe(404);
    expect((await firstFrame(server, liveTopicPath(LIVE_TOPICS.booth), voter.caller)).status).toBe(
      400,
    );
    const scheduled = await electionWithBallot(server, panitia, {
      candidates: 1,
      abstain: true,
      roll: [voter],
      mulai: now + HOUR,
      selesai: now + 2 * HOUR,
    });
    const view = await firstSnapshot<BoothView>(server, path(scheduled.id), voter.caller);
    // Not open yet: the reason, and no ballot.
    expect(view).toMatchObject({ kind: 'ditolak', alasan: 'belum-dibuka', votedAt: null });
    expect('candidates' in view).toBe(false);
  });
});

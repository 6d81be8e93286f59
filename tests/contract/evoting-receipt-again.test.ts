import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABSTAIN, RECEIPT_PATTERN, type BoothView } from '../../src/shared/evoting/ballot';
import { EVOTING_PATHS } from '../../src/shared/evoting/evoting-paths';
import type { ElectionResults } from '../../src/shared/evoting/results';
import { LIVE_TOPICS, liveTopicPath } from '../../src/shared/live';
import { startTempServer, type TempServer } from '../support/temp-server';
import { apiClient } from './support/api-client';
import {
  boxOf,
  castAs,
  electionWithBallot,
  newBallotVoter,
  voterBackend,
} from './support/ballot-fixtures';
import {
  accountOf,
  firstFrame,
  firstSnapshot,
  scheduleDirectly,
  type Account,
} from './support/evoting-fixtures';
import { liveValue } from './support/live-value';

/**
 * Issue 33, item 5: a ballot whose answer nobody received (the connection or the server died
 * between the commit and the answer) leaves a voter who is told "already voted" on every retry.
 * Their booth shows them their own receipt again — the one the cast answered, which is in the
 * box — and never the choice; nobody else reads it linked to them. The crash case (a SIGKILL
 * under a load of casts) is evoting-receipt-crash.test.ts.
 */
const HOUR = 60 * 60 * 1000;
let server: TempServer;
let api: ReturnType<typeof apiClient>;
let panitia: Account;

beforeAll(async () => {
  server = await startTempServer();
  api = apiClient(server.url);
  panitia = accountOf(server, 'panitia_requestor');
});
afterAll(async () => {
  await server.dispose();
});

const boothPath = (eventId: string) =>
  `${liveTopicPath(LIVE_TOPICS.booth)}?p=${encodeURIComponent(JSON.stringify(eventId))}`;

describe('a voter who voted sees their receipt again in their booth', () => {
  it('the booth read after a lost answer gives the receipt the cast answered, in the box, and no choice', async () => {
    const now = Date.now();
    const voter = newBallotVoter(server);
    const election = await electionWithBallot(server, panitia, {
      candidates: 3,
      abstain: true,
      roll: [voter, newBallotVoter(server)],
      mulai: now - HOUR,
      selesai: now + HOUR,
    });
    const chosen = election.candidates[1]!.id;
    // The cast is committed and answered; the test plays the voter whose answer was lost.
    const cast = await castAs(api, voter, election.id, { pilihan: chosen });
    expect(cast.status).toBe(201);
    const { kodeTanda } = cast.body as { kodeTanda: string };
    expect(kodeTanda).toMatch(RECEIPT_PATTERN);

    // Reopening the booth, raw: their receipt beside the minute they voted.
    const frame = await firstFrame(server, boothPath(election.id), voter.caller);
    expect(frame.status).toBe(200);
    const view = await firstSnapshot<BoothView>(server, boothPath(election.id), voter.caller);
    expect(view).toMatchObject({ kind: 'ditolak', alasan: 'sudah-memilih', kodeTanda });
    expect(view.kind === 'ditolak' && view.votedAt).toMatch(/:00\.000Z$/);
    expect(Object.keys(view).sort()).toEqual([
      'alasan',
      'election',
      'kind',
      'kodeTanda',
      'votedAt',
    ]);
    // Nothing of the choice: no candidate's id, no abstain, no field for a choice.
    for (const candidate of election.candidates) expect(frame.text).not.toContain(candidate.id);
    expect(frame.text).not.toMatch(new RegExp(`${ABSTAIN}|"pilihan"`, 'i'));

    // Through the renderer's own adapter (its answer schema), as the booth page reads it.
    const adapted = await liveValue<BoothView>((o) =>
      voterBackend(server, voter).ballot.watchBooth(election.id, o),
    );
    expect(adapted).toMatchObject({ kind: 'ditolak', alasan: 'sudah-memilih', kodeTanda });

    // That receipt is in the box, and once published in the public list.
    expect(boxOf(server, election.id).receipts).toEqual([kodeTanda]);
    scheduleDirectly(server, election.id, now - 2 * HOUR, now - 1_000);
    const published = await api.call('POST', EVOTING_PATHS.publishResults(election.id), {
      as: panitia.caller,
      body: {},
    });
    expect(published.status).toBe(200);
    expect((published.body as ElectionResults).kodeTanda).toEqual([kodeTanda]);
    // After the close the booth still shows it.
    expect(
      await firstSnapshot<BoothView>(server, boothPath(election.id), voter.caller),
    ).toMatchObject({ kind: 'ditolak', alasan: 'sudah-memilih', kodeTanda });
  });

  it('is the voter’s own: another voter, the committee, the master and a visitor never read it', async () => {
    const now = Date.now();
    const voter = newBallotVoter(server);
    const other = newBallotVoter(server);
    const election = await electionWithBallot(server, panitia, {
      candidates: 2,
      abstain: false,
      roll: [voter, other],
      mulai: now - HOUR,
      selesai: now + HOUR,
    });
    const mine = (await castAs(api, voter, election.id, { pilihan: election.candidates[0]!.id }))
      .body as { kodeTanda: string };
    // The other voter, before and after their own ballot: never this receipt.
    const before = await firstFrame(server, boothPath(election.id), other.caller);
    expect(before.status).toBe(200);
    expect(before.text).not.toContain(mine.kodeTanda);
    const theirs = (await castAs(api, other, election.id, { pilihan: election.candidates[1]!.id }))
      .body as { kodeTanda: string };
    const otherView = await firstSnapshot<BoothView>(server, boothPath(election.id), other.caller);
    expect(otherView).toMatchObject({ kodeTanda: theirs.kodeTanda });
    expect(JSON.stringify(otherView)).not.toContain(mine.kodeTanda);
    // The booth is a voter's topic: an admin session (committee, master) and a visitor get none.
    const master = accountOf(server, 'master');
    for (const caller of [panitia.caller, master.caller, {}]) {
      const refused = await firstFrame(server, boothPath(election.id), caller);
      expect(refused.status).toBe(401);
      expect(refused.text).not.toContain(mine.kodeTanda);
    }
  });

  it('a vote cast before receipts were kept says so plainly, and invents no receipt', async () => {
    const now = Date.now();
    const voter = newBallotVoter(server);
    const election = await electionWithBallot(server, panitia, {
      candidates: 1,
      abstain: true,
      roll: [voter],
      mulai: now - HOUR,
      selesai: now + HOUR,
    });
    // A has-voted row as the versions before migration 16 wrote it: the voter and the minute.
    const minute = new Date(Math.floor(now / 60_000) * 60_000).toISOString();
    server.db
      .prepare(
        'INSERT INTO election_voted (election_id, voter_id, memilih_pada, kode_tanda) VALUES (?, ?, ?, NULL)',
      )
      .run(election.id, voter.id, minute);
    const view = await firstSnapshot<BoothView>(server, boothPath(election.id), voter.caller);
    expect(view).toMatchObject({
      kind: 'ditolak',
      alasan: 'sudah-memilih',
      votedAt: minute,
      kodeTanda: null,
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVOTING_MESSAGES } from '../../src/shared/evoting/election';
import type { PublicElection } from '../../src/shared/evoting/election';
import type { VoterElection } from '../../src/shared/evoting/election-views';
import { EVOTING_PATHS } from '../../src/shared/evoting/evoting-paths';
import { LIVE_TOPICS, liveTopicPath } from '../../src/shared/live';
import { startTempServer, type TempServer } from '../support/temp-server';
import { apiClient } from './support/api-client';
import {
  accountOf,
  electionFor,
  firstFrame,
  firstSnapshot,
  scheduleDirectly,
  storeSnapshot,
  voterOf,
  type Account,
  type Voter,
} from './support/evoting-fixtures';
import { markPlaintextLegacy } from './support/legacy-election';
import { liveValue, visitorOf } from './support/live-value';

/**
 * The roll is private (../shared/EVOTING.md, "Voter roll"; issue 18 "Done when"): no public
 * answer holds a voter's name, NIM or email — read from the raw responses, with voters whose
 * strings appear nowhere else — and a voter reads nothing of another voter nor any roll. Also the
 * voter's own side: their elections, and the request to join (only while scheduled).
 */
let server: TempServer;
let api: ReturnType<typeof apiClient>;
let panitia: Account;
let secret: Voter;
let other: Voter;
const elections = { draft: '', upcoming: '', open: '', closed: '' };

const HOUR = 60 * 60 * 1000;
const query = (q: string, status: string) =>
  `${liveTopicPath(LIVE_TOPICS.electionsPublic)}?p=${encodeURIComponent(JSON.stringify({ q, status }))}`;
const committeeTopic = (topic: string, eventId: string) =>
  `/api/live/${topic}?p=${encodeURIComponent(JSON.stringify(eventId))}`;

beforeAll(async () => {
  server = await startTempServer();
  api = apiClient(server.url);
  panitia = accountOf(server, 'panitia_requestor');
  secret = voterOf(server, {
    nim: '029876543',
    namaLengkap: 'Zyxwulf Qorvantis',
    email: 'zyxwulf.qorvantis@rahasia.test',
    prodi: 'Elektronika Instrumentasi',
  });
  other = voterOf(server, {
    nim: '037654321',
    namaLengkap: 'Vexmorra Tlanquist',
    email: 'vexmorra.tlanquist@rahasia.test',
    prodi: 'Elektro Mekanika',
  });
  const now = Date.now();
  for (const [key, schedule] of [
    ['draft', null],
    ['upcoming', [now + 2 * HOUR, now + 3 * HOUR]],
    ['open', [now - HOUR, now + HOUR]],
    ['closed', [now - 3 * HOUR, now - 2 * HOUR]],
  ] as const) {
    const id = electionFor(server, panitia.user, `Pemilihan ${key}`);
    elections[key] = id;
    // Both voters on every roll (added while the election was still being prepared).
    await panitia.backend.committee.addToRoll(id, secret);
    await panitia.backend.committee.addToRoll(id, other);
    await panitia.backend.committee.addAnnouncement(id, `Pengumuman ${key}`);
    await panitia.backend.committee.createCandidate(id, {
      nomor: 1,
      nama: `Kandidat ${key}`,
      namaWakil: null,
      foto: null,
      visi: 'Visi',
      misi: 'Misi',
    });
    // Scheduled directly, as no route does for a new election without trustees: these stand
    // for elections made before the upgrade, whose booth and cast are the plaintext ones.
    markPlaintextLegacy(server.db, id);
    if (schedule) scheduleDirectly(server, id, schedule[0], schedule[1]);
  }
  // A voter who asked to join and was rejected: their reason must stay between them and the committee.
  server.db
    .prepare(
      "UPDATE election_roll SET status = 'ditolak', alasan_penolakan = 'Alasan Rahasia Qorvantis' WHERE election_id = ? AND voter_id = ?",
    )
    .run(elections.upcoming, other.id);
});
afterAll(async () => {
  await server.dispose();
});

const SECRETS = () =>
  [secret, other].flatMap((voter) => [voter.nim, voter.namaLengkap, voter.email]);
const expectNoVoter = (text: string, where: string) => {
  for (const value of [...SECRETS(), 'Alasan Rahasia Qorvantis'])
    expect(text.includes(value), `${where} holds ${value}`).toBe(false);
};

describe('public answers hold no voter', () => {
  it('the /pemilihan topic, for every filter and for a search by a voter', async () => {
    for (const status of ['semua', 'akan-datang', 'berlangsung', 'selesai']) {
      for (const q of ['', 'Pemilihan', secret.namaLengkap, secret.nim]) {
        const frame = await firstFrame(server, query(q, status));
        expect(frame.status).toBe(200);
        expectNoVoter(frame.text, `${status} ${q}`);
      }
    }
    const all = await firstSnapshot<PublicElection[]>(server, query('', 'semua'));
    const ids = all.map((election) => election.id);
    expect(ids).toEqual(
      expect.arrayContaining([elections.upcoming, elections.open, elections.closed]),
    );
    expect(ids).not.toContain(elections.draft);
    // Open first, then by start, newest first.
    expect(all[0]?.state).toBe('berlangsung');
    expect(Object.keys(all[0]!).sort()).toEqual(
      [
        'deskripsi',
        'hasilDipublikasikan',
        'id',
        'jumlahKandidat',
        'mulai',
        'nama',
        'penyelenggara',
        'selesai',
        'state',
      ].sort(),
    );
  });

  it("reaches a visitor through the renderer's adapter", async () => {
    const list = await liveValue<PublicElection[]>((observer) =>
      visitorOf(server).evoting.watchPublicList({ q: 'open', status: 'berlangsung' }, observer),
    );
    expect(list.map((election) => election.id)).toEqual([elections.open]);
  });

  it('every topic a visitor may watch', async () => {
    let watched = 0;
    for (const topic of Object.values(LIVE_TOPICS)) {
      const frame = await firstFrame(server, liveTopicPath(topic));
      if (frame.status !== 200) continue;
      watched += 1;
      expectNoVoter(frame.text, topic);
    }
    expect(watched).toBeGreaterThan(3);
  });

  it('the public pages and settings', async () => {
    for (const path of ['/api/settings/general', '/pemilihan', '/']) {
      const response = await fetch(`${server.url}${path}`);
      expectNoVoter(await response.text(), path);
    }
  });
});

describe('a voter', () => {
  it('reads no roll, no committee topic and no committee route', async () => {
    for (const topic of [
      LIVE_TOPICS.committeeRoll,
      LIVE_TOPICS.committeeElection,
      LIVE_TOPICS.committeeCandidates,
      LIVE_TOPICS.committeeAnnouncements,
    ]) {
      const frame = await firstFrame(server, committeeTopic(topic, elections.open), secret.caller);
      expect([401, 403], topic).toContain(frame.status);
      expectNoVoter(frame.text, topic);
    }
    for (const topic of [LIVE_TOPICS.elections, LIVE_TOPICS.electionRequests]) {
      const frame = await firstFrame(server, liveTopicPath(topic), secret.caller);
      expect([401, 403], topic).toContain(frame.status);
    }
    const before = storeSnapshot(server);
    const add = await api.call('POST', EVOTING_PATHS.committee(elections.upcoming, 'pemilih'), {
      as: secret.caller,
      body: { nim: secret.nim, namaLengkap: secret.namaLengkap },
    });
    expect(add.status).toBe(401);
    expect(storeSnapshot(server)).toBe(before);
  });

  it('reads their own elections only, and nothing of another voter', async () => {
    const frame = await firstFrame(
      server,
      liveTopicPath(LIVE_TOPICS.voterElections),
      secret.caller,
    );
    expect(frame.status).toBe(200);
    for (const value of [other.nim, other.namaLengkap, other.email, 'Alasan Rahasia Qorvantis'])
      expect(frame.text.includes(value), value).toBe(false);
    const mine = await firstSnapshot<VoterElection[]>(
      server,
      liveTopicPath(LIVE_TOPICS.voterElections),
      secret.caller,
    );
    expect(mine.map((election) => election.id).sort()).toEqual(
      [elections.upcoming, elections.open, elections.closed].sort(),
    );
    const open = mine.find((election) => election.id === elections.open)!;
    expect(open).toMatchObject({ statusPemilih: 'terverifikasi', sudahMemilih: false });
    expect(open.pengumuman.map((item) => item.teks)).toEqual(['Pengumuman open']);
    // The other voter sees their own rejection and its reason.
    const theirs = await firstSnapshot<VoterElection[]>(
      server,
      liveTopicPath(LIVE_TOPICS.voterElections),
      other.caller,
    );
    expect(theirs.find((election) => election.id === elections.upcoming)).toMatchObject({
      statusPemilih: 'ditolak',
      alasanPenolakan: 'Alasan Rahasia Qorvantis',
    });
    expect((await firstFrame(server, liveTopicPath(LIVE_TOPICS.voterElections))).status).toBe(401);
    // An admin session is no voter's.
    expect(
      (await firstFrame(server, liveTopicPath(LIVE_TOPICS.voterElections), panitia.caller)).status,
    ).toBe(401);
  });

  it('asks to join while the election is scheduled only', async () => {
    const newcomer = voterOf(server, {
      nim: '012300777',
      namaLengkap: 'Pemilih Baru',
      email: 'baru@uji.test',
      prodi: 'Teknokimia Nuklir',
    });
    const join = (eventId: string) =>
      api.call('POST', EVOTING_PATHS.join(eventId), { as: newcomer.caller, body: {} });
    const before = storeSnapshot(server);
    expect((await join(elections.draft)).status).toBe(404);
    expect((await join('tidak-ada')).status).toBe(404);
    for (const id of [elections.open, elections.closed]) {
      const refused = await join(id);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ error: { message: EVOTING_MESSAGES.joinClosed } });
    }
    expect(storeSnapshot(server)).toBe(before);
    const asked = await join(elections.upcoming);
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ id: elections.upcoming, statusPemilih: 'menunggu' });
    expectNoVoter(JSON.stringify(asked.body), 'the join answer');
    const twice = await join(elections.upcoming);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ error: { message: EVOTING_MESSAGES.joinAlreadyAsked } });
    // The rejected voter asks again: back to waiting, the old reason gone.
    const again = await api.call('POST', EVOTING_PATHS.join(elections.upcoming), {
      as: other.caller,
      body: {},
    });
    expect(again.body).toMatchObject({ statusPemilih: 'menunggu', alasanPenolakan: null });
    const anonymous = await api.call('POST', EVOTING_PATHS.join(elections.upcoming), { body: {} });
    expect(anonymous.status).toBe(401);
  });
});

describe('a voter’s receipt (issue 33, item 5)', () => {
  it('reaches their own booth only: no answer to another voter, the committee, the master or a visitor holds it', async () => {
    const pilihan = server.db
      .prepare('SELECT id FROM candidates WHERE election_id = ?')
      .pluck()
      .get(elections.open) as string;
    const cast = await api.call('POST', EVOTING_PATHS.cast(elections.open), {
      as: secret.caller,
      body: { pilihan },
    });
    expect(cast.status).toBe(201);
    const { kodeTanda } = cast.body as { kodeTanda: string };
    const withParam = (topic: string, param: unknown) =>
      `${liveTopicPath(topic as never)}?p=${encodeURIComponent(JSON.stringify(param))}`;
    // Their own booth shows it (the voter's own session, nobody else's).
    const own = await firstFrame(
      server,
      withParam(LIVE_TOPICS.booth, elections.open),
      secret.caller,
    );
    expect(own.status).toBe(200);
    expect(own.text).toContain(kodeTanda);

    const master = accountOf(server, 'master');
    const callers = {
      visitor: {},
      'another voter': other.caller,
      panitia: panitia.caller,
      master: master.caller,
    };
    let answered = 0;
    for (const [who, caller] of Object.entries(callers))
      for (const topic of Object.values(LIVE_TOPICS))
        for (const path of [liveTopicPath(topic), withParam(topic, elections.open)]) {
          const frame = await firstFrame(server, path, caller);
          if (frame.status === 200) answered += 1;
          expect(frame.text.includes(kodeTanda), `${who}: ${path}`).toBe(false);
        }
    // The committee's and the master's own views of this election were among them.
    expect(answered).toBeGreaterThan(20);
    // The other voter's own booth is theirs: nothing of this voter's ballot.
    const theirs = await firstSnapshot<Record<string, unknown>>(
      server,
      withParam(LIVE_TOPICS.booth, elections.open),
      other.caller,
    );
    expect(theirs).toMatchObject({ kind: 'terbuka' });
  });
});

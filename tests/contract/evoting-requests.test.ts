import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVOTING_MESSAGES } from '../../src/shared/evoting/election';
import { EVOTING_PATHS } from '../../src/shared/evoting/evoting-paths';
import { organisationsResource } from '../../src/shared/direktori/organisations-resource';
import { LIVE_TOPICS, liveTopicPath } from '../../src/shared/live';
import type { ElectionRequest } from '../../src/shared/evoting/election';
import { startTempServer, type TempServer } from '../support/temp-server';
import { apiClient } from './support/api-client';
import { accountOf, firstSnapshot, storeSnapshot, type Account } from './support/evoting-fixtures';
import { liveValue } from './support/live-value';

/**
 * /request-pemilihan and the master's decisions (issue 18 item 3): who may ask, the organisation
 * from the directory, the approval as one atomic step (and only once), the rejection kept with its
 * reason, the history entries, and the requester's and master's live lists.
 */
let server: TempServer;
let api: ReturnType<typeof apiClient>;
let panitia: Account;
let other: Account;
let master: Account;

const request = (namaPemilihan: string, organisasiId = 'bem-km') => ({
  organisasiId,
  namaPemilihan,
  deskripsi: 'Pemilihan untuk uji.',
  tautanDokumen: 'https://contoh.id/surat-persetujuan',
});

const count = (sql: string, ...params: unknown[]) =>
  server.db
    .prepare(sql)
    .pluck()
    .get(...params) as number;
const historyWith = (text: string) =>
  // instr: case-sensitive, unlike LIKE.
  count('SELECT count(*) FROM histori WHERE instr(action, ?) > 0', text);

beforeAll(async () => {
  server = await startTempServer();
  api = apiClient(server.url);
  panitia = accountOf(server, 'panitia_requestor', 'Panitia Satu');
  other = accountOf(server, 'panitia_requestor', 'Panitia Dua');
  master = accountOf(server, 'master', 'Master Uji');
});
afterAll(async () => {
  await server.dispose();
});

describe('requests', () => {
  it('takes a request from a committee account, names the organiser from the directory, and records it', async () => {
    const himpunan = server.services.resources.of(organisationsResource).store.list()[0]!;
    const sent = await panitia.backend.evoting.submitRequest(
      request('Pemilihan Ketua Himpunan', himpunan.id),
    );
    expect(sent).toMatchObject({
      status: 'menunggu',
      penyelenggara: himpunan.nama,
      diajukanOleh: { id: panitia.user.id },
      pemilihanId: null,
    });
    expect(historyWith('Ajukan permintaan pemilihan "Pemilihan Ketua Himpunan"')).toBe(1);
    const bem = await panitia.backend.evoting.submitRequest(request('Pemira BEM'));
    expect(bem.penyelenggara).toBe('BEM KM');
  });

  it('refuses an organisation outside the directory, and every account but committee and master', async () => {
    const unknown = await api.call('POST', EVOTING_PATHS.requests, {
      as: panitia.caller,
      body: request('Pemilihan Liar', 'tidak-ada'),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      error: { fields: { organisasiId: EVOTING_MESSAGES.organisationUnknown } },
    });
    for (const role of ['admin', 'pending', 'banggar'] as const) {
      const response = await api.call('POST', EVOTING_PATHS.requests, {
        as: accountOf(server, role).caller,
        body: request('Pemilihan Admin'),
      });
      expect(response.status).toBe(403);
    }
    expect((await api.call('POST', EVOTING_PATHS.requests, { body: request('x') })).status).toBe(
      401,
    );
    expect(
      count(
        "SELECT count(*) FROM election_requests WHERE nama_pemilihan IN ('Pemilihan Liar', 'Pemilihan Admin', 'x')",
      ),
    ).toBe(0);
  });

  it('shows the requester their own requests only, live, and the master every request', async () => {
    const mine = await liveValue(
      panitia.backend.evoting.watchMyRequests,
      (list) => list.length >= 2,
    );
    expect(mine.every((item) => item.diajukanOleh.id === panitia.user.id)).toBe(true);
    const theirs = await other.backend.evoting.submitRequest(request('Permintaan Panitia Dua'));
    const all = await liveValue(master.backend.evoting.watchRequests, (list) =>
      list.some((item) => item.id === theirs.id),
    );
    expect(all.length).toBeGreaterThanOrEqual(3);
    const stillMine = await firstSnapshot<ElectionRequest[]>(
      server,
      liveTopicPath(LIVE_TOPICS.myElectionRequests),
      panitia.caller,
    );
    expect(stillMine.some((item) => item.id === theirs.id)).toBe(false);
  });
});

describe('the approval', () => {
  it('creates the election, its committee, the decision and the history entry in one step', async () => {
    const asked = await panitia.backend.evoting.submitRequest(request('Pemilihan Disetujui'));
    const approved = await master.backend.evoting.approveRequest(asked.id, [other.user.id]);
    expect(approved).toMatchObject({
      nama: 'Pemilihan Disetujui',
      penyelenggara: 'BEM KM',
      state: 'draf',
      abstain: true,
      mulai: null,
      selesai: null,
    });
    expect(approved.panitia.map((member) => member.id).sort()).toEqual(
      [panitia.user.id, other.user.id].sort(),
    );
    const decided = server.services.evoting.requests.find(asked.id)!;
    expect(decided).toMatchObject({ status: 'disetujui', pemilihanId: approved.id });
    expect(historyWith('Setujui permintaan pemilihan "Pemilihan Disetujui"')).toBe(1);
    const theirs = await liveValue(panitia.backend.evoting.watchMyElections, (list) =>
      list.some((item) => item.id === approved.id),
    );
    expect(theirs.find((item) => item.id === approved.id)?.state).toBe('draf');
  });

  it('is atomic: a refused committee account leaves no election, no seat, no decision, no entry', async () => {
    const asked = await panitia.backend.evoting.submitRequest(request('Pemilihan Gagal'));
    const admin = accountOf(server, 'admin');
    const before = storeSnapshot(server);
    // The requester's seat and the election are written before the admin account is checked.
    const response = await api.call('POST', EVOTING_PATHS.approve(asked.id), {
      as: master.caller,
      body: { panitiaTambahan: [other.user.id, admin.user.id] },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: { fields: { panitiaTambahan: EVOTING_MESSAGES.committeeNotPanitia } },
    });
    expect(storeSnapshot(server)).toBe(before);
    expect(count("SELECT count(*) FROM elections WHERE nama = 'Pemilihan Gagal'")).toBe(0);
    expect(server.services.evoting.requests.find(asked.id)?.status).toBe('menunggu');
  });

  it('happens once: a second approval, also at the same moment, is refused', async () => {
    const asked = await panitia.backend.evoting.submitRequest(request('Pemilihan Sekali'));
    const approve = () =>
      api.call('POST', EVOTING_PATHS.approve(asked.id), {
        as: master.caller,
        body: { panitiaTambahan: [] },
      });
    const answers = await Promise.all([approve(), approve(), approve()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const again = await approve();
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { message: EVOTING_MESSAGES.requestDecided } });
    expect(count("SELECT count(*) FROM elections WHERE nama = 'Pemilihan Sekali'")).toBe(1);
    const reject = await api.call('POST', EVOTING_PATHS.reject(asked.id), {
      as: master.caller,
      body: { alasan: 'Terlambat' },
    });
    expect(reject.status).toBe(409);
  });

  it('refuses the committee account itself', async () => {
    const asked = await panitia.backend.evoting.submitRequest(request('Pemilihan Sendiri'));
    const before = storeSnapshot(server);
    const response = await api.call('POST', EVOTING_PATHS.approve(asked.id), {
      as: panitia.caller,
      body: { panitiaTambahan: [] },
    });
    expect(response.status).toBe(403);
    expect(storeSnapshot(server)).toBe(before);
  });
});

describe('the rejection', () => {
  it('keeps the request with its reason, and records it', async () => {
    const asked = await panitia.backend.evoting.submitRequest(request('Pemilihan Ditolak'));
    const empty = await api.call('POST', EVOTING_PATHS.reject(asked.id), {
      as: master.caller,
      body: { alasan: '  ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      error: { fields: { alasan: EVOTING_MESSAGES.reasonRequired } },
    });
    const rejected = await master.backend.evoting.rejectRequest(asked.id, 'Dokumen belum lengkap');
    expect(rejected).toMatchObject({
      status: 'ditolak',
      alasanPenolakan: 'Dokumen belum lengkap',
      pemilihanId: null,
    });
    expect(rejected.diputuskanPada).not.toBeNull();
    const mine = await liveValue(panitia.backend.evoting.watchMyRequests, (list) =>
      list.some((item) => item.id === asked.id && item.status === 'ditolak'),
    );
    expect(mine.find((item) => item.id === asked.id)?.alasanPenolakan).toBe(
      'Dokumen belum lengkap',
    );
    expect(historyWith('Tolak permintaan pemilihan "Pemilihan Ditolak"')).toBe(1);
  });
});

describe('Manajemen E-Voting', () => {
  it('lists the approved committee accounts the master may seat', async () => {
    const disabled = accountOf(server, 'panitia_requestor', 'Panitia Nonaktif');
    server.services.users.update(disabled.user.id, { disabled: true });
    const accounts = await liveValue(master.backend.evoting.watchCommitteeAccounts);
    const ids = accounts.map((account) => account.id);
    expect(ids).toEqual(expect.arrayContaining([panitia.user.id, other.user.id]));
    expect(ids).not.toContain(disabled.user.id);
    expect(ids).not.toContain(master.user.id);
  });

  it('switches the E-Voting menu live, with a history entry', async () => {
    const settings = await master.backend.evoting.setEvotingPublished(false);
    expect(settings.isEvotingPublished).toBe(false);
    await liveValue(panitia.backend.settings.watchGeneral, (value) => !value.isEvotingPublished);
    expect(historyWith('Sembunyikan menu E-Voting')).toBe(1);
    await master.backend.evoting.setEvotingPublished(true);
    const refused = await api.call('PUT', EVOTING_PATHS.publishedSwitch, {
      as: panitia.caller,
      body: { isEvotingPublished: false },
    });
    expect(refused.status).toBe(403);
    expect(server.services.settings.getGeneral().isEvotingPublished).toBe(true);
  });

  it('cancels an election, which stays on record as dibatalkan', async () => {
    const asked = await panitia.backend.evoting.submitRequest(request('Pemilihan Dibatalkan'));
    const election = await master.backend.evoting.approveRequest(asked.id, []);
    const cancelled = await master.backend.evoting.cancelElection(election.id);
    expect(cancelled.state).toBe('dibatalkan');
    const again = await api.call('POST', EVOTING_PATHS.cancel(election.id), {
      as: master.caller,
    });
    expect(again.status).toBe(409);
    const all = await liveValue(master.backend.evoting.watchElections, (list) =>
      list.some((item) => item.id === election.id),
    );
    expect(all.find((item) => item.id === election.id)?.state).toBe('dibatalkan');
    expect(historyWith('Batalkan pemilihan "Pemilihan Dibatalkan"')).toBe(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Announcement, Candidate } from '../../src/shared/evoting/election';
import type { UploadedImage } from '../../src/shared/images/image-ref';
import { EVOTING_MESSAGES } from '../../src/shared/evoting/election';
import { ELECTION_MESSAGES } from '../../src/shared/evoting/election-state';
import type { CommitteeElection } from '../../src/shared/evoting/election-views';
import { EVOTING_PATHS } from '../../src/shared/evoting/evoting-paths';
import { NIM_MESSAGES } from '../../src/shared/evoting/prodi';
import type { RollEntry } from '../../src/shared/evoting/roll';
import { LIVE_TOPICS, liveTopicPath } from '../../src/shared/live';
import { startTempServer, type TempServer } from '../support/temp-server';
import { apiClient } from './support/api-client';
import { nameSelfAsTrustee, prepareToOpen } from './support/belenios-committee';
import {
  accountOf,
  electionFor,
  firstFrame,
  storeSnapshot,
  voterOf,
  type Account,
  type Voter,
} from './support/evoting-fixtures';
import { liveValue } from './support/live-value';

/**
 * The committee area's backend (issue 18 items 4 and 5): its guard on every route, the schedule
 * rules, readiness, the configuration frozen once open (by a clock the test moves), the roll by
 * NIM and by CSV, verification, and the history entries. The server's election clock is
 * `Date.now() + offset`.
 */
let server: TempServer;
let api: ReturnType<typeof apiClient>;
let offset = 0;
let panitiaA: Account;
let panitiaB: Account;
let master: Account;
let electionA: string;
let electionB: string;
const voters: Voter[] = [];

const HOUR = 60 * 60 * 1000;
const ONE_PIXEL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const at = (ms: number) => new Date(Date.now() + offset + ms).toISOString();
const candidate = (nomor: number, nama: string) => ({
  nomor,
  nama,
  namaWakil: null,
  foto: null,
  visi: 'Visi',
  misi: 'Misi',
});
const historyWith = (text: string) =>
  server.db
    // instr: case-sensitive, unlike LIKE ("Verifikasi" is not "Tolak verifikasi").
    .prepare('SELECT count(*) FROM histori WHERE instr(action, ?) > 0')
    .pluck()
    .get(text) as number;

/** An election of panitia A ready to open: two candidates, a verified roll of two, a schedule. */
async function readyElection(nama: string): Promise<string> {
  const id = electionFor(server, panitiaA.user, nama);
  const committee = panitiaA.backend.committee;
  await committee.createCandidate(id, candidate(1, 'Kandidat Satu'));
  await committee.createCandidate(id, candidate(2, 'Kandidat Dua'));
  await committee.addToRoll(id, voters[0]!);
  await committee.addToRoll(id, voters[1]!);
  // Every new election is a Belenios election: its trustees are named before it is scheduled.
  await nameSelfAsTrustee(server, panitiaA, id);
  await committee.setSchedule(id, { mulai: at(HOUR), selesai: at(2 * HOUR) });
  return id;
}

beforeAll(async () => {
  server = await startTempServer({}, { clock: () => Date.now() + offset });
  api = apiClient(server.url);
  panitiaA = accountOf(server, 'panitia_requestor', 'Panitia A');
  panitiaB = accountOf(server, 'panitia_requestor', 'Panitia B');
  master = accountOf(server, 'master', 'Master Uji');
  electionA = electionFor(server, panitiaA.user, 'Pemilihan A');
  electionB = electionFor(server, panitiaB.user, 'Pemilihan B');
  voters.push(
    voterOf(server, {
      nim: '012311111',
      namaLengkap: 'Pemilih Satu',
      email: 'satu@uji.test',
      prodi: 'Teknokimia Nuklir',
    }),
    voterOf(server, {
      nim: '022322222',
      namaLengkap: 'Pemilih Dua',
      email: 'dua@uji.test',
      prodi: 'Elektronika Instrumentasi',
    }),
    voterOf(server, {
      nim: '032333333',
      namaLengkap: 'Pemilih Tiga',
      email: 'tiga@uji.test',
      prodi: 'Elektro Mekanika',
    }),
  );
});
afterAll(async () => {
  await server.dispose();
});

/** Every registered committee route, with its parameters filled in. */
const committeeRoutes = (eventId: string) =>
  server.app
    .registeredRoutes()
    .filter((route) => route.url.startsWith('/api/panitia/:eventId') && route.method !== 'HEAD')
    .map((route) => ({
      key: `${route.method} ${route.url}`,
      method: route.method,
      path: route.url
        .replace(':eventId', eventId)
        .replace(':id', 'tidak-ada')
        .replace(':voterId', voters[0]!.id),
    }));

describe('the committee guard', () => {
  it('refuses a committee member of another election on every committee route, changing nothing', async () => {
    const routes = committeeRoutes(electionB);
    expect(routes.length).toBeGreaterThanOrEqual(17);
    const before = storeSnapshot(server);
    for (const route of routes) {
      const body = { nama: 'Diambil alih', abstain: false, teks: 'x', nim: voters[0]!.nim };
      const response = await api.call(route.method, route.path, {
        as: panitiaA.caller,
        ...(route.method === 'GET' ? {} : { body }),
      });
      expect(response.status, route.key).toBe(403);
    }
    expect(storeSnapshot(server)).toBe(before);
  });

  it('refuses the same on every committee topic of that election', async () => {
    for (const topic of [
      LIVE_TOPICS.committeeElection,
      LIVE_TOPICS.committeeAnnouncements,
      LIVE_TOPICS.committeeCandidates,
      LIVE_TOPICS.committeeRoll,
    ]) {
      const path = `${liveTopicPath(topic)}?p=${encodeURIComponent(JSON.stringify(electionB))}`;
      expect((await firstFrame(server, path, panitiaA.caller)).status, topic).toBe(403);
      expect((await firstFrame(server, path, panitiaB.caller)).status, topic).toBe(200);
      expect((await firstFrame(server, path, master.caller)).status, topic).toBe(200);
    }
  });

  it('lets the master through on every committee route', async () => {
    for (const route of committeeRoutes(electionB)) {
      const response = await api.call(route.method, route.path, {
        as: master.caller,
        ...(route.method === 'GET' ? {} : { body: {} }),
      });
      expect([401, 403], route.key).not.toContain(response.status);
    }
  });

  it('hides whether an election exists from everyone but the master', async () => {
    const path = EVOTING_PATHS.committee('tidak-ada', 'abstain');
    const body = { abstain: false };
    expect((await api.call('PUT', path, { as: panitiaA.caller, body })).status).toBe(403);
    expect((await api.call('PUT', path, { as: master.caller, body })).status).toBe(404);
  });
});

describe('pengaturan', () => {
  it('applies the schedule rules, field by field, and records the schedule', async () => {
    const schedule = (mulai: string, selesai: string) =>
      api.call('PUT', EVOTING_PATHS.committee(electionA, 'jadwal'), {
        as: panitiaA.caller,
        body: { mulai, selesai },
      });
    const reversed = await schedule(at(2 * HOUR), at(HOUR));
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({
      error: { fields: { selesai: ELECTION_MESSAGES.endBeforeStart } },
    });
    const past = await schedule(at(-HOUR), at(HOUR));
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({
      error: { fields: { mulai: ELECTION_MESSAGES.startInPast } },
    });
    const bad = await schedule('besok', at(HOUR));
    expect(bad.status).toBe(400);
    await nameSelfAsTrustee(server, panitiaA, electionA);
    const set = await panitiaA.backend.committee.setSchedule(electionA, {
      mulai: at(HOUR),
      selesai: at(3 * HOUR),
    });
    expect(set.state).toBe('dijadwalkan');
    expect(historyWith('Atur jadwal pemilihan "Pemilihan A"')).toBe(1);
  });

  it('says why it cannot open yet, and refuses "Buka sekarang" for that reason', async () => {
    const view = await liveValue<CommitteeElection>(
      (observer) => panitiaA.backend.committee.watchElection(electionA, observer),
      (value) => value.state === 'dijadwalkan',
    );
    expect(view.belumSiap).toBe(ELECTION_MESSAGES.noCandidates);
    const open = await api.call('POST', EVOTING_PATHS.committee(electionA, 'buka'), {
      as: panitiaA.caller,
      body: { selesai: null },
    });
    expect(open.status).toBe(409);
    expect(open.body).toMatchObject({ error: { message: ELECTION_MESSAGES.noCandidates } });
  });

  it('keeps candidate numbers unique and photos to stored images', async () => {
    const upload = await api.call('POST', '/api/images', {
      as: panitiaA.caller,
      body: { image: ONE_PIXEL_PNG, thumbnail: ONE_PIXEL_PNG, width: 1, height: 1 },
    });
    expect(upload.status).toBe(201);
    const image = (upload.body as { image: Record<string, unknown> }).image;
    const first = await panitiaA.backend.committee.createCandidate(electionA, {
      ...candidate(1, 'Kandidat Bergambar'),
      foto: { ...(image as unknown as UploadedImage), alt: 'Foto kandidat' },
    });
    expect(first.foto?.alt).toBe('Foto kandidat');
    const taken = await api.call('POST', EVOTING_PATHS.committee(electionA, 'kandidat'), {
      as: panitiaA.caller,
      body: candidate(1, 'Kandidat Kembar'),
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      error: { fields: { nomor: EVOTING_MESSAGES.candidateNumberTaken } },
    });
    const strange = await api.call('POST', EVOTING_PATHS.committee(electionA, 'kandidat'), {
      as: panitiaA.caller,
      body: {
        ...candidate(2, 'Kandidat Asing'),
        foto: {
          ...(image as object),
          id: 'AAAAAAAAAAAAAAAAAAAAAA',
          url: '/api/images/AAAAAAAAAAAAAAAAAAAAAA.png',
          alt: 'x',
        },
      },
    });
    expect(strange.status).toBe(400);
    const second = await panitiaA.backend.committee.createCandidate(
      electionA,
      candidate(2, 'Kandidat Dua'),
    );
    const renumbered = await api.call(
      'PUT',
      EVOTING_PATHS.committee(electionA, 'kandidat', second.id),
      { as: panitiaA.caller, body: candidate(1, 'Kandidat Dua') },
    );
    expect(renumbered.status).toBe(409);
    const list = await liveValue<Candidate[]>(
      (observer) => panitiaA.backend.committee.watchCandidates(electionA, observer),
      (value) => value.length === 2,
    );
    expect(list.map((item) => item.nomor)).toEqual([1, 2]);
    expect(historyWith('Tambah kandidat nomor 1 "Kandidat Bergambar"')).toBe(1);
  });

  it('adds a voter by NIM and Nama Lengkap: registered voters only, once', async () => {
    const unknown = await api.call('POST', EVOTING_PATHS.committee(electionA, 'pemilih'), {
      as: panitiaA.caller,
      body: { nim: '019999999', namaLengkap: 'Pemilih Satu' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      error: { fields: { nim: EVOTING_MESSAGES.voterNoMatch } },
    });
    const entry = await panitiaA.backend.committee.addToRoll(electionA, {
      nim: voters[0]!.nim,
      namaLengkap: 'pemilih satu',
    });
    expect(entry).toMatchObject({
      voterId: voters[0]!.id,
      status: 'terverifikasi',
      sumber: 'panitia',
      namaLengkap: 'Pemilih Satu',
      email: null,
    });
    const twice = await api.call('POST', EVOTING_PATHS.committee(electionA, 'pemilih'), {
      as: panitiaA.caller,
      body: { nim: voters[0]!.nim, namaLengkap: voters[0]!.namaLengkap },
    });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({
      error: { message: EVOTING_MESSAGES.voterAlreadyOnRoll },
    });
  });

  it('imports a CSV: one error line per bad row, with its row number, and the good rows in one step', async () => {
    const row = (voter: Voter) => `${voter.nim},${voter.namaLengkap}`;
    const csv = `NIM,Nama Lengkap\n${row(voters[1]!)}\n12345,Salah\n${row(voters[0]!)}\n019999999,Tidak Ada\n${row(voters[2]!)}\n`;
    const preview = await panitiaA.backend.committee.previewImport(electionA, csv);
    expect(preview.siap).toBe(2);
    expect(preview.lines.filter((line) => !line.ok)).toEqual([
      { baris: 3, nim: '12345', namaLengkap: 'Salah', ok: false, masalah: NIM_MESSAGES.format },
      {
        baris: 4,
        nim: voters[0]!.nim,
        namaLengkap: voters[0]!.namaLengkap,
        ok: false,
        masalah: EVOTING_MESSAGES.voterAlreadyOnRoll,
      },
      {
        baris: 5,
        nim: '019999999',
        namaLengkap: 'Tidak Ada',
        ok: false,
        masalah: EVOTING_MESSAGES.voterNoMatch,
      },
    ]);
    expect(historyWith('Impor')).toBe(0);
    const oneBad = await panitiaA.backend.committee.previewImport(
      electionA,
      `NIM,Nama\n${row(voters[1]!)}\nABC,X\n`,
    );
    expect(oneBad.lines.filter((line) => !line.ok)).toEqual([
      { baris: 3, nim: 'ABC', namaLengkap: 'X', ok: false, masalah: NIM_MESSAGES.format },
    ]);
    const applied = await panitiaA.backend.committee.commitImport(electionA, csv);
    expect(applied.siap).toBe(2);
    const roll = await liveValue<RollEntry[]>(
      (observer) => panitiaA.backend.committee.watchRoll(electionA, observer),
      (value) => value.length === 3,
    );
    expect(
      roll.every((entry) => entry.status === 'terverifikasi' && entry.sumber === 'panitia'),
    ).toBe(true);
    expect(historyWith('Impor 2 pemilih dari CSV ke daftar pemilih pemilihan "Pemilihan A"')).toBe(
      1,
    );
    const empty = await api.call('POST', EVOTING_PATHS.committee(electionA, 'pemilih', 'impor'), {
      as: panitiaA.caller,
      body: { csv: '\n\n' },
    });
    expect(empty.status).toBe(400);
  });

  it('turns ready once it has candidates and a verified roll, and writes no voter into the history', async () => {
    const view = await liveValue<CommitteeElection>(
      (observer) => panitiaA.backend.committee.watchElection(electionA, observer),
      (value) => value.jumlahPemilih === 3,
    );
    expect(view).toMatchObject({ belumSiap: null, jumlahKandidat: 2, menungguVerifikasi: 0 });
    const entries = server.db.prepare('SELECT action FROM histori').pluck().all() as string[];
    for (const voter of voters)
      for (const secret of [voter.nim, voter.namaLengkap, voter.email])
        expect(entries.filter((entry) => entry.includes(secret))).toEqual([]);
  });
});

describe("the rest of Pengaturan and Kandidat, through the renderer's adapter", () => {
  it('renames, switches abstain, edits and removes a candidate and an announcement, each recorded', async () => {
    const id = electionFor(server, panitiaA.user, 'Pemilihan Lama');
    const committee = panitiaA.backend.committee;
    const renamed = await committee.updateDetails(id, { nama: 'Pemilihan Baru', deskripsi: 'Ok' });
    expect(renamed).toMatchObject({ nama: 'Pemilihan Baru', deskripsi: 'Ok' });
    expect((await committee.setAbstain(id, false)).abstain).toBe(false);
    const made = await committee.createCandidate(id, candidate(1, 'Kandidat Awal'));
    const edited = await committee.updateCandidate(id, made.id, {
      ...candidate(3, 'Kandidat Awal'),
      namaWakil: 'Wakil Baru',
    });
    expect(edited).toMatchObject({ nomor: 3, namaWakil: 'Wakil Baru' });
    await committee.removeCandidate(id, made.id);
    const note = await committee.addAnnouncement(id, 'Rapat panitia besok.');
    const notes = await liveValue<Announcement[]>(
      (observer) => committee.watchAnnouncements(id, observer),
      (value) => value.length === 1,
    );
    expect(notes[0]).toMatchObject({ id: note.id, teks: 'Rapat panitia besok.' });
    await committee.removeAnnouncement(id, note.id);
    await liveValue<Announcement[]>(
      (observer) => committee.watchAnnouncements(id, observer),
      (value) => value.length === 0,
    );
    for (const text of [
      'Ubah nama dan deskripsi pemilihan "Pemilihan Baru"',
      'Nonaktifkan opsi abstain pemilihan "Pemilihan Baru"',
      'Ubah kandidat nomor 3 "Kandidat Awal & Wakil Baru" pada pemilihan "Pemilihan Baru"',
      'Hapus kandidat nomor 3 "Kandidat Awal & Wakil Baru" dari pemilihan "Pemilihan Baru"',
      'Tambah pengumuman pemilihan "Pemilihan Baru"',
      'Hapus pengumuman pemilihan "Pemilihan Baru"',
    ])
      expect(historyWith(text), text).toBe(1);
  });
});

describe('once open', () => {
  it('refuses every configuration change and changes nothing; the end may move later', async () => {
    const id = await readyElection('Pemilihan Beku');
    const entry = voters[2]!;
    const candidates = await liveValue<Candidate[]>(
      (observer) => panitiaA.backend.committee.watchCandidates(id, observer),
      (value) => value.length === 2,
    );
    offset += 90 * 60 * 1000; // past the start: open by the clock, no write
    try {
      const before = storeSnapshot(server);
      const path = (...rest: string[]) => EVOTING_PATHS.committee(id, ...rest);
      const changes: [string, string, unknown?][] = [
        ['PUT', path('jadwal'), { mulai: at(HOUR), selesai: at(2 * HOUR) }],
        ['PUT', path('abstain'), { abstain: false }],
        ['POST', path('buka'), { selesai: null }],
        ['POST', path('kandidat'), candidate(3, 'Kandidat Terlambat')],
        ['PUT', path('kandidat', candidates[0]!.id), candidate(1, 'Kandidat Diubah')],
        ['DELETE', path('kandidat', candidates[1]!.id)],
        ['POST', path('pemilih'), { nim: entry.nim, namaLengkap: entry.namaLengkap }],
        [
          'POST',
          path('pemilih', 'impor', 'pratinjau'),
          { csv: `${entry.nim},${entry.namaLengkap}` },
        ],
        ['POST', path('pemilih', 'impor'), { csv: `${entry.nim},${entry.namaLengkap}` }],
        ['DELETE', path('pemilih', voters[0]!.id)],
        ['POST', path('pemilih', voters[0]!.id, 'verifikasi')],
        ['POST', path('pemilih', voters[0]!.id, 'tolak'), { alasan: 'KTM tidak jelas' }],
      ];
      for (const [method, url, body] of changes) {
        const response = await api.call(method, url, { as: panitiaA.caller, body });
        expect(response.status, `${method} ${url}`).toBe(409);
        const message =
          method === 'POST' && url.endsWith('/buka')
            ? ELECTION_MESSAGES.alreadyOpen
            : ELECTION_MESSAGES.frozen;
        expect(response.body, `${method} ${url}`).toMatchObject({ error: { message } });
      }
      // The master is held to the same rules.
      const asMaster = await api.call('PUT', path('abstain'), {
        as: master.caller,
        body: { abstain: false },
      });
      expect(asMaster.status).toBe(409);
      expect(storeSnapshot(server)).toBe(before);

      const shorter = await api.call('POST', path('perpanjang'), {
        as: panitiaA.caller,
        body: { selesai: at(10 * 60 * 1000) },
      });
      expect(shorter.status).toBe(409);
      const extended = await panitiaA.backend.committee.extend(id, at(5 * HOUR));
      expect(extended.state).toBe('berlangsung');
      expect(historyWith('Perpanjang pemilihan "Pemilihan Beku"')).toBe(1);
      await panitiaA.backend.committee.addAnnouncement(id, 'Masih dibuka.');

      offset += 6 * HOUR; // past the end: closed for good
      const closed = storeSnapshot(server);
      for (const [method, url, body] of [
        ...changes,
        ['PATCH', path(), { nama: 'Nama Baru', deskripsi: '' }],
        ['POST', path('pengumuman'), { teks: 'Terlambat' }],
        ['POST', path('perpanjang'), { selesai: at(HOUR) }],
        ['POST', path('tutup')],
      ] as [string, string, unknown?][]) {
        const response = await api.call(method, url, { as: panitiaA.caller, body });
        expect(response.status, `${method} ${url}`).toBe(409);
      }
      expect(storeSnapshot(server)).toBe(closed);
    } finally {
      offset = 0;
    }
  });

  it('opens now and closes now, each recorded', async () => {
    const id = await readyElection('Pemilihan Sekarang');
    await prepareToOpen(server, panitiaA, id);
    const opened = await panitiaA.backend.committee.openNow(id, null);
    expect(opened.state).toBe('berlangsung');
    expect(Date.parse(opened.mulai!)).toBeLessThanOrEqual(Date.now());
    const closed = await panitiaA.backend.committee.closeNow(id);
    expect(closed.state).toBe('selesai');
    expect(historyWith('Buka pemilihan "Pemilihan Sekarang" sekarang')).toBe(1);
    expect(historyWith('Tutup pemilihan "Pemilihan Sekarang" sekarang')).toBe(1);
  });

  it('shows an election opening by the clock on the live topics, with no write', async () => {
    const id = await readyElection('Pemilihan Berjalan');
    await panitiaA.backend.committee.setSchedule(id, {
      mulai: at(1_200),
      selesai: at(HOUR),
    });
    const open = await liveValue<CommitteeElection>(
      (observer) => panitiaA.backend.committee.watchElection(id, observer),
      (value) => value.state === 'berlangsung',
      5_000,
    );
    expect(open.belumSiap).toBeNull();
  });
});

describe('verification', () => {
  it('verifies or rejects who asked to join, with a reason the voter sees; a rejected voter may ask again', async () => {
    const id = await readyElection('Pemilihan Verifikasi');
    const asker = voters[2]!;
    const join = () => api.call('POST', EVOTING_PATHS.join(id), { as: asker.caller, body: {} });
    expect((await join()).status).toBe(200);
    const waiting = await liveValue<RollEntry[]>(
      (observer) => panitiaA.backend.committee.watchRoll(id, observer),
      (value) => value.some((entry) => entry.status === 'menunggu'),
    );
    expect(waiting.find((entry) => entry.voterId === asker.id)?.sumber).toBe('pemilih');
    const empty = await api.call(
      'POST',
      EVOTING_PATHS.committee(id, 'pemilih', asker.id, 'tolak'),
      { as: panitiaA.caller, body: { alasan: '' } },
    );
    expect(empty.status).toBe(400);
    const rejected = await panitiaA.backend.committee.reject(id, asker.id, 'Foto KTM buram');
    expect(rejected).toMatchObject({ status: 'ditolak', alasanPenolakan: 'Foto KTM buram' });
    expect((await join()).status).toBe(200);
    const verified = await panitiaA.backend.committee.verify(id, asker.id);
    expect(verified).toMatchObject({ status: 'terverifikasi', alasanPenolakan: null });
    expect(historyWith('Verifikasi 1 pemilih pada pemilihan "Pemilihan Verifikasi"')).toBe(1);
    expect(historyWith('Tolak verifikasi 1 pemilih pada pemilihan "Pemilihan Verifikasi"')).toBe(1);
    await panitiaA.backend.committee.removeFromRoll(id, asker.id);
    expect(
      historyWith('Hapus 1 pemilih dari daftar pemilih pemilihan "Pemilihan Verifikasi"'),
    ).toBe(1);
  });
});

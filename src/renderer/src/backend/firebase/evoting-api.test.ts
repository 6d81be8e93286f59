import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EVOTING_MESSAGES } from '../../../../shared/evoting/election';
import { ELECTION_MESSAGES } from '../../../../shared/evoting/election-state';
import { createFirebaseEvotingApi } from './evoting-api';
import { createFirebaseCommitteeApi } from './evoting-committee-api';
import { createFirebaseVoterElectionsApi } from './evoting-voter-api';
import type { FirebaseHandles } from './firebase-app';
import { voterLookupDoc } from './voter-lookup';

/**
 * E-voting's guards and batches, with Firestore replaced by a fake that keeps documents by path
 * and records every committed batch or transaction (the rules themselves: the emulator suite,
 * tests/firebase/firestore-rules.evoting-*.test.ts).
 */
type Op = { op: string; path: string; data?: Record<string, unknown> };
const fake = vi.hoisted(() => ({
  docs: new Map<string, Record<string, unknown>>(),
  commits: [] as Op[][],
  /** Every document read, by path: a committee must read no voter's own document. */
  reads: [] as string[],
  me: 'master',
}));

vi.mock('firebase/firestore', () => {
  let auto = 0;
  type Ref = { path: string; id: string };
  const pathOf = (parent: unknown) =>
    typeof parent === 'object' && parent !== null && 'path' in parent
      ? `${(parent as Ref).path}/`
      : '';
  const snapshot = (ref: Ref) => ({
    id: ref.id,
    ref,
    exists: () => fake.docs.has(ref.path),
    data: () => fake.docs.get(ref.path),
  });
  /** A committed write lands in the fake's documents (an increment adds to the number). */
  const apply = (ops: Op[]) => {
    for (const { op, path, data } of ops) {
      if (op === 'delete') fake.docs.delete(path);
      else {
        const merged: Record<string, unknown> = op === 'update' ? { ...fake.docs.get(path) } : {};
        for (const [key, value] of Object.entries(data ?? {}))
          merged[key] =
            typeof value === 'object' && value !== null && 'increment' in value
              ? Number(merged[key] ?? 0) + Number((value as { increment: number }).increment)
              : value;
        fake.docs.set(path, merged);
      }
    }
    fake.commits.push(ops);
  };
  const recorder = () => {
    const ops: Op[] = [];
    const writer = {
      set: (ref: Ref, data: Record<string, unknown>) =>
        ops.push({ op: 'set', path: ref.path, data }) && writer,
      update: (ref: Ref, data: Record<string, unknown>) =>
        ops.push({ op: 'update', path: ref.path, data }) && writer,
      delete: (ref: Ref) => ops.push({ op: 'delete', path: ref.path }) && writer,
      commit: async () => apply(ops),
    };
    return { ops, writer };
  };
  const inCollection = (q: { path: string; filters?: { field: string; value: unknown }[] }) =>
    [...fake.docs.entries()].filter(
      ([path, data]) =>
        path.startsWith(`${q.path}/`) &&
        !path.slice(q.path.length + 1).includes('/') &&
        (q.filters ?? []).every((f) => data[f.field] === f.value),
    );
  return {
    doc: (parent: unknown, ...segments: string[]) => {
      const path =
        segments.length === 0
          ? `${pathOf(parent)}auto-${++auto}`
          : `${pathOf(parent)}${segments.join('/')}`;
      return { path, id: path.split('/').at(-1) };
    },
    collection: (parent: unknown, name: string) => ({ path: `${pathOf(parent)}${name}` }),
    collectionGroup: (_db: unknown, name: string) => ({ path: name }),
    query: (ref: { path: string }, ...filters: unknown[]) => ({
      path: ref.path,
      filters: filters.filter((f) => typeof f === 'object' && f !== null && 'field' in f),
    }),
    where: (field: string, _op: string, value: unknown) => ({ field, value }),
    orderBy: () => ({}),
    getDoc: async (ref: Ref) => {
      fake.reads.push(ref.path);
      return snapshot(ref);
    },
    getDocs: async (q: { path: string }) => ({
      docs: inCollection(q).map(([path]) => snapshot({ path, id: path.split('/').at(-1) ?? '' })),
    }),
    getCountFromServer: async (q: { path: string }) => ({
      data: () => ({ count: inCollection(q).length }),
    }),
    setDoc: async (ref: Ref, data: Record<string, unknown>) =>
      apply([{ op: 'set', path: ref.path, data }]),
    updateDoc: async (ref: Ref, data: Record<string, unknown>) =>
      apply([{ op: 'update', path: ref.path, data }]),
    writeBatch: () => recorder().writer,
    runTransaction: async (_db: unknown, work: (tx: unknown) => Promise<unknown>) => {
      const { ops, writer } = recorder();
      const result = await work({ ...writer, get: async (ref: Ref) => snapshot(ref) });
      apply(ops);
      return result;
    },
    increment: (by: number) => ({ increment: by }),
    serverTimestamp: () => 'SERVER_TIMESTAMP',
    onSnapshot: vi.fn(() => () => undefined),
    Timestamp: { fromDate: (date: Date) => ({ timestamp: date.toISOString() }) },
  };
});

const profile = (id: string, role: string, extra: Record<string, unknown> = {}) =>
  fake.docs.set(`users/${id}`, {
    email: `${id}@bem.demo`,
    namaTampilan: `Nama ${id}`,
    role,
    kementerian: null,
    foto: null,
    organisasi: null,
    catatan: null,
    disabled: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  });

const HOUR = 3_600_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

function election(id: string, schedule: { mulai: string | null; selesai: string | null }) {
  fake.docs.set(`pemilihan_events/${id}`, {
    nama: 'Pemira',
    deskripsi: '',
    organisasiId: 'bem',
    penyelenggara: 'BEM KM',
    ...schedule,
    dibatalkanPada: null,
    hasilDipublikasikan: false,
    jumlahKandidat: 0,
    dibuatPada: iso(-HOUR),
  });
  fake.docs.set(`pemilihan_panitia/${id}`, {
    panitia: ['panitia'],
    anggota: { panitia: { namaTampilan: 'Nama panitia', email: 'panitia@bem.demo' } },
    abstain: true,
  });
}

function request(id: string, status = 'menunggu') {
  fake.docs.set(`pemilihan_requests/${id}`, {
    organisasiId: 'bem',
    penyelenggara: 'BEM KM',
    namaPemilihan: 'Pemira',
    deskripsi: '',
    tautanDokumen: 'https://drive.google.com/x',
    status,
    diajukanOleh: { id: 'panitia', nama: 'Nama panitia', email: 'panitia@bem.demo' },
    diajukanPada: iso(-HOUR),
    diputuskanPada: null,
    alasanPenolakan: null,
    pemilihanId: null,
  });
}

const handles = {
  auth: {
    get currentUser() {
      return { uid: fake.me };
    },
    // The voter's session is restored before the voter's calls go on.
    authStateReady: () => Promise.resolve(),
  },
  db: {},
} as unknown as FirebaseHandles;
const evoting = createFirebaseEvotingApi(handles);
const committee = createFirebaseCommitteeApi(handles);
const voters = createFirebaseVoterElectionsApi(() => handles);

beforeEach(() => {
  fake.docs.clear();
  fake.commits.length = 0;
  fake.reads.length = 0;
  fake.me = 'master';
  profile('master', 'master');
  profile('panitia', 'panitia_requestor');
  profile('panitia-lain', 'panitia_requestor');
  profile('admin', 'admin', { kementerian: 'Sekretariat Jenderal' });
});

describe('Manajemen E-Voting on Firestore', () => {
  it('approves in one batch: the request, the election of the same id, its committee, history', async () => {
    request('r1');
    await expect(evoting.approveRequest('r1', ['panitia-lain'])).resolves.toMatchObject({
      id: 'r1',
      state: 'draf',
      panitia: [
        { id: 'panitia', namaTampilan: 'Nama panitia' },
        { id: 'panitia-lain', namaTampilan: 'Nama panitia-lain' },
      ],
    });
    expect(fake.commits).toHaveLength(1);
    expect(fake.commits[0]?.map((op) => `${op.op} ${op.path.replace(/auto-\d+/, '*')}`)).toEqual([
      'update pemilihan_requests/r1',
      'set pemilihan_events/r1',
      'set pemilihan_panitia/r1',
      'set histori/*',
    ]);
  });

  it('refuses a decided request, a non-committee account and any caller but the master', async () => {
    request('r1', 'ditolak');
    await expect(evoting.approveRequest('r1', [])).rejects.toMatchObject({
      code: 'CONFLICT',
      message: EVOTING_MESSAGES.requestDecided,
    });
    request('r2');
    await expect(evoting.approveRequest('r2', ['admin'])).rejects.toMatchObject({
      code: 'VALIDATION',
      fields: { panitiaTambahan: EVOTING_MESSAGES.committeeNotPanitia },
    });
    fake.me = 'panitia';
    await expect(evoting.approveRequest('r2', [])).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(evoting.rejectRequest('r2', 'x')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(fake.commits).toEqual([]);
  });

  it('rejects only with a reason, kept on the request', async () => {
    request('r1');
    await expect(evoting.rejectRequest('r1', '  ')).rejects.toMatchObject({ code: 'VALIDATION' });
    await expect(evoting.rejectRequest('r1', 'Dokumen belum sah')).resolves.toMatchObject({
      status: 'ditolak',
      alasanPenolakan: 'Dokumen belum sah',
    });
    expect(fake.commits[0]?.[0]).toMatchObject({
      op: 'update',
      path: 'pemilihan_requests/r1',
      data: { status: 'ditolak', alasanPenolakan: 'Dokumen belum sah' },
    });
  });

  it('cancels an election not yet over, never a closed one', async () => {
    election('e1', { mulai: iso(-2 * HOUR), selesai: iso(-HOUR) });
    await expect(evoting.cancelElection('e1')).rejects.toMatchObject({
      code: 'CONFLICT',
      message: ELECTION_MESSAGES.cancelClosed,
    });
    expect(fake.commits).toEqual([]);
  });
});

describe('the committee area on Firestore', () => {
  it('refuses another election’s committee and an admin before reading anything else', async () => {
    election('e1', { mulai: null, selesai: null });
    for (const me of ['panitia-lain', 'admin']) {
      fake.me = me;
      await expect(committee.setAbstain('e1', false)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    fake.me = 'panitia';
    await expect(committee.setAbstain('tidak-ada', false)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    fake.me = 'master';
    await expect(committee.setAbstain('tidak-ada', false)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(fake.commits).toEqual([]);
  });

  it('refuses a configuration change once open, with the shared message', async () => {
    election('e1', { mulai: iso(-HOUR), selesai: iso(HOUR) });
    fake.me = 'panitia';
    const candidate = { nomor: 1, nama: 'A', namaWakil: null, foto: null, visi: 'V', misi: 'M' };
    await expect(committee.createCandidate('e1', candidate)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: ELECTION_MESSAGES.frozen,
    });
    await expect(
      committee.addToRoll('e1', { nim: '012300001', namaLengkap: 'Ani Lestari' }),
    ).rejects.toMatchObject({
      message: ELECTION_MESSAGES.frozen,
    });
    await expect(committee.setAbstain('e1', false)).rejects.toMatchObject({
      message: ELECTION_MESSAGES.frozen,
    });
    expect(fake.commits).toEqual([]);
  });

  it('adds a candidate under a free number, with the count and its history, in one transaction', async () => {
    election('e1', { mulai: null, selesai: null });
    fake.me = 'panitia';
    const candidate = { nomor: 1, nama: 'A', namaWakil: '', foto: null, visi: 'V', misi: 'M' };
    await committee.createCandidate('e1', candidate);
    expect(fake.commits[0]?.map((op) => op.path.replace(/auto-\d+/, '*'))).toEqual([
      'pemilihan_events/e1/kandidat/1',
      'pemilihan_events/e1',
      'histori/*',
    ]);
    await expect(committee.createCandidate('e1', candidate)).rejects.toMatchObject({
      fields: { nomor: EVOTING_MESSAGES.candidateNumberTaken },
    });
  });

  it('opens only when ready: candidates counted as documents, and a verified roll', async () => {
    election('e1', { mulai: iso(HOUR), selesai: iso(2 * HOUR) });
    fake.me = 'panitia';
    await expect(committee.openNow('e1', null)).rejects.toMatchObject({
      message: ELECTION_MESSAGES.noCandidates,
    });
    expect(fake.commits).toEqual([]);
  });
});

describe('the roll on Firestore: voters found by NIM and name (issue 33 item 1)', () => {
  const ani = {
    uid: 'v1',
    nim: '012300001',
    namaLengkap: 'Ani Lestari',
    prodi: 'Teknokimia Nuklir' as const,
  };
  const noMatch = EVOTING_MESSAGES.voterNoMatch;
  /** The voter's registration as the voter adapter writes it: their record and lookup. */
  async function registered() {
    election('e1', { mulai: null, selesai: null });
    const { key, data } = await voterLookupDoc(ani.uid, ani);
    fake.docs.set(`voter_lookup/${key}`, data);
    fake.docs.set('voters/v1', {
      ...ani,
      email: 'ani@student.demo',
      foto: null,
      kunciPencarian: key,
    });
    fake.me = 'panitia';
  }
  const voterDocsRead = () =>
    fake.reads.filter((path) => path.startsWith('voters/') || path.startsWith('voter_nims/'));

  it('adds the voter of a matching NIM and name (case and spaces aside), copying no e-mail', async () => {
    await registered();
    const entry = await committee.addToRoll('e1', { nim: ani.nim, namaLengkap: ' ani   LESTARI' });
    expect(entry).toMatchObject({
      voterId: 'v1',
      namaLengkap: 'Ani Lestari',
      email: null,
      sumber: 'panitia',
      status: 'terverifikasi',
    });
    expect(fake.docs.get('pemilihan_events/e1/pemilih/v1')).toMatchObject({ email: null });
    expect(voterDocsRead()).toEqual([]);
  });

  it('refuses a NIM alone, another name and an unknown NIM alike, writing nothing', async () => {
    await registered();
    await expect(
      committee.addToRoll('e1', { nim: ani.nim, namaLengkap: '' }),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
    for (const wanted of [
      { nim: ani.nim, namaLengkap: 'Ani Lestary' },
      { nim: '012399999', namaLengkap: 'Ani Lestari' },
    ])
      await expect(committee.addToRoll('e1', wanted)).rejects.toMatchObject({
        code: 'VALIDATION',
        message: noMatch,
        fields: { nim: noMatch, namaLengkap: noMatch },
      });
    expect(fake.commits).toEqual([]);
    expect(voterDocsRead()).toEqual([]);
  });

  it('imports by NIM and name: the preview echoes the file only, the entries carry no e-mail', async () => {
    await registered();
    const csv = 'NIM,Nama Lengkap\n012300001,ani lestari\n012399999,Budi Santoso\n';
    const preview = await committee.previewImport('e1', csv);
    expect(preview).toEqual({
      siap: 1,
      lines: [
        { baris: 2, nim: '012300001', namaLengkap: 'ani lestari', ok: true },
        {
          baris: 3,
          nim: '012399999',
          namaLengkap: 'Budi Santoso',
          ok: false,
          masalah: noMatch,
        },
      ],
    });
    expect(fake.commits).toEqual([]);
    await expect(committee.commitImport('e1', csv)).resolves.toMatchObject({ siap: 1 });
    expect(fake.docs.get('pemilihan_events/e1/pemilih/v1')).toMatchObject({
      namaLengkap: 'Ani Lestari',
      email: null,
      sumber: 'panitia',
    });
    expect(voterDocsRead()).toEqual([]);
  });

  it('shows no e-mail of an entry the committee added, also one written before this version', async () => {
    await registered();
    fake.docs.set('pemilihan_events/e1/pemilih/v1', {
      voterId: 'v1',
      namaLengkap: 'Ani Lestari',
      nim: ani.nim,
      prodi: ani.prodi,
      email: 'ani@student.demo',
      status: 'terverifikasi',
      alasanPenolakan: null,
      sumber: 'panitia',
      dibuatPada: iso(-HOUR),
      diputuskanPada: iso(-HOUR),
    });
    await expect(committee.verify('e1', 'v1')).resolves.toMatchObject({ email: null });
  });
});

describe('a voter asking to join', () => {
  it('is refused once the election is open, and a second time', async () => {
    fake.me = 'v1';
    fake.docs.set('voters/v1', {
      namaLengkap: 'Siti',
      nim: '012300001',
      prodi: 'Teknokimia Nuklir',
      email: 'siti@student.demo',
      foto: null,
    });
    election('e1', { mulai: iso(-HOUR), selesai: iso(HOUR) });
    await expect(voters.requestToJoin('e1')).rejects.toMatchObject({
      message: EVOTING_MESSAGES.joinClosed,
    });
    election('e2', { mulai: iso(HOUR), selesai: iso(2 * HOUR) });
    await expect(voters.requestToJoin('e2')).resolves.toMatchObject({
      id: 'e2',
      statusPemilih: 'menunggu',
    });
    expect(fake.commits[0]?.[0]).toMatchObject({
      path: 'pemilihan_events/e2/pemilih/v1',
      data: { status: 'menunggu', sumber: 'pemilih', voterId: 'v1', nim: '012300001' },
    });
    await expect(voters.requestToJoin('e2')).rejects.toMatchObject({
      message: EVOTING_MESSAGES.joinAlreadyAsked,
    });
    // Rejected, they may ask again: their entry goes back to waiting, the reason gone.
    fake.docs.set('pemilihan_events/e2/pemilih/v1', {
      ...fake.docs.get('pemilihan_events/e2/pemilih/v1'),
      status: 'ditolak',
      alasanPenolakan: 'KTM buram',
    });
    await expect(voters.requestToJoin('e2')).resolves.toMatchObject({ statusPemilih: 'menunggu' });
    expect(fake.commits.at(-1)).toEqual([
      {
        op: 'update',
        path: 'pemilihan_events/e2/pemilih/v1',
        data: {
          status: 'menunggu',
          alasanPenolakan: null,
          dibuatPada: 'SERVER_TIMESTAMP',
          diputuskanPada: null,
        },
      },
    ]);
  });

  it('finds no draft', async () => {
    fake.me = 'v1';
    fake.docs.set('voters/v1', {
      namaLengkap: 'Siti',
      nim: '012300001',
      prodi: 'Teknokimia Nuklir',
      email: 'siti@student.demo',
      foto: null,
    });
    election('e1', { mulai: null, selesai: null });
    await expect(voters.requestToJoin('e1')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('is refused to an account that is not a voter', async () => {
    election('e1', { mulai: iso(HOUR), selesai: iso(2 * HOUR) });
    fake.me = 'panitia';
    await expect(voters.requestToJoin('e1')).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

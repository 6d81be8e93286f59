import { webcrypto } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BOOTH_MESSAGES,
  CHOICE_MESSAGES,
  RECEIPT_PATTERN,
} from '../../../../shared/evoting/ballot';
import { EVOTING_HISTORY } from '../../../../shared/evoting/election-history';
import { PUBLISH_MESSAGES } from '../../../../shared/evoting/results';
import { createFirebaseBallotApi } from './ballot-api';
import type { FirebaseHandles } from './firebase-app';

/**
 * The ballot's adapter with Firestore replaced by a fake that keeps documents by path and
 * records every committed batch: what it checks before writing (the server's refusals) and what
 * it writes. The rules themselves: tests/firebase/firestore-rules.evoting-ballot.test.ts.
 */
type Op = { op: string; path: string; data: Record<string, unknown>; merge?: boolean };
const fake = vi.hoisted(() => ({
  docs: new Map<string, Record<string, unknown>>(),
  commits: [] as Op[][],
  me: 'v1' as string | null,
}));

vi.mock('firebase/firestore', () => {
  let auto = 0;
  type Ref = { path: string; id: string };
  class FieldPath {
    readonly segments: string[];
    constructor(...segments: string[]) {
      this.segments = segments;
    }
  }
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
  /** Sets `value` at a dotted path of `target`; an increment adds to the number there. */
  const put = (target: Record<string, unknown>, keys: string[], value: unknown) => {
    const [key, ...rest] = keys as [string, ...string[]];
    if (rest.length) {
      const inner = { ...((target[key] as Record<string, unknown> | undefined) ?? {}) };
      put(inner, rest, value);
      target[key] = inner;
    } else
      target[key] =
        typeof value === 'object' && value !== null && 'increment' in value
          ? Number(target[key] ?? 0) + Number((value as { increment: number }).increment)
          : value;
  };
  const apply = (ops: Op[]) => {
    for (const { op, path, data, merge } of ops) {
      const next: Record<string, unknown> =
        op === 'update' || merge ? { ...fake.docs.get(path) } : {};
      for (const [key, value] of Object.entries(data)) put(next, key.split('.'), value);
      fake.docs.set(path, next);
    }
    fake.commits.push(ops);
  };
  return {
    FieldPath,
    doc: (parent: unknown, ...segments: string[]) => {
      const path =
        segments.length === 0
          ? `${pathOf(parent)}auto-${++auto}`
          : `${pathOf(parent)}${segments.join('/')}`;
      return { path, id: path.split('/').at(-1) };
    },
    collection: (parent: unknown, name: string) => ({ path: `${pathOf(parent)}${name}` }),
    query: (ref: { path: string }, ...filters: { field?: string; value?: unknown }[]) => ({
      path: ref.path,
      filters: filters.filter((f) => f.field),
    }),
    where: (field: string, _op: string, value: unknown) => ({ field, value }),
    getDoc: async (ref: Ref) => snapshot(ref),
    getDocs: async (q: { path: string; filters?: { field: string; value: unknown }[] }) => ({
      docs: [...fake.docs.entries()]
        .filter(
          ([path, data]) =>
            path.startsWith(`${q.path}/`) &&
            !path.slice(q.path.length + 1).includes('/') &&
            (q.filters ?? []).every((f) => data[f.field] === f.value),
        )
        .map(([path]) => snapshot({ path, id: path.split('/').at(-1) ?? '' })),
    }),
    getCountFromServer: async (q: {
      path: string;
      filters?: { field: string; value: unknown }[];
    }) => ({
      data: () => ({
        count: [...fake.docs.entries()].filter(
          ([path, data]) =>
            path.startsWith(`${q.path}/`) &&
            !path.slice(q.path.length + 1).includes('/') &&
            (q.filters ?? []).every((f) => data[f.field] === f.value),
        ).length,
      }),
    }),
    writeBatch: () => {
      const ops: Op[] = [];
      const writer = {
        set: (ref: Ref, data: Record<string, unknown>, options?: { merge?: boolean }) =>
          ops.push({ op: 'set', path: ref.path, data, merge: options?.merge === true }) && writer,
        update: (ref: Ref, first: unknown, ...rest: unknown[]) => {
          const data: Record<string, unknown> = {};
          if (first instanceof FieldPath) {
            const pairs = [first, ...rest];
            for (let i = 0; i < pairs.length; i += 2) {
              const field = pairs[i];
              data[field instanceof FieldPath ? field.segments.join('.') : String(field)] =
                pairs[i + 1];
            }
          } else Object.assign(data, first);
          ops.push({ op: 'update', path: ref.path, data });
          return writer;
        },
        commit: async () => apply(ops),
      };
      return writer;
    },
    increment: (by: number) => ({ increment: by }),
    serverTimestamp: () => 'SERVER_TIMESTAMP',
    onSnapshot: vi.fn(() => () => undefined),
    Timestamp: { fromDate: (date: Date) => ({ toDate: () => date }) },
  };
});

beforeAll(() => {
  // jsdom's crypto has no subtle; the browser's and Node's have.
  if (!globalThis.crypto?.subtle)
    Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});

const HOUR = 3_600_000;
const time = (offset: number) => {
  const date = new Date(Date.now() + offset);
  return { toDate: () => date };
};

const handles = {
  auth: {
    authStateReady: async () => undefined,
    get currentUser() {
      return fake.me ? { uid: fake.me } : null;
    },
  },
  db: {},
} as unknown as FirebaseHandles;
const ballot = createFirebaseBallotApi(handles, () => handles);

function profile(id: string, role: string) {
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
  });
}

/** An election with two candidates, its committee (panitia) and voter v1 on its roll. */
function election(schedule: { mulai: number; selesai: number }, rollStatus = 'terverifikasi') {
  fake.docs.set('pemilihan_events/e1', {
    nama: 'Pemira',
    deskripsi: '',
    organisasiId: 'bem-km',
    penyelenggara: 'BEM KM',
    mulai: time(schedule.mulai),
    selesai: time(schedule.selesai),
    dibatalkanPada: null,
    hasilDipublikasikan: false,
    jumlahKandidat: 2,
    dibuatPada: time(-72 * HOUR),
  });
  fake.docs.set('pemilihan_panitia/e1', {
    panitia: ['panitia'],
    anggota: { panitia: { namaTampilan: 'Nama panitia', email: 'panitia@bem.demo' } },
    abstain: true,
  });
  for (const nomor of [1, 2])
    fake.docs.set(`pemilihan_events/e1/kandidat/${nomor}`, {
      nomor,
      nama: `Calon ${nomor}`,
      namaWakil: null,
      foto: null,
      visi: 'V',
      misi: 'M',
    });
  fake.docs.set('pemilihan_events/e1/pemilih/v1', {
    voterId: 'v1',
    namaLengkap: 'Siti',
    nim: '012300001',
    prodi: 'Teknokimia Nuklir',
    email: 'siti@student.demo',
    status: rollStatus,
    alasanPenolakan: null,
    sumber: 'panitia',
    dibuatPada: time(-70 * HOUR),
    diputuskanPada: time(-70 * HOUR),
  });
}

beforeEach(() => {
  fake.docs.clear();
  fake.commits.length = 0;
  fake.me = 'v1';
  profile('master', 'master');
  profile('panitia', 'panitia_requestor');
  profile('panitia-lain', 'panitia_requestor');
});

describe('casting on Firestore', () => {
  const OPEN = { mulai: -HOUR, selesai: HOUR };

  it('refuses with the booth’s reasons before writing anything', async () => {
    const refused = async (message: string) => {
      await expect(ballot.cast('e1', '1')).rejects.toMatchObject({
        code: 'CONFLICT',
        status: 409,
        message,
      });
    };
    election(OPEN, 'menunggu');
    await refused(BOOTH_MESSAGES['belum-diverifikasi']);
    fake.docs.delete('pemilihan_events/e1/pemilih/v1');
    await refused(BOOTH_MESSAGES['bukan-pemilih']);
    election({ mulai: HOUR, selesai: 2 * HOUR });
    await refused(BOOTH_MESSAGES['belum-dibuka']);
    election({ mulai: -2 * HOUR, selesai: -HOUR });
    await refused(BOOTH_MESSAGES['sudah-ditutup']);
    expect(fake.commits).toEqual([]);
  });

  it('refuses a choice that is not on the ballot, beside the field', async () => {
    election(OPEN);
    await expect(ballot.cast('e1', '9')).rejects.toMatchObject({
      code: 'VALIDATION',
      fields: { pilihan: CHOICE_MESSAGES.notOnBallot },
    });
    fake.docs.set('pemilihan_events/e1/surat_suara/aturan', { abstain: false });
    await expect(ballot.cast('e1', 'abstain')).rejects.toMatchObject({
      fields: { pilihan: CHOICE_MESSAGES.abstainNotAllowed },
    });
    expect(fake.commits).toEqual([]);
  });

  it('writes the record, an empty receipt and one count in one batch; then refuses', async () => {
    election(OPEN);
    const { kodeTanda } = await ballot.cast('e1', '2');
    expect(kodeTanda).toMatch(RECEIPT_PATTERN);
    expect(fake.commits).toHaveLength(1);
    const [voted, receipt, count] = fake.commits[0] ?? [];
    expect(voted).toMatchObject({ op: 'set', path: 'pemilihan_events/e1/sudah_memilih/v1' });
    expect(Object.keys(voted?.data ?? {}).sort()).toEqual([
      'kodeTanda',
      'kunciHitungan',
      'kunciKode',
      'pada',
    ]);
    // The voter's own receipt on their own record: their booth shows it again from there.
    expect(voted?.data).toMatchObject({ kodeTanda });
    expect(receipt).toEqual({
      op: 'set',
      path: `pemilihan_events/e1/kotak/${kodeTanda}`,
      data: {},
      merge: false,
    });
    expect(count?.path).toMatch(/^pemilihan_events\/e1\/hitungan\/\d+$/);
    expect(Object.keys(count?.data ?? {}).sort()).toEqual(['rahasia', 'suara.2']);

    fake.docs.set('pemilihan_events/e1/sudah_memilih/v1', { pada: time(0) });
    await expect(ballot.cast('e1', '1')).rejects.toMatchObject({
      code: 'CONFLICT',
      message: BOOTH_MESSAGES['sudah-memilih'],
    });
    expect(fake.commits).toHaveLength(1);
  });

  it('needs a signed-in voter and a real election', async () => {
    election(OPEN);
    fake.me = null;
    await expect(ballot.cast('e1', '1')).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    fake.me = 'v1';
    await expect(ballot.cast('tidak-ada', '1')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(ballot.cast('e1', '')).rejects.toMatchObject({ code: 'VALIDATION' });
  });
});

describe('publishing on Firestore', () => {
  it('refuses before the end and to another committee', async () => {
    election({ mulai: -HOUR, selesai: HOUR });
    fake.me = 'panitia';
    await expect(ballot.publishResults('e1')).rejects.toMatchObject({
      code: 'CONFLICT',
      message: PUBLISH_MESSAGES.notClosed,
    });
    fake.me = 'panitia-lain';
    await expect(ballot.publishResults('e1')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(fake.commits).toEqual([]);
  });

  it('publishes once, sealing every shard, and answers the summed results', async () => {
    election({ mulai: -2 * HOUR, selesai: -HOUR });
    fake.docs.set('pemilihan_events/e1/hitungan/0', {
      suara: { '1': 2 },
      rahasia: 'a',
      terkunci: false,
    });
    fake.docs.set('pemilihan_events/e1/hitungan/7', {
      suara: { '2': 1, abstain: 1 },
      rahasia: 'b',
      terkunci: false,
    });
    for (const kode of ['BBBBB-00000-00000-00000', 'AAAAA-00000-00000-00000'])
      fake.docs.set(`pemilihan_events/e1/kotak/${kode}`, {});
    fake.me = 'panitia';

    const results = await ballot.publishResults('e1');
    const ops = fake.commits[0] ?? [];
    expect(ops.map((op) => `${op.op} ${op.path.replace(/auto-\d+/, '*')}`)).toEqual([
      'update pemilihan_events/e1',
      'set pemilihan_events/e1/hasil/ringkasan',
      ...Array.from({ length: 50 }, (_, i) => `set pemilihan_events/e1/hitungan/${i}`),
      'set histori/*',
    ]);
    expect(ops.at(-1)?.data).toMatchObject({ action: EVOTING_HISTORY.resultsPublished('Pemira') });
    expect(ops[1]?.data).toEqual({ jumlahPemilih: 1, dipublikasikanPada: 'SERVER_TIMESTAMP' });
    expect(ops.filter((op) => op.path.includes('/hitungan/')).every((op) => op.merge)).toBe(true);
    expect(fake.docs.get('pemilihan_events/e1/hitungan/7')).toEqual({
      suara: { '2': 1, abstain: 1 },
      rahasia: null,
      terkunci: true,
    });

    expect(results.kandidat.map((c) => [c.nomor, c.suara])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(results).toMatchObject({ abstain: 1, suaraMasuk: 2, jumlahPemilih: 1 });
    expect(results.kodeTanda).toEqual(['AAAAA-00000-00000-00000', 'BBBBB-00000-00000-00000']);

    await expect(ballot.publishResults('e1')).rejects.toMatchObject({
      message: PUBLISH_MESSAGES.alreadyPublished,
    });
  });
});

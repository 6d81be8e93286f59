import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FirebaseHandles } from './firebase-app';
import { createFirebaseUsersApi } from './users-api';

/** Kelola Pengguna's guards and batches, with Firestore replaced by a fake (rules: emulator suite). */
const fake = vi.hoisted(() => ({
  docs: new Map<string, Record<string, unknown>>(),
  batches: [] as { op: string; path: string; data?: Record<string, unknown> }[][],
  me: 'uid-master',
}));

vi.mock('firebase/auth', () => ({
  sendPasswordResetEmail: vi.fn(async () => undefined),
  signOut: vi.fn(),
}));

vi.mock('firebase/firestore', () => {
  let auto = 0;
  return {
    // doc(db, 'users', id), or doc(collection) for a new id.
    doc: (parent: unknown, ...segments: string[]) => {
      const path = segments.length === 0 ? `${String(parent)}/auto-${++auto}` : segments.join('/');
      return { path, id: path.split('/').at(-1) };
    },
    collection: (_db: unknown, name: string) => name,
    getDoc: async (ref: { path: string; id: string }) => ({
      id: ref.id,
      data: () => fake.docs.get(ref.path),
    }),
    addDoc: vi.fn(async () => undefined),
    serverTimestamp: () => 'SERVER_TIMESTAMP',
    onSnapshot: vi.fn(),
    query: vi.fn(),
    orderBy: vi.fn(),
    writeBatch: () => {
      const ops: { op: string; path: string; data?: Record<string, unknown> }[] = [];
      const batch = {
        set: (ref: { path: string }, data: Record<string, unknown>) =>
          ops.push({ op: 'set', path: ref.path, data }) && batch,
        update: (ref: { path: string }, data: Record<string, unknown>) =>
          ops.push({ op: 'update', path: ref.path, data }) && batch,
        delete: (ref: { path: string }) => ops.push({ op: 'delete', path: ref.path }) && batch,
        commit: async () => {
          fake.batches.push(ops);
        },
      };
      return batch;
    },
  };
});

const user = (id: string, extra: Record<string, unknown>) =>
  fake.docs.set(`users/${id}`, {
    email: `${id}@bem.ac.id`,
    namaTampilan: id,
    role: 'admin',
    kementerian: null,
    foto: null,
    organisasi: null,
    catatan: null,
    disabled: false,
    createdAt: '2025-10-01T00:00:00.000Z',
    ...extra,
  });

const handles = {
  auth: {
    get currentUser() {
      return { uid: fake.me };
    },
  },
  db: {},
} as unknown as FirebaseHandles;
const api = createFirebaseUsersApi(handles);

beforeEach(() => {
  fake.docs.clear();
  fake.batches.length = 0;
  fake.me = 'uid-master';
  user('uid-master', { role: 'master', namaTampilan: 'Master Admin' });
});

describe('Kelola Pengguna on Firestore', () => {
  it.each([
    ['pending', 'admin', 'Admin'],
    ['pending_panitia', 'panitia_requestor', 'Panitia Pemilihan'],
  ])('approves %s as %s, with its history entry in the same batch', async (from, to, label) => {
    user('u1', { role: from });
    await expect(api.approve('u1')).resolves.toMatchObject({ id: 'u1', role: to });
    expect(fake.batches).toHaveLength(1);
    expect(fake.batches[0]).toEqual([
      { op: 'update', path: 'users/u1', data: { role: to } },
      {
        op: 'set',
        path: expect.stringMatching(/^histori\//),
        data: {
          action: `Persetujuan akun u1@bem.ac.id sebagai ${label}`,
          oleh: 'Master Admin',
          uid: 'uid-master',
          timestamp: 'SERVER_TIMESTAMP',
        },
      },
    ]);
  });

  it('refuses to approve or reject an account that is not waiting', async () => {
    user('u1', { role: 'admin' });
    await expect(api.approve('u1')).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Akun ini tidak sedang menunggu persetujuan.',
    });
    await expect(api.reject('u1')).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(fake.batches).toEqual([]);
  });

  it('never acts on a master or on oneself, and only a master acts', async () => {
    user('m2', { role: 'master' });
    await expect(api.remove('m2')).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(api.remove('uid-master')).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(api.remove('nobody')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Akun tidak ditemukan.',
    });
    user('a1', { role: 'admin' });
    fake.me = 'a1';
    user('u1', { role: 'pending' });
    await expect(api.approve('u1')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(fake.batches).toEqual([]);
  });

  it('rejects and removes by deleting the profile, recorded', async () => {
    user('u1', { role: 'pending' });
    user('u2', { role: 'admin' });
    await api.reject('u1');
    await api.remove('u2');
    expect(fake.batches.map((ops) => ops.map((o) => [o.op, o.path, o.data?.['action']]))).toEqual([
      [
        ['delete', 'users/u1', undefined],
        ['set', expect.any(String), 'Tolak pendaftaran u1@bem.ac.id'],
      ],
      [
        ['delete', 'users/u2', undefined],
        ['set', expect.any(String), 'Hapus akun u2@bem.ac.id'],
      ],
    ]);
  });

  it('updates only the given fields and describes the change as the server does', async () => {
    user('u1', { role: 'admin', kementerian: null });
    await expect(
      api.update('u1', { kementerian: 'Kementerian Keuangan', disabled: true }),
    ).resolves.toMatchObject({ kementerian: 'Kementerian Keuangan', disabled: true });
    expect(fake.batches[0]).toEqual([
      {
        op: 'update',
        path: 'users/u1',
        data: { kementerian: 'Kementerian Keuangan', disabled: true },
      },
      expect.objectContaining({
        data: expect.objectContaining({
          action: 'Edit akun u1@bem.ac.id: kementerian Kementerian Keuangan, dinonaktifkan',
        }),
      }),
    ]);
  });

  it('refuses to make a master, before writing anything', async () => {
    user('u1', {});
    await expect(api.update('u1', { role: 'master' as 'admin' })).rejects.toMatchObject({
      code: 'VALIDATION',
    });
    expect(fake.batches).toEqual([]);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FirebaseHandles } from './firebase-app';
import { createFirebaseVoterApi } from './voter-api';
import { voterLookupKey } from './voter-lookup';

/**
 * The voter's own batches on Firestore keep their lookup document in step (issue 33 item 1;
 * the rules that enforce it: tests/firebase/firestore-rules.voters.test.ts): registration writes
 * it with the record naming it, a profile change writes the new one and deletes the old. Auth
 * and Firestore are fakes that keep documents by path and record each committed batch.
 */
type Op = { op: string; path: string; data?: Record<string, unknown> };
const fake = vi.hoisted(() => ({
  docs: new Map<string, Record<string, unknown>>(),
  commits: [] as Op[][],
}));

vi.mock('firebase/auth', () => ({
  createUserWithEmailAndPassword: async () => ({ user: { uid: 'v1' } }),
  signInWithEmailAndPassword: vi.fn(),
  signOut: async () => undefined,
  deleteUser: async () => undefined,
  onAuthStateChanged: vi.fn(),
  sendPasswordResetEmail: vi.fn(),
  confirmPasswordReset: vi.fn(),
}));

vi.mock('firebase/firestore', () => {
  type Ref = { path: string; id: string };
  const snapshot = (ref: Ref) => ({
    id: ref.id,
    ref,
    exists: () => fake.docs.has(ref.path),
    data: () => fake.docs.get(ref.path),
  });
  return {
    doc: (_db: unknown, ...segments: string[]) => {
      const path = segments.join('/');
      return { path, id: path.split('/').at(-1) };
    },
    getDoc: async (ref: Ref) => snapshot(ref),
    // The identity lock's query of the voter's own roll entries: on no roll.
    collectionGroup: () => ({}),
    query: () => ({}),
    where: () => ({}),
    getDocs: async () => ({ docs: [] }),
    onSnapshot: vi.fn(),
    writeBatch: () => {
      const ops: Op[] = [];
      const batch = {
        set: (ref: Ref, data: Record<string, unknown>) =>
          ops.push({ op: 'set', path: ref.path, data }) && batch,
        update: (ref: Ref, data: Record<string, unknown>) =>
          ops.push({ op: 'update', path: ref.path, data }) && batch,
        delete: (ref: Ref) => ops.push({ op: 'delete', path: ref.path }) && batch,
        commit: async () => {
          for (const { op, path, data } of ops)
            if (op === 'delete') fake.docs.delete(path);
            else fake.docs.set(path, { ...(op === 'update' ? fake.docs.get(path) : {}), ...data });
          fake.commits.push(ops);
        },
      };
      return batch;
    },
  };
});

const handles = {
  auth: { currentUser: { uid: 'v1' }, authStateReady: () => Promise.resolve() },
  db: {},
} as unknown as FirebaseHandles;
const voters = createFirebaseVoterApi(handles, () => handles);

const registration = {
  namaLengkap: 'Ani Lestari',
  nim: '012300001',
  prodi: 'Teknokimia Nuklir',
  email: 'ani@student.demo',
  password: 'kunci-rahasia-42',
  setujuSyarat: true,
} as const;

beforeEach(() => {
  fake.docs.clear();
  fake.commits.length = 0;
});

describe('the voter lookup document on the voter’s own writes', () => {
  it('is written with the registration, named by the record, without the e-mail', async () => {
    await voters.register(registration);
    const key = await voterLookupKey('012300001', 'Ani Lestari');
    expect(fake.commits).toHaveLength(1);
    expect(fake.commits[0]!.map((op) => `${op.op} ${op.path}`).sort()).toEqual(
      [
        'set voters/v1',
        `set voter_lookup/${key}`,
        'set voter_nims/012300001',
        'set voter_emails/ani@student.demo',
      ].sort(),
    );
    expect(fake.docs.get('voters/v1')).toMatchObject({ kunciPencarian: key });
    expect(fake.docs.get(`voter_lookup/${key}`)).toEqual({
      uid: 'v1',
      nim: '012300001',
      namaLengkap: 'Ani Lestari',
      prodi: 'Teknokimia Nuklir',
      kunciNama: 'ani lestari',
    });
  });

  it('moves with a name change, the old one deleted in the same batch', async () => {
    await voters.register(registration);
    const before = await voterLookupKey('012300001', 'Ani Lestari');
    await voters.updateProfile({
      namaLengkap: 'Ani Lestari Putri',
      nim: '012300001',
      prodi: 'Teknokimia Nuklir',
      foto: null,
    });
    const after = await voterLookupKey('012300001', 'Ani Lestari Putri');
    expect(fake.commits[1]!.map((op) => `${op.op} ${op.path}`)).toEqual([
      'update voters/v1',
      `set voter_lookup/${after}`,
      `delete voter_lookup/${before}`,
    ]);
    expect(fake.docs.get('voters/v1')).toMatchObject({ kunciPencarian: after });
    expect(fake.docs.has(`voter_lookup/${before}`)).toBe(false);
  });

  it('stays under its key when only the case of the name changes, and is given to an older record', async () => {
    await voters.register(registration);
    const key = await voterLookupKey('012300001', 'Ani Lestari');
    await voters.updateProfile({
      namaLengkap: 'ANI LESTARI',
      nim: '012300001',
      prodi: 'Teknokimia Nuklir',
      foto: null,
    });
    expect(fake.commits[1]!.map((op) => `${op.op} ${op.path}`)).toEqual([
      'update voters/v1',
      `set voter_lookup/${key}`,
    ]);
    expect(fake.docs.get(`voter_lookup/${key}`)).toMatchObject({ namaLengkap: 'ANI LESTARI' });

    // A record from before the lookup documents: the first save gives it one, deleting nothing.
    fake.docs.clear();
    fake.docs.set('voters/v1', {
      namaLengkap: 'Ani Lestari',
      nim: '012300001',
      prodi: 'Teknokimia Nuklir',
      email: 'ani@student.demo',
      foto: null,
    });
    await voters.updateProfile({
      namaLengkap: 'Ani Lestari',
      nim: '012300001',
      prodi: 'Teknokimia Nuklir',
      foto: null,
    });
    expect(fake.commits.at(-1)!.map((op) => `${op.op} ${op.path}`)).toEqual([
      'update voters/v1',
      `set voter_lookup/${key}`,
    ]);
  });
});

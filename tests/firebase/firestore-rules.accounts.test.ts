/**
 * firestore.rules against the Firestore emulator — accounts and the activity history: registration, own profile edits, histori, disabled accounts. Skipped, with the reason printed,
 * where the emulator does not run.
 */
import { HISTORI_CHANGE_LIMITS } from '../../src/shared/histori/record-changes';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { skipReason } from './emulators';
import {
  type Db,
  VERIFIED,
  approvalWrite,
  asCaller,
  commitWorkflow,
  earlier,
  formField,
  freshTarget,
  logEntry,
  next,
  registration,
  seedSubmission,
  useRulesEnvironment,
  rulesEnv,
} from './firestore-rules-support';
import { PROFILE_PHOTO, PROFILES, describeCase } from './rules-fixtures';

/** An active admin's account, for the photo cases. */
const ADMIN = { role: 'admin', kementerian: 'Kementerian Keuangan' };

const SKIP = skipReason(['firestore'], 'Uji aturan Firestore');

describe.skipIf(SKIP !== null)('firestore.rules', () => {
  useRulesEnvironment();

  describe('registration (users/{uid} create)', () => {
    const cases: { name: string; data: (uid: string) => DocumentData; allowed: boolean }[] = [
      { name: 'pending with a ministry', data: (uid) => registration(uid), allowed: true },
      {
        name: 'pending_panitia with an organisation',
        data: (uid) =>
          registration(uid, { role: 'pending_panitia', kementerian: null, organisasi: 'HIMA TKN' }),
        allowed: true,
      },
      { name: 'role admin', data: (uid) => registration(uid, { role: 'admin' }), allowed: false },
      { name: 'role master', data: (uid) => registration(uid, { role: 'master' }), allowed: false },
      {
        name: 'role banggar',
        data: (uid) => registration(uid, { role: 'banggar' }),
        allowed: false,
      },
      {
        name: 'role panitia_requestor',
        data: (uid) => registration(uid, { role: 'panitia_requestor' }),
        allowed: false,
      },
      {
        name: 'pending without a ministry',
        data: (uid) => registration(uid, { kementerian: null }),
        allowed: false,
      },
      {
        name: 'pending with an unknown ministry',
        data: (uid) => registration(uid, { kementerian: 'Kementerian Rahasia' }),
        allowed: false,
      },
      {
        name: 'pending_panitia without an organisation',
        data: (uid) => registration(uid, { role: 'pending_panitia', kementerian: null }),
        allowed: false,
      },
      {
        name: 'already disabled: false is required',
        data: (uid) => registration(uid, { disabled: true }),
        allowed: false,
      },
      {
        name: "someone else's email",
        data: (uid) => registration(uid, { email: 'master@bem.demo' }),
        allowed: false,
      },
      {
        name: 'a client clock for createdAt',
        data: (uid) => registration(uid, { createdAt: earlier }),
        allowed: false,
      },
      {
        name: 'an extra field',
        data: (uid) => registration(uid, { isAdmin: true }),
        allowed: false,
      },
    ];
    it.each(cases.map((c) => ({ ...c, outcome: describeCase(c.allowed) })))(
      '$name: $outcome',
      async ({ data, allowed }) => {
        const uid = `daftar-${next()}`;
        const db = rulesEnv()
          .authenticatedContext(uid, { email: `${uid}@bem.demo` })
          .firestore();
        const call = setDoc(doc(db, 'users', uid), data(uid));
        if (allowed) await assertSucceeds(call);
        else await assertFails(call);
      },
    );

    it('creating a profile for another uid: ditolak', async () => {
      const db = rulesEnv()
        .authenticatedContext('penyusup', { email: 'penyusup@bem.demo' })
        .firestore();
      await assertFails(setDoc(doc(db, 'users', 'korban'), registration('penyusup')));
    });

    it('overwriting an existing profile by registering again: ditolak', async () => {
      const db = rulesEnv()
        .authenticatedContext('pending', { email: PROFILES['pending']!.email })
        .firestore();
      await assertFails(
        setDoc(doc(db, 'users', 'pending'), {
          ...registration('pending'),
          email: PROFILES['pending']!.email,
        }),
      );
    });

    it('anonymous registration: ditolak', async () => {
      const db = rulesEnv().unauthenticatedContext().firestore();
      await assertFails(setDoc(doc(db, 'users', 'anon'), registration('anon')));
    });
  });

  describe('own profile edits', () => {
    const cases: {
      name: string;
      data: DocumentData;
      allowed: boolean;
      /** The target account as it is before the edit (a pending one unless told). */
      before?: DocumentData;
    }[] = [
      { name: 'a new name', data: { namaTampilan: 'Nama Baru' }, allowed: true },
      { name: 'removing the photo', data: { foto: null }, allowed: true },
      { name: 'a one-letter name', data: { namaTampilan: 'A' }, allowed: false },
      {
        name: 'an admin sets an uploaded photo',
        data: { foto: PROFILE_PHOTO },
        before: ADMIN,
        allowed: true,
      },
      {
        name: 'a pending account sets a photo (it may not upload one)',
        data: { foto: PROFILE_PHOTO },
        allowed: false,
      },
      {
        name: 'a photo as a base64 data URL',
        data: { foto: 'data:image/png;base64,iVBORw0KGgo=' },
        before: ADMIN,
        allowed: false,
      },
      {
        name: 'a photo that is not an image',
        data: { foto: 'javascript:alert(1)' },
        before: ADMIN,
        allowed: false,
      },
      {
        name: 'a photo somewhere else than our Cloud Storage',
        data: { foto: { ...PROFILE_PHOTO, thumbUrl: 'https://contoh.com/a.webp' } },
        before: ADMIN,
        allowed: false,
      },
      {
        name: 'a photo reference with more fields',
        data: { foto: { ...PROFILE_PHOTO, alt: 'Saya' } },
        before: ADMIN,
        allowed: false,
      },
      {
        name: 'a new name beside a photo still stored as a data URL (left as it was)',
        data: { namaTampilan: 'Nama Baru' },
        before: { ...ADMIN, foto: 'data:image/jpeg;base64,QUJD' },
        allowed: true,
      },
      { name: 'own ministry', data: { kementerian: 'Sekretariat Jenderal' }, allowed: false },
      { name: 'own disabled flag', data: { disabled: true }, allowed: false },
      { name: 'own email', data: { email: 'lain@bem.demo' }, allowed: false },
    ];
    it.each(cases.map((c) => ({ ...c, outcome: describeCase(c.allowed) })))(
      '$name: $outcome',
      async ({ data, allowed, before }) => {
        const uid = await freshTarget(before);
        const db = rulesEnv()
          .authenticatedContext(uid, { email: `${uid}@bem.demo` })
          .firestore();
        const call = updateDoc(doc(db, 'users', uid), data);
        if (allowed) await assertSucceeds(call);
        else await assertFails(call);
      },
    );

    it('master changing their own role: ditolak', async () => {
      await assertFails(updateDoc(doc(asCaller('master'), 'users', 'master'), { role: 'admin' }));
    });

    it('master deleting themself: ditolak', async () => {
      await assertFails(deleteDoc(doc(asCaller('master'), 'users', 'master')));
    });

    it('master setting an unknown ministry: ditolak', async () => {
      const uid = await freshTarget();
      await assertFails(
        updateDoc(doc(asCaller('master'), 'users', uid), { kementerian: 'Kementerian Rahasia' }),
      );
    });
  });

  describe('histori: append-only, own actor, server time', () => {
    const cases: { name: string; entry: (uid: string) => DocumentData; allowed: boolean }[] = [
      { name: 'own entry', entry: (uid) => logEntry(uid, 'Matriks'), allowed: true },
      {
        name: "someone else's uid",
        entry: (uid) => ({ ...logEntry(uid, 'Matriks'), uid: 'master' }),
        allowed: false,
      },
      {
        name: "someone else's name as oleh",
        entry: (uid) => ({ ...logEntry(uid, 'Matriks'), oleh: 'Master Admin' }),
        allowed: false,
      },
      {
        name: 'a client clock',
        entry: (uid) => ({ ...logEntry(uid, 'Matriks'), timestamp: earlier }),
        allowed: false,
      },
      {
        name: 'an empty action',
        entry: (uid) => logEntry(uid, '  '),
        allowed: false,
      },
      {
        name: 'an extra field',
        entry: (uid) => ({ ...logEntry(uid, 'Matriks'), ip: '127.0.0.1' }),
        allowed: false,
      },
      {
        name: "an edit's changes",
        entry: (uid) => ({
          ...logEntry(uid, 'Matriks'),
          changes: [{ field: 'Judul', before: 'A', after: 'B' }],
        }),
        allowed: true,
      },
      {
        name: 'an empty list of changes',
        entry: (uid) => ({ ...logEntry(uid, 'Matriks'), changes: [] }),
        allowed: false,
      },
      {
        name: `more than ${HISTORI_CHANGE_LIMITS.maxChanges} changes`,
        entry: (uid) => ({
          ...logEntry(uid, 'Matriks'),
          changes: Array.from({ length: HISTORI_CHANGE_LIMITS.maxChanges + 1 }, () => ({
            field: 'Judul',
            before: 'A',
            after: 'B',
          })),
        }),
        allowed: false,
      },
      {
        name: 'changes that are no list',
        entry: (uid) => ({ ...logEntry(uid, 'Matriks'), changes: 'Judul: A → B' }),
        allowed: false,
      },
    ];
    it.each(cases.map((c) => ({ ...c, outcome: describeCase(c.allowed) })))(
      'as admin-dagri, $name: $outcome',
      async ({ entry, allowed }) => {
        const call = setDoc(doc(collection(asCaller('admin-dagri'), 'histori')), entry('dagri'));
        if (allowed) await assertSucceeds(call);
        else await assertFails(call);
      },
    );

    it('master, whose oleh is the display name: diizinkan', async () => {
      await assertSucceeds(
        setDoc(doc(collection(asCaller('master'), 'histori')), logEntry('master', 'Matriks')),
      );
    });
  });

  describe('a disabled account can do nothing', () => {
    const attempts: { name: string; run: (db: Db) => Promise<unknown> }[] = [
      {
        name: 'edit its own name',
        run: (db) => updateDoc(doc(db, 'users', 'nonaktif'), { namaTampilan: 'Baru' }),
      },
      {
        name: 'write histori',
        run: (db) => setDoc(doc(collection(db, 'histori')), logEntry('nonaktif', 'x')),
      },
      {
        name: 'add a form field',
        run: (db) => setDoc(doc(collection(db, 'submissionFormFields')), formField()),
      },
      { name: 'list submissions', run: (db) => getDocs(collection(db, 'submissions')) },
      {
        name: 'ACC',
        run: async (db) =>
          commitWorkflow(db, 'nonaktif', await seedSubmission(VERIFIED), approvalWrite()),
      },
      { name: 'list users', run: (db) => getDocs(collection(db, 'users')) },
    ];
    it.each(attempts)('$name: ditolak', async ({ run }) => {
      await assertFails(run(asCaller('disabled')));
    });

    it('still reads its own profile (to learn it is disabled): diizinkan', async () => {
      await assertSucceeds(getDoc(doc(asCaller('disabled'), 'users', 'nonaktif')));
    });
  });
});

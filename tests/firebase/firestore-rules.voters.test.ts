/**
 * firestore.rules against the Firestore emulator — e-voting's voters: voters/{uid} with
 * voter_nims/{nim} (NIM uniqueness) and voter_emails/{email}; a voter reads and writes only their
 * own document and only its five fields, nobody lists voters, and a voter is never an account.
 * Skipped, with the reason printed, where the emulator does not run.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { skipReason } from './emulators';
import { next, registration, rulesEnv, seed, useRulesEnvironment } from './firestore-rules-support';

const SKIP = skipReason(['firestore'], 'Uji aturan Firestore pemilih');

/** A voter's Firestore client: signed in to Auth with their email, without a users profile. */
const asVoter = (uid: string) =>
  rulesEnv().authenticatedContext(uid, { email: `${uid}@uji.test` }).firestore();

const voterDoc = (uid: string, overrides: DocumentData = {}) => ({
  namaLengkap: 'Pemilih Uji',
  nim: `0199${String(next()).padStart(5, '0')}`,
  prodi: 'Teknokimia Nuklir',
  email: `${uid}@uji.test`,
  foto: null,
  ...overrides,
});

type Db = ReturnType<typeof asVoter>;

/** The registration batch the adapter writes (backend/firebase/voter-api.ts). */
function registerBatch(db: Db, uid: string, data: DocumentData, nim = data.nim as string) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'voters', uid), data);
  batch.set(doc(db, 'voter_nims', nim), { uid });
  batch.set(doc(db, 'voter_emails', data.email as string), { uid });
  return batch.commit();
}

/** A registered voter, written with the rules off. */
async function seededVoter(): Promise<{ uid: string; data: DocumentData }> {
  const uid = `pemilih-${next()}`;
  const data = voterDoc(uid);
  await seed(async (db) => {
    const batch = writeBatch(db);
    batch.set(doc(db, 'voters', uid), data);
    batch.set(doc(db, 'voter_nims', data.nim as string), { uid });
    batch.set(doc(db, 'voter_emails', data.email as string), { uid });
    await batch.commit();
  });
  return { uid, data };
}

describe.skipIf(SKIP !== null)('firestore.rules: voters', () => {
  useRulesEnvironment();

  describe('registration', () => {
    it('a voter creates their own document with its NIM and email documents in one batch', async () => {
      const uid = `pemilih-${next()}`;
      await assertSucceeds(registerBatch(asVoter(uid), uid, voterDoc(uid)));
    });

    it('refuses a NIM another voter holds (voter_nims exists)', async () => {
      const other = await seededVoter();
      const uid = `pemilih-${next()}`;
      await assertFails(
        registerBatch(asVoter(uid), uid, voterDoc(uid, { nim: other.data.nim as string })),
      );
    });

    it('refuses the voter document without its NIM document, or a NIM of another programme', async () => {
      const uid = `pemilih-${next()}`;
      const db = asVoter(uid);
      await assertFails(setDoc(doc(db, 'voters', uid), voterDoc(uid)));
      const mismatch = voterDoc(uid, { prodi: 'Elektro Mekanika' });
      await assertFails(registerBatch(db, uid, mismatch));
    });

    it('refuses other fields, another email, a photo at registration, another uid', async () => {
      const uid = `pemilih-${next()}`;
      const db = asVoter(uid);
      await assertFails(registerBatch(db, uid, { ...voterDoc(uid), status: 'approved' }));
      await assertFails(registerBatch(db, uid, voterDoc(uid, { email: 'lain@uji.test' })));
      await assertFails(
        registerBatch(db, uid, voterDoc(uid, { foto: 'data:image/jpeg;base64,/9j/4AAQ' })),
      );
      await assertFails(registerBatch(db, 'orang-lain', voterDoc(uid)));
    });

    it('an account cannot become a voter, nor a voter an account', async () => {
      const accountDb = rulesEnv()
        .authenticatedContext('sekjen', { email: 'sekjen@bem.demo' })
        .firestore();
      await assertFails(
        registerBatch(accountDb, 'sekjen', voterDoc('sekjen', { email: 'sekjen@bem.demo' })),
      );
      const voter = await seededVoter();
      await assertFails(
        setDoc(doc(asVoter(voter.uid), 'users', voter.uid), {
          ...registration(voter.uid),
          email: `${voter.uid}@uji.test`,
        }),
      );
    });
  });

  describe('reading', () => {
    it('a voter gets only their own document; nobody lists voters or their NIMs', async () => {
      const mine = await seededVoter();
      const other = await seededVoter();
      const db = asVoter(mine.uid);
      await assertSucceeds(getDoc(doc(db, 'voters', mine.uid)));
      await assertFails(getDoc(doc(db, 'voters', other.uid)));
      await assertFails(getDocs(collection(db, 'voters')));
      await assertFails(getDocs(collection(db, 'voter_nims')));
      await assertFails(getDoc(doc(db, 'voter_nims', other.data.nim as string)));
      const master = rulesEnv()
        .authenticatedContext('master', { email: 'master@bem.demo' })
        .firestore();
      await assertFails(getDocs(collection(master, 'voters')));
      await assertFails(getDoc(doc(master, 'voters', mine.uid)));
    });

    it('anyone may get one email document ("Lupa Password"), nobody lists them', async () => {
      const voter = await seededVoter();
      const anonymous = rulesEnv().unauthenticatedContext().firestore();
      await assertSucceeds(getDoc(doc(anonymous, 'voter_emails', voter.data.email as string)));
      await assertFails(getDocs(collection(anonymous, 'voter_emails')));
    });
  });

  describe('the profile (/profil-pemilih)', () => {
    it('a voter changes their name and photo; never the email or another voter', async () => {
      const mine = await seededVoter();
      const other = await seededVoter();
      const db = asVoter(mine.uid);
      await assertSucceeds(
        updateDoc(doc(db, 'voters', mine.uid), {
          namaLengkap: 'Nama Baru',
          foto: 'data:image/jpeg;base64,/9j/4AAQSkZJRg==',
        }),
      );
      await assertFails(updateDoc(doc(db, 'voters', mine.uid), { email: 'baru@uji.test' }));
      await assertFails(updateDoc(doc(db, 'voters', mine.uid), { foto: 'data:image/png;base64,iVBO' }));
      await assertFails(updateDoc(doc(db, 'voters', other.uid), { namaLengkap: 'Diambil' }));
    });

    it('a new NIM moves its NIM document in the same batch; a taken one is refused', async () => {
      const mine = await seededVoter();
      const other = await seededVoter();
      const db = asVoter(mine.uid);
      const move = (nim: string) => {
        const batch = writeBatch(db);
        batch.update(doc(db, 'voters', mine.uid), { nim });
        batch.delete(doc(db, 'voter_nims', mine.data.nim as string));
        batch.set(doc(db, 'voter_nims', nim), { uid: mine.uid });
        return batch.commit();
      };
      await assertFails(move(other.data.nim as string));
      await assertFails(updateDoc(doc(db, 'voters', mine.uid), { nim: '019988888' }));
      await assertSucceeds(move('019977777'));
      // The old NIM is free for someone else now.
      const uid = `pemilih-${next()}`;
      await assertSucceeds(
        registerBatch(asVoter(uid), uid, voterDoc(uid, { nim: mine.data.nim as string })),
      );
    });
  });
});

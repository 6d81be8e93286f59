/**
 * firestore.rules against the Firestore emulator — e-voting's voters: voters/{uid} with
 * voter_nims/{nim} (NIM uniqueness), voter_emails/{email} and voter_lookup/{key} (how a committee
 * finds a voter by NIM and name, issue 33 item 1); a voter reads and writes only their own
 * document and only its six fields, nobody lists voters, a committee gets a lookup document by
 * its key and nothing else of a voter, and a voter is never an account. Skipped, with the reason
 * printed, where the emulator does not run.
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
import {
  voterLookupDoc,
  voterLookupKey,
} from '../../src/renderer/src/backend/firebase/voter-lookup';
import { skipReason } from './emulators';
import {
  asCaller,
  next,
  registration,
  rulesEnv,
  seed,
  useRulesEnvironment,
} from './firestore-rules-support';

const SKIP = skipReason(['firestore'], 'Uji aturan Firestore pemilih');

/** A voter's Firestore client: signed in to Auth with their email, without a users profile. */
const asVoter = (uid: string) =>
  rulesEnv()
    .authenticatedContext(uid, { email: `${uid}@uji.test` })
    .firestore();

const voterDoc = (uid: string, overrides: DocumentData = {}) => ({
  namaLengkap: 'Pemilih Uji',
  nim: `0199${String(next()).padStart(5, '0')}`,
  prodi: 'Teknokimia Nuklir',
  email: `${uid}@uji.test`,
  foto: null,
  ...overrides,
});

type Db = ReturnType<typeof asVoter>;

/** The lookup document of `data` (its key and contents), as the adapter makes it. */
const lookupOf = (uid: string, data: DocumentData) =>
  voterLookupDoc(uid, {
    nim: data.nim as string,
    namaLengkap: data.namaLengkap as string,
    prodi: data.prodi as 'Teknokimia Nuklir',
  });

/**
 * The registration batch the adapter writes (backend/firebase/voter-api.ts): the record naming
 * its lookup document, which `lookup` may bend.
 */
async function registerBatch(
  db: Db,
  uid: string,
  data: DocumentData,
  lookup: (made: {
    key: string;
    data: DocumentData;
  }) => { key: string; data: DocumentData } | null = (made) => made,
) {
  const made = lookup(await lookupOf(uid, data));
  const batch = writeBatch(db);
  batch.set(doc(db, 'voters', uid), { ...data, kunciPencarian: made?.key ?? 'f'.repeat(64) });
  if (made) batch.set(doc(db, 'voter_lookup', made.key), made.data);
  batch.set(doc(db, 'voter_nims', data.nim as string), { uid });
  batch.set(doc(db, 'voter_emails', data.email as string), { uid });
  return batch.commit();
}

/** A registered voter, written with the rules off; `key` is their lookup document's. */
async function seededVoter(): Promise<{ uid: string; data: DocumentData; key: string }> {
  const uid = `pemilih-${next()}`;
  const data = voterDoc(uid);
  const lookup = await lookupOf(uid, data);
  await seed(async (db) => {
    const batch = writeBatch(db);
    batch.set(doc(db, 'voters', uid), { ...data, kunciPencarian: lookup.key });
    batch.set(doc(db, 'voter_lookup', lookup.key), lookup.data);
    batch.set(doc(db, 'voter_nims', data.nim as string), { uid });
    batch.set(doc(db, 'voter_emails', data.email as string), { uid });
    await batch.commit();
  });
  return { uid, data, key: lookup.key };
}

/**
 * A profile change as the adapter writes it: the record, its new lookup document, the old one
 * deleted when the key moved (`keepOld` bends that), and the NIM document moved with a new NIM.
 */
async function profileBatch(
  db: Db,
  voter: { uid: string; data: DocumentData; key: string },
  change: DocumentData,
  options: { keepOld?: boolean; noLookup?: boolean } = {},
) {
  const after = { ...voter.data, ...change };
  const lookup = await lookupOf(voter.uid, after);
  const batch = writeBatch(db);
  batch.update(doc(db, 'voters', voter.uid), { ...change, kunciPencarian: lookup.key });
  if (!options.noLookup) batch.set(doc(db, 'voter_lookup', lookup.key), lookup.data);
  if (lookup.key !== voter.key && !options.keepOld)
    batch.delete(doc(db, 'voter_lookup', voter.key));
  if (after.nim !== voter.data.nim) {
    batch.delete(doc(db, 'voter_nims', voter.data.nim as string));
    batch.set(doc(db, 'voter_nims', after.nim as string), { uid: voter.uid });
  }
  return batch.commit();
}

describe.skipIf(SKIP !== null)('firestore.rules: voters', () => {
  useRulesEnvironment();

  describe('registration', () => {
    it('a voter creates their own document with its NIM, email and lookup documents in one batch', async () => {
      const uid = `pemilih-${next()}`;
      await assertSucceeds(registerBatch(asVoter(uid), uid, voterDoc(uid)));
    });

    it('refuses a registration without its lookup document, or one bent', async () => {
      const other = await seededVoter();
      const bent: [
        string,
        (made: { key: string; data: DocumentData }) => {
          key: string;
          data: DocumentData;
        } | null,
      ][] = [
        ['no lookup document', () => null],
        ['with the e-mail', (made) => ({ ...made, data: { ...made.data, email: 'x@uji.test' } })],
        [
          'another name',
          (made) => ({ ...made, data: { ...made.data, namaLengkap: 'Orang Lain' } }),
        ],
        ['another uid', (made) => ({ ...made, data: { ...made.data, uid: other.uid } })],
        // The key must be the hash of this voter's own NIM: another's key cannot be taken.
        ['another NIM’s key', (made) => ({ ...made, key: other.key })],
        [
          'a key that is not its hash',
          (made) => ({ ...made, data: { ...made.data, kunciNama: 'nama lain' } }),
        ],
      ];
      for (const [, lookup] of bent) {
        const uid = `pemilih-${next()}`;
        await assertFails(registerBatch(asVoter(uid), uid, voterDoc(uid), lookup));
      }
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

    it('a committee gets a lookup document by the key of a NIM and name, and nothing else of a voter', async () => {
      const voter = await seededVoter();
      const key = await voterLookupKey(voter.data.nim as string, voter.data.namaLengkap as string);
      for (const kind of ['panitia', 'master'] as const) {
        const db = asCaller(kind);
        await assertSucceeds(getDoc(doc(db, 'voter_lookup', key)));
        // A key nobody has: the same answer (no document), not a refusal.
        await assertSucceeds(getDoc(doc(db, 'voter_lookup', 'a'.repeat(64))));
        await assertFails(getDocs(collection(db, 'voter_lookup')));
        // Closed since issue 33: a NIM alone tells a committee nothing.
        await assertFails(getDoc(doc(db, 'voters', voter.uid)));
        await assertFails(getDoc(doc(db, 'voter_nims', voter.data.nim as string)));
      }
      for (const kind of ['anonymous', 'admin-sekjen', 'pending'] as const)
        await assertFails(getDoc(doc(asCaller(kind), 'voter_lookup', key)));
      await assertSucceeds(getDoc(doc(asVoter(voter.uid), 'voter_lookup', key)));
      const other = await seededVoter();
      await assertFails(getDoc(doc(asVoter(other.uid), 'voter_lookup', key)));
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
        updateDoc(doc(db, 'voters', mine.uid), { foto: 'data:image/jpeg;base64,/9j/4AAQSkZJRg==' }),
      );
      // A new name moves the lookup document: the new one written, the old one gone.
      await assertFails(updateDoc(doc(db, 'voters', mine.uid), { namaLengkap: 'Nama Baru' }));
      await assertFails(profileBatch(db, mine, { namaLengkap: 'Nama Baru' }, { keepOld: true }));
      await assertFails(profileBatch(db, mine, { namaLengkap: 'Nama Baru' }, { noLookup: true }));
      await assertSucceeds(profileBatch(db, mine, { namaLengkap: 'Nama Baru' }));
      await assertFails(updateDoc(doc(db, 'voters', mine.uid), { email: 'baru@uji.test' }));
      await assertFails(
        updateDoc(doc(db, 'voters', mine.uid), { foto: 'data:image/png;base64,iVBO' }),
      );
      await assertFails(updateDoc(doc(db, 'voters', other.uid), { namaLengkap: 'Diambil' }));
    });

    it('a new NIM moves its NIM document in the same batch; a taken one is refused', async () => {
      const mine = await seededVoter();
      const other = await seededVoter();
      const db = asVoter(mine.uid);
      const move = (nim: string) => profileBatch(db, mine, { nim });
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

/**
 * firestore.rules against the Firestore emulator — Belenios elections (docs/FIREBASE.md,
 * "Belenios elections"): one ballot per credential, only while open, only by the voter whose
 * registered credential it names and with their has-voted record in the same batch, well-formed
 * and never changed; the voter's own credential only while scheduled and verified; the setup
 * frozen once open. The rules check no cryptography (browsers and verifiers do). Skipped, with
 * the reason printed, where the emulator does not run.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { sha256Hex } from '../../src/shared/evoting/belenios/hash';
import { skipReason } from './emulators';
import { cast, seedAt, seedBallotElection } from './evoting-ballot-fixtures';
import {
  at,
  asUser,
  asVoter,
  seedElection,
  type SeededState,
  useEvotingFixtures,
  type VoterUid,
} from './evoting-rules-fixtures';
import { type Db, useRulesEnvironment } from './firestore-rules-support';

const SKIP = skipReason(['firestore'], 'Uji aturan Firestore (pemilihan Belenios)');

const MINUTE = 60_000;
const UUID = 'UjiBelenios123';
/** Placeholders of the right shape: the rules do not read them. */
const CREDENTIAL = { pemilih: '1234567890123', 'pemilih-lain': '9876543210987' } as const;
const TEXT = '{"election_uuid":"UjiBelenios123"}';
const TRACKER = 'A'.repeat(43);

const setupDoc = (overrides: DocumentData = {}) => ({
  uuid: UUID,
  ambang: 2,
  trusteesJson: '[]',
  electionJson: '{"version":1}',
  credentialsJson: null,
  dibukaUnix: null,
  ...overrides,
});

/** An election of panitia's in `state` (pemilih verified on its roll) with its setup. */
async function seedBeleniosElection(state: SeededState): Promise<string> {
  const id = await seedElection(state);
  await seedAt(id, ['belenios', 'setup'], setupDoc());
  return id;
}

const credentialRef = (db: Db, id: string, uid: string) =>
  doc(db, 'pemilihan_events', id, 'belenios', 'setup', 'kredensial', uid);
const ballotRef = (db: Db, id: string, kredensial: string) =>
  doc(db, 'pemilihan_events', id, 'belenios', 'setup', 'surat_suara', sha256Hex(kredensial));
const votedRef = (db: Db, id: string, uid: string) =>
  doc(db, 'pemilihan_events', id, 'sudah_memilih', uid);

const seedCredential = (id: string, uid: VoterUid) =>
  seedAt(id, ['belenios', 'setup', 'kredensial', uid], { publik: CREDENTIAL[uid] });

/** The booth's batch: the ballot and the has-voted record; `ballot` bends the ballot's doc. */
function castBallot(
  db: Db,
  id: string,
  uid: VoterUid,
  options: { kredensial?: string; ballot?: DocumentData; voted?: DocumentData | null } = {},
) {
  const kredensial = options.kredensial ?? CREDENTIAL[uid];
  const batch = writeBatch(db);
  batch.set(ballotRef(db, id, kredensial), {
    kredensial,
    teks: TEXT,
    tracker: TRACKER,
    ...options.ballot,
  });
  if (options.voted !== null)
    batch.set(votedRef(db, id, uid), {
      pada: serverTimestamp(),
      tracker: TRACKER,
      ...options.voted,
    });
  return batch.commit();
}

describe.skipIf(SKIP !== null)('firestore.rules: Belenios elections', () => {
  useRulesEnvironment();
  useEvotingFixtures();

  describe('ballots', () => {
    it("the credential's voter casts once while open, with the has-voted record in the batch", async () => {
      const id = await seedBeleniosElection('berlangsung');
      await seedCredential(id, 'pemilih');
      await assertSucceeds(castBallot(asVoter('pemilih'), id, 'pemilih'));
      // Everyone reads the ballot box: ballots are public in Belenios.
      await assertSucceeds(getDoc(ballotRef(asUser('panitia'), id, CREDENTIAL.pemilih)));
    });

    it('refuses a second ballot for the same credential, and any change or removal', async () => {
      const id = await seedBeleniosElection('berlangsung');
      await seedCredential(id, 'pemilih');
      await castBallot(asVoter('pemilih'), id, 'pemilih');
      const db = asVoter('pemilih');
      await assertFails(castBallot(db, id, 'pemilih', { ballot: { teks: '{"lagi":1}' } }));
      await assertFails(castBallot(db, id, 'pemilih', { voted: null }));
      await assertFails(updateDoc(ballotRef(db, id, CREDENTIAL.pemilih), { teks: '{"x":1}' }));
      await assertFails(deleteDoc(ballotRef(db, id, CREDENTIAL.pemilih)));
      await assertFails(deleteDoc(votedRef(db, id, 'pemilih')));
    });

    it('refuses a ballot without the has-voted record, or with another tracker on it', async () => {
      const id = await seedBeleniosElection('berlangsung');
      await seedCredential(id, 'pemilih');
      await assertFails(castBallot(asVoter('pemilih'), id, 'pemilih', { voted: null }));
      await assertFails(
        castBallot(asVoter('pemilih'), id, 'pemilih', { voted: { tracker: 'B'.repeat(43) } }),
      );
      // A has-voted record of the plaintext ballot does not pass for a Belenios one.
      await assertFails(
        setDoc(votedRef(asVoter('pemilih'), id, 'pemilih'), {
          pada: serverTimestamp(),
          kodeTanda: 'ABCDE-FGHJK-MNPQR-STVWX',
          kunciKode: '0'.repeat(64),
          kunciHitungan: '0'.repeat(64),
        }),
      );
    });

    it('refuses a ballot before the opening and after the close', async () => {
      for (const state of ['dijadwalkan', 'selesai', 'dibatalkan'] as const) {
        const id = await seedBeleniosElection(state);
        await seedCredential(id, 'pemilih');
        await assertFails(castBallot(asVoter('pemilih'), id, 'pemilih'));
      }
    });

    it("refuses a ballot with another voter's credential, or by a voter not verified", async () => {
      const id = await seedBeleniosElection('berlangsung');
      await seedCredential(id, 'pemilih');
      await seedCredential(id, 'pemilih-lain');
      await assertFails(
        castBallot(asVoter('pemilih-lain'), id, 'pemilih-lain', { kredensial: CREDENTIAL.pemilih }),
      );
      // pemilih-lain is not on this election's roll.
      await assertFails(castBallot(asVoter('pemilih-lain'), id, 'pemilih-lain'));
      await assertFails(
        castBallot(asVoter('pemilih'), id, 'pemilih', { kredensial: CREDENTIAL['pemilih-lain'] }),
      );
    });

    it('refuses a malformed ballot document', async () => {
      const id = await seedBeleniosElection('berlangsung');
      await seedCredential(id, 'pemilih');
      const db = asVoter('pemilih');
      const bent: DocumentData[] = [
        { pemilih: 'pemilih' },
        { teks: 42 },
        { teks: '' },
        { teks: 'x'.repeat(64 * 1024 + 1) },
        { tracker: 'A'.repeat(42) },
        { tracker: `${'A'.repeat(42)}=` },
      ];
      for (const ballot of bent) await assertFails(castBallot(db, id, 'pemilih', { ballot }));
      await assertFails(castBallot(db, id, 'pemilih', { voted: { pilihan: '1' } }));
      // The credential must be a decimal number of at most 700 digits, the document its hash.
      await seedAt(id, ['belenios', 'setup', 'kredensial', 'pemilih'], { publik: '7'.repeat(701) });
      await assertFails(castBallot(db, id, 'pemilih', { kredensial: '7'.repeat(701) }));
      await seedCredential(id, 'pemilih');
      await assertFails(
        setDoc(doc(db, 'pemilihan_events', id, 'belenios', 'setup', 'surat_suara', 'bukan-hash'), {
          kredensial: CREDENTIAL.pemilih,
          teks: TEXT,
          tracker: TRACKER,
        }),
      );
    });
  });

  describe('credentials', () => {
    it('the verified voter registers and replaces their own while scheduled', async () => {
      const id = await seedBeleniosElection('dijadwalkan');
      const db = asVoter('pemilih');
      await assertSucceeds(setDoc(credentialRef(db, id, 'pemilih'), { publik: '123' }));
      await assertSucceeds(setDoc(credentialRef(db, id, 'pemilih'), { publik: '456' }));
      await assertFails(deleteDoc(credentialRef(db, id, 'pemilih')));
    });

    it("refuses another voter's, an unverified voter's, a malformed one, and any after the opening", async () => {
      const id = await seedBeleniosElection('dijadwalkan');
      await assertFails(
        setDoc(credentialRef(asVoter('pemilih-lain'), id, 'pemilih'), { publik: '1' }),
      );
      await assertFails(
        setDoc(credentialRef(asVoter('pemilih-lain'), id, 'pemilih-lain'), { publik: '1' }),
      );
      const db = asVoter('pemilih');
      for (const bad of [{ publik: '0123' }, { publik: 123 }, { publik: '1', x: 1 }])
        await assertFails(setDoc(credentialRef(db, id, 'pemilih'), bad));
      for (const state of ['draf', 'berlangsung', 'selesai'] as const) {
        const other = await seedElection(state);
        await seedAt(other, ['belenios', 'setup'], setupDoc());
        await assertFails(setDoc(credentialRef(db, other, 'pemilih'), { publik: '123' }));
      }
    });

    it("the committee creates one for a verified voter without one, never over the voter's", async () => {
      const id = await seedBeleniosElection('dijadwalkan');
      const committee = asUser('panitia');
      await assertSucceeds(setDoc(credentialRef(committee, id, 'pemilih'), { publik: '123' }));
      await assertFails(setDoc(credentialRef(committee, id, 'pemilih'), { publik: '456' }));
      await assertFails(
        setDoc(credentialRef(asUser('panitia-lain'), id, 'pemilih'), { publik: '1' }),
      );
    });
  });

  describe('the setup', () => {
    it('is written by the committee until the opening, its UUID kept, and frozen after', async () => {
      const id = await seedElection('dijadwalkan');
      const committee = asUser('panitia');
      const setupRef = (db: Db, electionId: string) =>
        doc(db, 'pemilihan_events', electionId, 'belenios', 'setup');
      await assertSucceeds(setDoc(setupRef(committee, id), setupDoc()));
      await assertFails(setDoc(setupRef(committee, id), setupDoc({ uuid: 'LainBelenios12' })));
      await assertFails(setDoc(setupRef(asUser('panitia-lain'), id), setupDoc()));
      await assertFails(setDoc(setupRef(committee, id), setupDoc({ ambang: 13 })));
      // The credentials' list is never written before the opening (it is made after it).
      await assertFails(setDoc(setupRef(committee, id), setupDoc({ credentialsJson: '["5"]' })));
      for (const state of ['berlangsung', 'selesai'] as const) {
        const open = await seedBeleniosElection(state);
        await assertFails(setDoc(setupRef(committee, open), setupDoc({ ambang: 1 })));
        await assertFails(deleteDoc(setupRef(committee, open)));
      }
    });

    it("takes the credentials' list once after the opening, by the committee, before the tally", async () => {
      const setupRef = (db: Db, electionId: string) =>
        doc(db, 'pemilihan_events', electionId, 'belenios', 'setup');
      const open = await seedBeleniosElection('berlangsung');
      await assertFails(
        updateDoc(setupRef(asUser('panitia-lain'), open), { credentialsJson: '["5"]' }),
      );
      await assertFails(
        updateDoc(setupRef(asUser('panitia'), open), { credentialsJson: '["5"]', ambang: 1 }),
      );
      await assertFails(updateDoc(setupRef(asUser('panitia'), open), { credentialsJson: 'bukan' }));
      await assertSucceeds(
        updateDoc(setupRef(asUser('panitia'), open), { credentialsJson: '["5"]' }),
      );
      await assertFails(updateDoc(setupRef(asUser('panitia'), open), { credentialsJson: '["6"]' }));
      const tallied = await seedBeleniosElection('selesai');
      await seedAt(tallied, ['belenios', 'tally'], {
        tallyJson: '[]',
        sizedTallyJson: '{}',
        ditolak: [],
      });
      await assertFails(
        updateDoc(setupRef(asUser('panitia'), tallied), { credentialsJson: '["5"]' }),
      );
    });

    it('removes a trustee position while none began, never after the opening', async () => {
      const trusteeDoc = {
        nama: 'Wali',
        jenis: 'panitia',
        sertifikat: null,
        polinomial: null,
        vinput: null,
        verifikasi: null,
      };
      const id = await seedBeleniosElection('dijadwalkan');
      await seedAt(id, ['belenios', 'setup', 'wali', '2'], trusteeDoc);
      await seedAt(id, ['belenios', 'setup', 'wali_akses', '2'], {
        jenis: 'panitia',
        uid: 'panitia',
        email: null,
      });
      const wali = (db: Db, docId: string, kind: string) =>
        doc(db, 'pemilihan_events', docId, 'belenios', 'setup', kind, '2');
      await assertFails(deleteDoc(wali(asUser('panitia-lain'), id, 'wali')));
      await assertSucceeds(deleteDoc(wali(asUser('panitia'), id, 'wali_akses')));
      await assertSucceeds(deleteDoc(wali(asUser('panitia'), id, 'wali')));
      const started = await seedBeleniosElection('dijadwalkan');
      await seedAt(started, ['belenios', 'setup', 'wali', '2'], {
        ...trusteeDoc,
        sertifikat: '{}',
      });
      await assertFails(deleteDoc(wali(asUser('panitia'), started, 'wali')));
      const open = await seedBeleniosElection('berlangsung');
      await seedAt(open, ['belenios', 'setup', 'wali', '2'], trusteeDoc);
      await assertFails(deleteDoc(wali(asUser('panitia'), open, 'wali')));
    });
  });
  describe('mandatory trustees (every election approved since; the plaintext path for older)', () => {
    const electionRef = (db: Db, id: string) => doc(db, 'pemilihan_events', id);
    const schedule = () => ({ mulai: at(60 * MINUTE), selesai: at(120 * MINUTE) });

    it('schedules a marked election only once its trustees are named', async () => {
      const id = await seedElection('draf', { marked: true });
      const committee = asUser('panitia');
      await assertFails(updateDoc(electionRef(committee, id), schedule()));
      await assertFails(updateDoc(electionRef(asUser('master'), id), schedule()));
      await seedAt(id, ['belenios', 'setup'], setupDoc({ trusteesJson: null, electionJson: null }));
      await assertSucceeds(updateDoc(electionRef(committee, id), schedule()));
    });

    it('schedules an election made before without trustees', async () => {
      const id = await seedElection('draf');
      await assertSucceeds(updateDoc(electionRef(asUser('panitia'), id), schedule()));
    });

    it('refuses the plaintext ballot of a marked election, even with no setup', async () => {
      const marked = await seedBallotElection('berlangsung', { marked: true });
      await assertFails(cast(asVoter('pemilih'), marked, 'pemilih', '1'));
      const older = await seedBallotElection('berlangsung');
      await assertSucceeds(cast(asVoter('pemilih'), older, 'pemilih', '1'));
    });
  });
});

/**
 * firestore.rules against the Firestore emulator — an election's roll
 * (`pemilihan_events/{id}/pemilih/{voterUid}`): private to the voter themself and that
 * election's committee; a voter asks to join only for themself, as `menunggu`, before the start;
 * the committee adds and verifies voters until the start; nobody touches another voter's entry
 * or their own status. Skipped, with the reason printed, where the emulator does not run.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  askAgainDoc,
  rollDecisionDoc,
  rollEntryDoc,
} from '../../src/renderer/src/backend/firebase/evoting-writes';
import { skipReason } from './emulators';
import {
  asUser,
  asVoter,
  OTHER_PANITIA,
  seedElection,
  useEvotingFixtures,
  voterOf,
  type SeededState,
} from './evoting-rules-fixtures';
import { asCaller, seed, type Db, useRulesEnvironment } from './firestore-rules-support';
import { describeCase } from './rules-fixtures';

const SKIP = skipReason(['firestore'], 'Uji aturan Firestore (daftar pemilih)');

const entry = (db: Db, id: string, voterUid: string) =>
  doc(db, 'pemilihan_events', id, 'pemilih', voterUid);
const roll = (db: Db, id: string) => collection(db, 'pemilihan_events', id, 'pemilih');

describe.skipIf(SKIP !== null)('firestore.rules: the roll', () => {
  useRulesEnvironment();
  useEvotingFixtures();

  describe('reading: the voter themself and the committee, nobody else', () => {
    it('an entry, the roll, a voter’s own entries everywhere', async () => {
      const id = await seedElection('dijadwalkan');
      await assertSucceeds(getDoc(entry(asVoter('pemilih'), id, 'pemilih')));
      await assertSucceeds(getDoc(entry(asCaller('panitia'), id, 'pemilih')));
      await assertSucceeds(getDocs(roll(asCaller('panitia'), id)));
      await assertSucceeds(getDocs(roll(asCaller('master'), id)));
      await assertFails(getDoc(entry(asVoter('pemilih-lain'), id, 'pemilih')));
      for (const db of [
        asVoter('pemilih'),
        asUser(OTHER_PANITIA),
        asCaller('admin-sekjen'),
        asCaller('anonymous'),
      ])
        await assertFails(getDocs(roll(db, id)));
      const mine = (db: Db, uid: string) =>
        query(collectionGroup(db, 'pemilih'), where('voterId', '==', uid));
      await assertSucceeds(getDocs(mine(asVoter('pemilih'), 'pemilih')));
      await assertFails(getDocs(mine(asVoter('pemilih-lain'), 'pemilih')));
      await assertFails(getDocs(collectionGroup(asVoter('pemilih'), 'pemilih')));
    });
  });

  describe('a voter asks to join', () => {
    const own = () => rollEntryDoc(voterOf('pemilih-lain'), 'pemilih');
    const cases: {
      name: string;
      state: SeededState;
      db: () => Db;
      uid?: string;
      data: () => DocumentData;
      allowed: boolean;
    }[] = [
      {
        name: 'for themself, before the start',
        state: 'dijadwalkan',
        db: () => asVoter('pemilih-lain'),
        data: own,
        allowed: true,
      },
      {
        name: 'once open',
        state: 'berlangsung',
        db: () => asVoter('pemilih-lain'),
        data: own,
        allowed: false,
      },
      {
        name: 'a draft (not public yet)',
        state: 'draf',
        db: () => asVoter('pemilih-lain'),
        data: own,
        allowed: false,
      },
      {
        name: 'a cancelled election',
        state: 'dibatalkan',
        db: () => asVoter('pemilih-lain'),
        data: own,
        allowed: false,
      },
      {
        name: 'already verified by themself',
        state: 'dijadwalkan',
        db: () => asVoter('pemilih-lain'),
        data: () => ({ ...own(), status: 'terverifikasi' }),
        allowed: false,
      },
      {
        name: 'as added by the committee',
        state: 'dijadwalkan',
        db: () => asVoter('pemilih-lain'),
        data: () => ({ ...own(), sumber: 'panitia' }),
        allowed: false,
      },
      {
        name: 'without their e-mail',
        state: 'dijadwalkan',
        db: () => asVoter('pemilih-lain'),
        data: () => ({ ...own(), email: null }),
        allowed: false,
      },
      {
        name: 'under another name than their own',
        state: 'dijadwalkan',
        db: () => asVoter('pemilih-lain'),
        data: () => ({ ...own(), namaLengkap: 'Orang Lain' }),
        allowed: false,
      },
      {
        name: 'for another voter',
        state: 'dijadwalkan',
        db: () => asVoter('pemilih'),
        data: own,
        allowed: false,
      },
      {
        name: 'an admin account (no voter document)',
        state: 'dijadwalkan',
        db: () => asCaller('admin-sekjen'),
        uid: 'sekjen',
        data: () => ({ ...own(), voterId: 'sekjen' }),
        allowed: false,
      },
    ];
    it.each(cases.map((c) => ({ ...c, outcome: describeCase(c.allowed) })))(
      '$name: $outcome',
      async ({ state, db, uid, data, allowed }) => {
        const id = await seedElection(state);
        const call = setDoc(entry(db(), id, uid ?? 'pemilih-lain'), data());
        await (allowed ? assertSucceeds(call) : assertFails(call));
      },
    );

    it('asks again once rejected (back to waiting), never giving themself a status', async () => {
      const id = await seedElection('dijadwalkan');
      const ref = (db: Db) => entry(db, id, 'pemilih');
      await assertFails(updateDoc(ref(asVoter('pemilih')), askAgainDoc()));
      await assertSucceeds(updateDoc(ref(asCaller('panitia')), rollDecisionDoc('KTM buram')));
      await assertFails(updateDoc(ref(asVoter('pemilih-lain')), askAgainDoc()));
      await assertFails(
        updateDoc(ref(asVoter('pemilih')), { ...askAgainDoc(), status: 'terverifikasi' }),
      );
      await assertSucceeds(updateDoc(ref(asVoter('pemilih')), askAgainDoc()));
      // Once open, the roll is frozen for the voter too.
      const open = await seedElection('berlangsung');
      await seed((db) =>
        updateDoc(entry(db, open, 'pemilih'), { status: 'ditolak', alasanPenolakan: 'x' }),
      );
      await assertFails(updateDoc(entry(asVoter('pemilih'), open, 'pemilih'), askAgainDoc()));
    });

    it('asks once: a second request is an update, which a voter may not make', async () => {
      const id = await seedElection('dijadwalkan');
      const own = () => rollEntryDoc(voterOf('pemilih-lain'), 'pemilih');
      await assertSucceeds(setDoc(entry(asVoter('pemilih-lain'), id, 'pemilih-lain'), own()));
      await assertFails(setDoc(entry(asVoter('pemilih-lain'), id, 'pemilih-lain'), own()));
    });
  });

  describe('the committee adds, verifies, rejects and removes, until the start', () => {
    const added = (uid: 'pemilih-lain') => rollEntryDoc(voterOf(uid), 'panitia');

    it('adds a verified voter before the start; not once open; not another committee', async () => {
      const upcoming = await seedElection('dijadwalkan');
      const open = await seedElection('berlangsung');
      await assertFails(
        setDoc(entry(asUser(OTHER_PANITIA), upcoming, 'pemilih-lain'), added('pemilih-lain')),
      );
      await assertFails(
        setDoc(entry(asCaller('panitia'), upcoming, 'pemilih-lain'), {
          ...added('pemilih-lain'),
          nim: '032300002',
        }),
      );
      // The committee's entry holds no e-mail (issue 33 item 1): a copy of one is refused.
      await assertFails(
        setDoc(entry(asCaller('panitia'), upcoming, 'pemilih-lain'), {
          ...added('pemilih-lain'),
          email: voterOf('pemilih-lain').email,
        }),
      );
      await assertSucceeds(
        setDoc(entry(asCaller('panitia'), upcoming, 'pemilih-lain'), added('pemilih-lain')),
      );
      await assertFails(
        setDoc(entry(asCaller('panitia'), open, 'pemilih-lain'), added('pemilih-lain')),
      );
    });

    it('verifies or rejects with a reason; never once open', async () => {
      const upcoming = await seedElection('dijadwalkan');
      const open = await seedElection('berlangsung');
      const ref = (db: Db, id: string) => entry(db, id, 'pemilih');
      await assertFails(updateDoc(ref(asCaller('panitia'), upcoming), rollDecisionDoc('  ')));
      await assertSucceeds(
        updateDoc(ref(asCaller('panitia'), upcoming), rollDecisionDoc('KTM buram')),
      );
      await assertSucceeds(updateDoc(ref(asCaller('panitia'), upcoming), rollDecisionDoc(null)));
      await assertFails(
        updateDoc(ref(asCaller('panitia'), upcoming), {
          ...rollDecisionDoc(null),
          nim: '012399999',
        }),
      );
      await assertFails(updateDoc(ref(asCaller('panitia'), open), rollDecisionDoc('Terlambat')));
      await assertFails(updateDoc(ref(asUser(OTHER_PANITIA), upcoming), rollDecisionDoc(null)));
    });

    it('a voter never sets their own status, nor touches another’s entry', async () => {
      const id = await seedElection('dijadwalkan');
      await assertFails(updateDoc(entry(asVoter('pemilih'), id, 'pemilih'), rollDecisionDoc(null)));
      await assertFails(deleteDoc(entry(asVoter('pemilih'), id, 'pemilih')));
      await assertFails(
        updateDoc(entry(asVoter('pemilih-lain'), id, 'pemilih'), rollDecisionDoc('Bukan Anda')),
      );
      await assertFails(deleteDoc(entry(asVoter('pemilih-lain'), id, 'pemilih')));
    });

    it('removes a voter before the start only', async () => {
      const upcoming = await seedElection('dijadwalkan');
      const open = await seedElection('berlangsung');
      await assertFails(deleteDoc(entry(asCaller('panitia'), open, 'pemilih')));
      await assertFails(deleteDoc(entry(asUser(OTHER_PANITIA), upcoming, 'pemilih')));
      await assertSucceeds(deleteDoc(entry(asCaller('master'), upcoming, 'pemilih')));
    });
  });
});

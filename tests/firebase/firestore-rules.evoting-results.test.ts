/**
 * firestore.rules against the Firestore emulator — the ballot's reading and publication
 * (docs/EVOTING.md, "Firebase"): counts nobody reads (master included) until the committee publishes
 * after the end; the has-voted record its voter's only; receipts the committee's (turnout) and then
 * everyone's; the committee's empty shards and abstain copy; the publication, once, sealing every
 * shard. Casting: firestore-rules.evoting-ballot.test.ts. Skipped, with the reason printed, where
 * the emulator does not run.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  updateDoc,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { emptyShard } from '../../src/renderer/src/backend/firebase/ballot-docs';
import { skipReason } from './emulators';
import {
  cast,
  EVERYONE,
  publish,
  receipt,
  refsOf,
  seedAt,
  seedBallotElection,
  shardDoc,
  writeBatchOf,
} from './evoting-ballot-fixtures';
import { asUser, asVoter, OTHER_PANITIA, useEvotingFixtures } from './evoting-rules-fixtures';
import { asCaller, type Db, useRulesEnvironment } from './firestore-rules-support';

const SKIP = skipReason(['firestore'], 'Uji aturan Firestore (hasil pemilihan)');

describe.skipIf(SKIP !== null)('firestore.rules: the ballot’s reading and publication', () => {
  useRulesEnvironment();
  useEvotingFixtures();

  describe('reading', () => {
    it('counts: nobody before publication, master included; not even one shard', async () => {
      const id = await seedBallotElection();
      const plan = await cast(asVoter('pemilih'), id, 'pemilih', '1');
      for (const [, db] of EVERYONE()) {
        await assertFails(getDoc(shardDoc(db, id, plan.shard)));
        await assertFails(getDocs(collection(db, 'pemilihan_events', id, 'hitungan')));
      }
    });

    it('the has-voted record, with the voter’s receipt: the voter themself only', async () => {
      const id = await seedBallotElection();
      const plan = await cast(asVoter('pemilih'), id, 'pemilih', '1');
      const own = await assertSucceeds(getDoc(refsOf(asVoter('pemilih')).voted(id, 'pemilih')));
      // Their booth shows the receipt again from here (issue 33, item 5).
      expect(own.get('kodeTanda')).toBe(plan.kodeTanda);
      for (const [name, db] of EVERYONE()) {
        if (name === 'the voter') continue;
        await assertFails(getDoc(refsOf(db).voted(id, 'pemilih')));
      }
      for (const [, db] of EVERYONE())
        await assertFails(getDocs(collection(db, 'pemilihan_events', id, 'sudah_memilih')));
    });

    it('receipts: the committee and the master count them while open; nobody else', async () => {
      const id = await seedBallotElection();
      await cast(asVoter('pemilih'), id, 'pemilih', '1');
      const box = (db: Db) => collection(db, 'pemilihan_events', id, 'kotak');
      for (const db of [asCaller('panitia'), asCaller('master')])
        expect((await assertSucceeds(getCountFromServer(box(db)))).data().count).toBe(1);
      for (const db of [asCaller('anonymous'), asVoter('pemilih'), asUser(OTHER_PANITIA)])
        await assertFails(getDocs(box(db)));
    });

    it('abstain’s setting: anyone', async () => {
      const id = await seedBallotElection();
      await assertSucceeds(getDoc(refsOf(asCaller('anonymous')).ballotRules(id)));
    });
  });

  describe('the committee’s shards and abstain setting', () => {
    it('writes every shard empty with the schedule, until the start only', async () => {
      const open = await seedBallotElection('berlangsung');
      const scheduled = await seedBallotElection('dijadwalkan');
      await assertSucceeds(
        writeBatchOf(asCaller('panitia'), (b, db) =>
          b.set(shardDoc(db, scheduled, '3'), emptyShard()),
        ),
      );
      await assertFails(
        writeBatchOf(asCaller('panitia'), (b, db) => b.set(shardDoc(db, open, '3'), emptyShard())),
      );
      for (const bad of [
        { ...emptyShard(), suara: { '1': 5 } },
        { ...emptyShard(), terkunci: true },
      ])
        await assertFails(
          writeBatchOf(asCaller('panitia'), (b, db) => b.set(shardDoc(db, scheduled, '3'), bad)),
        );
      await assertFails(
        writeBatchOf(asCaller('panitia'), (b, db) =>
          b.set(shardDoc(db, scheduled, '50'), emptyShard()),
        ),
      );
      for (const db of [asVoter('pemilih'), asUser(OTHER_PANITIA), asCaller('anonymous')])
        await assertFails(
          writeBatchOf(db, (b, d) => b.set(shardDoc(d, scheduled, '3'), emptyShard())),
        );
    });

    it('changes abstain only with its public copy, equal to it', async () => {
      const id = await seedBallotElection('dijadwalkan');
      const committee = (db: Db) => doc(db, 'pemilihan_panitia', id);
      await assertFails(updateDoc(committee(asCaller('panitia')), { abstain: false }));
      await assertFails(
        writeBatchOf(asCaller('panitia'), (b, db) => {
          b.update(committee(db), { abstain: false });
          b.set(refsOf(db).ballotRules(id), { abstain: true });
        }),
      );
      await assertSucceeds(
        writeBatchOf(asCaller('panitia'), (b, db) => {
          b.update(committee(db), { abstain: false });
          b.set(refsOf(db).ballotRules(id), { abstain: false });
        }),
      );
      await assertFails(
        writeBatchOf(asVoter('pemilih'), (b, db) =>
          b.set(refsOf(db).ballotRules(id), { abstain: true }),
        ),
      );
    });
  });

  describe('publication', () => {
    it('by its committee or the master, after the end, once', async () => {
      const open = await seedBallotElection('berlangsung');
      await assertFails(publish(asCaller('panitia'), open, 'panitia'));
      const closed = await seedBallotElection('selesai');
      await assertFails(publish(asUser(OTHER_PANITIA), closed, OTHER_PANITIA));
      await assertFails(publish(asVoter('pemilih'), closed, 'pemilih'));
      await assertSucceeds(publish(asCaller('panitia'), closed, 'panitia'));
      await assertFails(publish(asCaller('panitia'), closed, 'panitia'));
      const other = await seedBallotElection('selesai');
      await assertSucceeds(publish(asCaller('master'), other, 'master'));
      const cancelled = await seedBallotElection('dibatalkan');
      await assertFails(publish(asCaller('master'), cancelled, 'master'));
    });

    it('all in one batch: the flag, the publication and the seals go together', async () => {
      const id = await seedBallotElection('selesai');
      for (const only of ['flag', 'results', 'seals'] as const)
        await assertFails(publish(asCaller('panitia'), id, 'panitia', { only }));
      // A seal that changes a count.
      await assertFails(
        publish(asCaller('panitia'), id, 'panitia', {
          bend: (batch, db) =>
            batch.set(shardDoc(db, id, '0'), { suara: { '1': 9 } }, { merge: true }),
        }),
      );
    });

    it('then anyone reads the sealed shards and the receipts, and the numbers are the stored ones', async () => {
      const id = await seedBallotElection('selesai');
      await seedAt(id, ['hitungan', '4'], {
        suara: { '1': 2, abstain: 1 },
        rahasia: 'a'.repeat(32),
        terkunci: false,
      });
      const kode = receipt();
      await seedAt(id, ['kotak', kode], {});
      await publish(asCaller('panitia'), id, 'panitia');
      for (const [, db] of EVERYONE()) {
        const shard = await assertSucceeds(getDoc(shardDoc(db, id, '4')));
        expect(shard.data()).toEqual({
          suara: { '1': 2, abstain: 1 },
          rahasia: null,
          terkunci: true,
        });
        await assertSucceeds(getDoc(shardDoc(db, id, '49')));
        expect(
          (await assertSucceeds(getDocs(collection(db, 'pemilihan_events', id, 'kotak')))).docs.map(
            (d) => d.id,
          ),
        ).toEqual([kode]);
        await assertSucceeds(getDoc(refsOf(db).results(id)));
        // Still no list of the shards, and no one's has-voted record.
        await assertFails(getDocs(collection(db, 'pemilihan_events', id, 'hitungan')));
      }
      await assertFails(cast(asVoter('pemilih'), id, 'pemilih', '1'));
    });

    it('an unsealed shard stays unread even once published', async () => {
      const id = await seedBallotElection('selesai');
      await publish(asCaller('panitia'), id, 'panitia');
      await seedAt(id, ['hitungan', '5'], {
        suara: { '1': 1 },
        rahasia: 'b'.repeat(32),
        terkunci: false,
      });
      await assertFails(getDoc(shardDoc(asCaller('anonymous'), id, '5')));
    });
  });
});

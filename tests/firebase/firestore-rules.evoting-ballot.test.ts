/**
 * firestore.rules against the Firestore emulator — casting (docs/EVOTING.md, "Firebase"): one
 * counted ballot per voter per open election, however the batches are bent or raced; only a
 * verified voter on the roll, only while open by request.time, only a choice of the frozen
 * ballot; receipts with nothing in them. Reading and publication:
 * firestore-rules.evoting-results.test.ts. Skipped, with the reason printed, where the emulator
 * does not run.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { SHARD_IDS } from '../../src/renderer/src/backend/firebase/ballot-docs';
import { rollEntryDoc } from '../../src/renderer/src/backend/firebase/evoting-writes';
import { skipReason } from './emulators';
import {
  boxOf,
  cast,
  castByHand,
  newPlan,
  plusOne,
  receipt,
  refsOf,
  seedAt,
  seedBallotElection,
  shardDoc,
  votedFor,
} from './evoting-ballot-fixtures';
import { asVoter, voterOf, useEvotingFixtures } from './evoting-rules-fixtures';
import { asCaller, logEntry, seed, useRulesEnvironment } from './firestore-rules-support';

const SKIP = skipReason(['firestore'], 'Uji aturan Firestore (surat suara)');

describe.skipIf(SKIP !== null)('firestore.rules: the ballot', () => {
  useRulesEnvironment();
  useEvotingFixtures();

  describe('one counted ballot per voter', () => {
    it('a verified voter casts once: the record, an empty receipt and one count', async () => {
      const id = await seedBallotElection();
      const plan = await assertSucceeds(cast(asVoter('pemilih'), id, 'pemilih', '1'));
      const box = await boxOf(id);
      expect(box).toEqual({ receipts: [plan.kodeTanda], counts: { '1': 1 }, voted: ['pemilih'] });
      // The receipt carries nothing; the record no choice, and the voter's own receipt.
      await seed(async (db) => {
        expect((await getDoc(refsOf(db).receipt(id, plan.kodeTanda))).data()).toEqual({});
        const record = (await getDoc(refsOf(db).voted(id, 'pemilih'))).data() ?? {};
        expect(Object.keys(record).sort()).toEqual([
          'kodeTanda',
          'kunciHitungan',
          'kunciKode',
          'pada',
        ]);
        expect(record['kodeTanda']).toBe(plan.kodeTanda);
      });
    });

    it('a second cast is refused, whatever its receipt, shard or choice', async () => {
      const id = await seedBallotElection();
      await cast(asVoter('pemilih'), id, 'pemilih', '1');
      await assertFails(cast(asVoter('pemilih'), id, 'pemilih', '1'));
      await assertFails(cast(asVoter('pemilih'), id, 'pemilih', '2'));
      // Without a new record: a receipt, or a count, on its own.
      const plan = await newPlan();
      await assertFails(
        castByHand(asVoter('pemilih'), id, 'pemilih', { receipts: [{ kode: plan.kodeTanda }] }),
      );
      await assertFails(
        castByHand(asVoter('pemilih'), id, 'pemilih', {
          counts: [{ shard: plan.shard, rahasia: plan.rahasia, changes: { '1': plusOne() } }],
        }),
      );
      expect((await boxOf(id)).counts).toEqual({ '1': 1 });
    });

    it('twenty concurrent batches of one voter: exactly one counted', async () => {
      const id = await seedBallotElection();
      const attempts = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) =>
          cast(asVoter('pemilih'), id, 'pemilih', i % 2 ? '1' : '2'),
        ),
      );
      expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
      const box = await boxOf(id);
      expect(box.receipts).toHaveLength(1);
      expect(Object.values(box.counts).reduce((a, b) => a + b, 0)).toBe(1);
    });

    it('one batch adds one receipt and one count, on the shard its record commits to', async () => {
      const id = await seedBallotElection();
      const db = asVoter('pemilih');
      const voter = () => db;
      // A second receipt, or a receipt the record does not commit to.
      await assertFails(
        cast(voter(), id, 'pemilih', '1', {
          bend: (batch) => batch.set(refsOf(voter()).receipt(id, receipt()), {}),
        }),
      );
      const plan = await newPlan();
      const other = receipt();
      await assertFails(
        castByHand(voter(), id, 'pemilih', {
          voted: await votedFor(plan.kodeTanda, plan.shard, plan.rahasia),
          receipts: [{ kode: other }],
          counts: [{ shard: plan.shard, rahasia: plan.rahasia, changes: { '1': plusOne() } }],
        }),
      );
      // A second count on another shard, or the count on a shard the record does not name.
      const elsewhere = String((Number(plan.shard) + 1) % SHARD_IDS.length);
      await assertFails(
        castByHand(voter(), id, 'pemilih', {
          voted: await votedFor(plan.kodeTanda, plan.shard, plan.rahasia),
          receipts: [{ kode: plan.kodeTanda }],
          counts: [
            { shard: plan.shard, rahasia: plan.rahasia, changes: { '1': plusOne() } },
            { shard: elsewhere, rahasia: plan.rahasia, changes: { '1': plusOne() } },
          ],
        }),
      );
      await assertFails(
        castByHand(voter(), id, 'pemilih', {
          voted: await votedFor(plan.kodeTanda, plan.shard, plan.rahasia),
          receipts: [{ kode: plan.kodeTanda }],
          counts: [{ shard: elsewhere, rahasia: plan.rahasia, changes: { '1': plusOne() } }],
        }),
      );
      // Two writes to the committed shard in one batch.
      await assertFails(
        cast(voter(), id, 'pemilih', '1', {
          bend: (batch, p) => batch.update(shardDoc(voter(), id, p.shard), 'suara.2', increment(1)),
        }),
      );
      expect(await boxOf(id)).toEqual({ receipts: [], counts: {}, voted: [] });
    });

    it('a count is exactly one more for exactly one choice', async () => {
      const id = await seedBallotElection();
      const attempt = async (changes: Record<string, unknown>) => {
        const plan = await newPlan();
        return castByHand(asVoter('pemilih'), id, 'pemilih', {
          voted: await votedFor(plan.kodeTanda, plan.shard, plan.rahasia),
          receipts: [{ kode: plan.kodeTanda }],
          counts: [{ shard: plan.shard, rahasia: plan.rahasia, changes }],
        });
      };
      await assertFails(attempt({ '1': increment(2) }));
      await assertFails(attempt({ '1': increment(-1) }));
      await assertFails(attempt({ '1': plusOne(), '2': plusOne() }));
      await assertFails(attempt({ '1': 'satu' }));
      expect((await boxOf(id)).voted).toEqual([]);
    });

    it('the record holds the time of request, its receipt and the commitments, nothing else', async () => {
      const id = await seedBallotElection();
      const withRecord = async (
        change: (v: Record<string, unknown>) => Record<string, unknown>,
      ) => {
        const plan = await newPlan();
        return castByHand(asVoter('pemilih'), id, 'pemilih', {
          voted: change(await votedFor(plan.kodeTanda, plan.shard, plan.rahasia)),
          receipts: [{ kode: plan.kodeTanda }],
          counts: [{ shard: plan.shard, rahasia: plan.rahasia, changes: { '1': plusOne() } }],
        });
      };
      await assertFails(withRecord((v) => ({ ...v, pilihan: '1' })));
      await assertFails(withRecord((v) => ({ ...v, pada: new Date(Date.now() - 60_000) })));
      await assertFails(withRecord((v) => ({ ...v, kunciKode: 'x' })));
      // The receipt on the record is a receipt code, the one its commitment names.
      await assertFails(withRecord((v) => ({ ...v, kodeTanda: receipt() })));
      await assertFails(withRecord((v) => ({ ...v, kodeTanda: 'bukan-kode' })));
      await assertFails(withRecord((v) => ({ ...v, kodeTanda: null })));
      await assertFails(
        withRecord((v) => {
          const withoutReceipt = { ...v };
          delete withoutReceipt['kodeTanda'];
          return withoutReceipt;
        }),
      );
      await assertSucceeds(withRecord((v) => v));
    });

    it('a receipt is empty: no voter, no choice, no time', async () => {
      const id = await seedBallotElection();
      const plan = await newPlan();
      for (const data of [{ voterId: 'pemilih' }, { pilihan: '1' }, { pada: serverTimestamp() }])
        await assertFails(
          castByHand(asVoter('pemilih'), id, 'pemilih', {
            voted: await votedFor(plan.kodeTanda, plan.shard, plan.rahasia),
            receipts: [{ kode: plan.kodeTanda, data }],
            counts: [{ shard: plan.shard, rahasia: plan.rahasia, changes: { '1': plusOne() } }],
          }),
        );
    });

    it('nobody casts for another: not the committee, not the master, not another voter', async () => {
      const id = await seedBallotElection();
      for (const db of [asVoter('pemilih-lain'), asCaller('panitia'), asCaller('master')])
        await assertFails(cast(db, id, 'pemilih', '1'));
      expect((await boxOf(id)).voted).toEqual([]);
    });

    it('a record alone counts nothing and ends the voter’s ballot (their own loss only)', async () => {
      const id = await seedBallotElection();
      const plan = await newPlan();
      await assertSucceeds(
        castByHand(asVoter('pemilih'), id, 'pemilih', {
          voted: await votedFor(plan.kodeTanda, plan.shard, plan.rahasia),
        }),
      );
      await assertFails(cast(asVoter('pemilih'), id, 'pemilih', '1'));
      expect(await boxOf(id)).toMatchObject({ receipts: [], counts: {} });
    });
  });

  describe('who may cast, and when', () => {
    it('only a voter verified on the roll', async () => {
      const id = await seedBallotElection();
      await assertFails(cast(asVoter('pemilih-lain'), id, 'pemilih-lain', '1'));
      await seedAt(id, ['pemilih', 'pemilih-lain'], {
        ...rollEntryDoc(voterOf('pemilih-lain'), 'pemilih'),
        dibuatPada: new Date(),
      });
      await assertFails(cast(asVoter('pemilih-lain'), id, 'pemilih-lain', '1'));
      await seedAt(id, ['pemilih', 'pemilih-lain'], {
        ...rollEntryDoc(voterOf('pemilih-lain'), 'pemilih'),
        status: 'ditolak',
        alasanPenolakan: 'KTM buram',
        dibuatPada: new Date(),
      });
      await assertFails(cast(asVoter('pemilih-lain'), id, 'pemilih-lain', '1'));
      await assertFails(cast(asCaller('anonymous'), id, 'pemilih', '1'));
    });

    it('only while open by request.time: not before, not after, not once cancelled', async () => {
      for (const state of ['dijadwalkan', 'selesai', 'dibatalkan'] as const) {
        const id = await seedBallotElection(state);
        await assertFails(cast(asVoter('pemilih'), id, 'pemilih', '1'));
      }
    });

    it('not from the moment the committee closes it ("Tutup sekarang": the end at request.time)', async () => {
      const id = await seedBallotElection();
      const db = asCaller('panitia');
      const batch = writeBatch(db);
      batch.update(doc(db, 'pemilihan_events', id), { selesai: serverTimestamp() });
      batch.set(doc(collection(db, 'histori')), logEntry('panitia', 'Tutup'));
      await assertSucceeds(batch.commit());
      await assertFails(cast(asVoter('pemilih'), id, 'pemilih', '1'));
    });

    it('only a choice of the frozen ballot; abstain only when the committee allows it', async () => {
      const id = await seedBallotElection();
      await assertFails(cast(asVoter('pemilih'), id, 'pemilih', '9'));
      await assertFails(cast(asVoter('pemilih'), id, 'pemilih', 'x'));
      await seed((db) => updateDoc(doc(db, 'pemilihan_panitia', id), { abstain: false }));
      await assertFails(cast(asVoter('pemilih'), id, 'pemilih', 'abstain'));
      await seed((db) => updateDoc(doc(db, 'pemilihan_panitia', id), { abstain: true }));
      await assertSucceeds(cast(asVoter('pemilih'), id, 'pemilih', 'abstain'));
      expect((await boxOf(id)).counts).toEqual({ abstain: 1 });
    });
  });
});

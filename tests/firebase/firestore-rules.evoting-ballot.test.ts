/**
 * firestore.rules against the Firestore emulator — the ballot (docs/EVOTING-FIREBASE.md): one
 * counted ballot per voter per open election, however the batches are bent or raced; only a
 * verified voter on the roll, only while open by request.time, only a choice of the frozen
 * ballot; receipts with nothing in them; counts nobody reads (master included) until the
 * committee publishes after the end; the publication sealing every shard. Skipped, with the
 * reason printed, where the emulator does not run.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  increment,
  serverTimestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { emptyShard, SHARD_IDS } from '../../src/renderer/src/backend/firebase/ballot-docs';
import { newReceipt } from '../../src/shared/evoting/ballot';
import { skipReason } from './emulators';
import {
  cast,
  castByHand,
  newPlan,
  plusOne,
  publish,
  refsOf,
  seedAt,
  seedBallotElection,
  votedFor,
} from './evoting-ballot-fixtures';
import {
  asUser,
  asVoter,
  OTHER_PANITIA,
  voterOf,
  useEvotingFixtures,
} from './evoting-rules-fixtures';
import { asCaller, logEntry, seed, type Db, useRulesEnvironment } from './firestore-rules-support';
import { rollEntryDoc } from '../../src/renderer/src/backend/firebase/evoting-writes';

const SKIP = skipReason(['firestore'], 'Uji aturan Firestore (surat suara)');

const receipt = () => newReceipt((bytes) => globalThis.crypto.getRandomValues(bytes));
const shardDoc = (db: Db, id: string, shard: string) => refsOf(db).shard(id, shard);

/** Everything the box holds, read past the rules: receipts, and the counts summed. */
async function boxOf(
  id: string,
): Promise<{ receipts: string[]; counts: Record<string, number>; voted: string[] }> {
  let found = {
    receipts: [] as string[],
    counts: {} as Record<string, number>,
    voted: [] as string[],
  };
  await seed(async (db) => {
    const receipts = (await getDocs(collection(db, 'pemilihan_events', id, 'kotak'))).docs;
    const shards = (await getDocs(collection(db, 'pemilihan_events', id, 'hitungan'))).docs;
    const voted = (await getDocs(collection(db, 'pemilihan_events', id, 'sudah_memilih'))).docs;
    const counts: Record<string, number> = {};
    for (const shard of shards)
      for (const [choice, n] of Object.entries(
        (shard.data()['suara'] ?? {}) as Record<string, number>,
      ))
        counts[choice] = (counts[choice] ?? 0) + n;
    found = {
      receipts: receipts.map((d) => d.id),
      counts,
      voted: voted.map((d) => d.id),
    };
  });
  return found;
}

const EVERYONE = (): [string, Db][] => [
  ['visitor', asCaller('anonymous')],
  ['the voter', asVoter('pemilih')],
  ['another voter', asVoter('pemilih-lain')],
  ['its committee', asCaller('panitia')],
  ['another committee', asUser(OTHER_PANITIA)],
  ['the master', asCaller('master')],
];

describe.skipIf(SKIP !== null)('firestore.rules: the ballot', () => {
  useRulesEnvironment();
  useEvotingFixtures();

  describe('one counted ballot per voter', () => {
    it('a verified voter casts once: the record, an empty receipt and one count', async () => {
      const id = await seedBallotElection();
      const plan = await assertSucceeds(cast(asVoter('pemilih'), id, 'pemilih', '1'));
      const box = await boxOf(id);
      expect(box).toEqual({ receipts: [plan.kodeTanda], counts: { '1': 1 }, voted: ['pemilih'] });
      // The receipt carries nothing; the record no choice.
      await seed(async (db) => {
        expect((await getDoc(refsOf(db).receipt(id, plan.kodeTanda))).data()).toEqual({});
        const record = (await getDoc(refsOf(db).voted(id, 'pemilih'))).data() ?? {};
        expect(Object.keys(record).sort()).toEqual(['kunciHitungan', 'kunciKode', 'pada']);
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

    it('the record holds the time of request and the commitments, nothing else', async () => {
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

  describe('reading', () => {
    it('counts: nobody before publication, master included; not even one shard', async () => {
      const id = await seedBallotElection();
      const plan = await cast(asVoter('pemilih'), id, 'pemilih', '1');
      for (const [, db] of EVERYONE()) {
        await assertFails(getDoc(shardDoc(db, id, plan.shard)));
        await assertFails(getDocs(collection(db, 'pemilihan_events', id, 'hitungan')));
      }
    });

    it('the has-voted record: the voter themself only', async () => {
      const id = await seedBallotElection();
      await cast(asVoter('pemilih'), id, 'pemilih', '1');
      await assertSucceeds(getDoc(refsOf(asVoter('pemilih')).voted(id, 'pemilih')));
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

/** A batch built by `build` on `db`, committed. */
async function writeBatchOf(db: Db, build: (batch: ReturnType<typeof writeBatch>, db: Db) => void) {
  const batch = writeBatch(db);
  build(batch, db);
  await batch.commit();
}

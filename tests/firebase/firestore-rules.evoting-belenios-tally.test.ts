/**
 * firestore.rules against the Firestore emulator — a Belenios election after the close
 * (docs/FIREBASE.md, "Belenios elections"): the committee's tally once, after the close, with its
 * refused ballots `{tracker, alasan}`; each trustee's own partial decryption once, after the
 * tally and before the publication, read by the committee and that trustee until published; the
 * publication's one batch (the election's flag, `belenios/hasil` naming at least the threshold's
 * number of decryptions, and `hasil/ringkasan`), refused without the result. The rules check no
 * cryptography (the committee's browser and every verifier do). Skipped, with the reason
 * printed, where the emulator does not run.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { EVOTING_HISTORY } from '../../src/shared/evoting/election-history';
import { skipReason } from './emulators';
import { seedAt } from './evoting-ballot-fixtures';
import {
  asUser,
  asVoter,
  OTHER_PANITIA,
  seedElection,
  type SeededState,
  useEvotingFixtures,
} from './evoting-rules-fixtures';
import { asCaller, type Db, logEntry, useRulesEnvironment } from './firestore-rules-support';

const SKIP = skipReason(['firestore'], 'Uji aturan Firestore (penghitungan Belenios)');

const TRACKER = 'B'.repeat(43);
const TALLY = {
  tallyJson: '[[{"alpha":"1","beta":"1"}]]',
  sizedTallyJson: '{"num_tallied":0,"total_weight":0,"encrypted_tally":"x"}',
  ditolak: [{ tracker: TRACKER, alasan: 'Kredensial tidak ada di daftar pemilihan.' }],
};

/**
 * An election of panitia's in `state` with its frozen setup (threshold 2 of 2): trustee 1 is
 * panitia itself, trustee 2 a witness by e-mail; with the tally when `tallied`.
 */
async function seedTallied(state: SeededState, tallied = true): Promise<string> {
  const id = await seedElection(state);
  await seedAt(id, ['belenios', 'setup'], {
    uuid: 'UjiBelenios123',
    ambang: 2,
    trusteesJson: '[]',
    electionJson: '{"version":1}',
    credentialsJson: '[]',
    dibukaUnix: null,
  });
  await seedAt(id, ['belenios', 'setup', 'wali_akses', '1'], {
    jenis: 'panitia',
    uid: 'panitia',
    email: null,
  });
  await seedAt(id, ['belenios', 'setup', 'wali_akses', '2'], {
    jenis: 'saksi',
    uid: null,
    email: 'saksi@contoh.id',
  });
  if (tallied) await seedAt(id, ['belenios', 'tally'], TALLY);
  return id;
}

const tallyRef = (db: Db, id: string) => doc(db, 'pemilihan_events', id, 'belenios', 'tally');
const resultRef = (db: Db, id: string) => doc(db, 'pemilihan_events', id, 'belenios', 'hasil');
const decryptionRef = (db: Db, id: string, posisi: string) =>
  doc(db, 'pemilihan_events', id, 'belenios', 'tally', 'dekripsi', posisi);

/** The adapter's publication batch (belenios-publish.ts) as `db`; the options bend it. */
function publish(
  db: Db,
  id: string,
  options: { result?: DocumentData | null; ringkasan?: boolean } = {},
) {
  const batch = writeBatch(db);
  batch.update(doc(db, 'pemilihan_events', id), { hasilDipublikasikan: true });
  if (options.result !== null)
    batch.set(resultRef(db, id), {
      resultJson: '{"result":[[0]]}',
      dekripsi: [1, 2],
      dipublikasikanPada: serverTimestamp(),
      ...options.result,
    });
  if (options.ringkasan !== false)
    batch.set(doc(db, 'pemilihan_events', id, 'hasil', 'ringkasan'), {
      jumlahPemilih: 1,
      dipublikasikanPada: serverTimestamp(),
    });
  batch.set(
    doc(collection(db, 'histori')),
    logEntry('panitia', EVOTING_HISTORY.resultsPublished('Pemilihan')),
  );
  return batch.commit();
}

describe.skipIf(SKIP !== null)('firestore.rules: a Belenios election’s tally and result', () => {
  useRulesEnvironment();
  useEvotingFixtures();

  describe('the tally', () => {
    it('is written once by the committee after the close, well-formed', async () => {
      const open = await seedTallied('berlangsung', false);
      await assertFails(setDoc(tallyRef(asUser('panitia'), open), TALLY));
      const id = await seedTallied('selesai', false);
      await assertFails(setDoc(tallyRef(asUser(OTHER_PANITIA), id), TALLY));
      await assertFails(setDoc(tallyRef(asVoter('pemilih'), id), TALLY));
      await assertFails(
        setDoc(tallyRef(asUser('panitia'), id), { ...TALLY, ditolak: [{ tracker: 'pendek' }] }),
      );
      await assertFails(
        setDoc(tallyRef(asUser('panitia'), id), {
          ...TALLY,
          ditolak: [{ tracker: TRACKER, alasan: 'x', lain: 1 }],
        }),
      );
      await assertFails(setDoc(tallyRef(asUser('panitia'), id), { ...TALLY, tallyJson: '' }));
      await assertSucceeds(setDoc(tallyRef(asUser('panitia'), id), TALLY));
      await assertFails(setDoc(tallyRef(asUser('panitia'), id), { ...TALLY, ditolak: [] }));
      await assertFails(updateDoc(tallyRef(asUser('panitia'), id), { ditolak: [] }));
      await assertSucceeds(getDoc(tallyRef(asVoter('pemilih'), id)));
    });
  });

  describe('partial decryptions', () => {
    it('each trustee writes their own once, after the tally, before the publication', async () => {
      const untallied = await seedTallied('selesai', false);
      await assertFails(setDoc(decryptionRef(asUser('panitia'), untallied, '1'), { teks: 'd1' }));
      const id = await seedTallied('selesai');
      await assertFails(setDoc(decryptionRef(asUser('panitia'), id, '2'), { teks: 'd2' }));
      await assertFails(setDoc(decryptionRef(asUser(OTHER_PANITIA), id, '1'), { teks: 'd1' }));
      await assertFails(setDoc(decryptionRef(asUser('panitia'), id, '1'), { teks: '' }));
      await assertSucceeds(setDoc(decryptionRef(asUser('panitia'), id, '1'), { teks: 'd1' }));
      await assertFails(setDoc(decryptionRef(asUser('panitia'), id, '1'), { teks: 'lain' }));
      // Read by the committee and that trustee, not by a visitor, until published.
      await assertSucceeds(getDoc(decryptionRef(asCaller('master'), id, '1')));
      await assertFails(getDoc(decryptionRef(asVoter('pemilih'), id, '1')));
      await seedAt(id, ['belenios', 'tally', 'dekripsi', '2'], { teks: 'd2' });
      await assertSucceeds(publish(asCaller('panitia'), id));
      await assertSucceeds(getDoc(decryptionRef(asVoter('pemilih'), id, '1')));
      const late = await seedTallied('selesai');
      await assertSucceeds(setDoc(decryptionRef(asUser('panitia'), late, '1'), { teks: 'd1' }));
      await seedAt(late, ['belenios', 'tally', 'dekripsi', '2'], { teks: 'd2' });
      await assertSucceeds(publish(asCaller('panitia'), late));
      await assertFails(setDoc(decryptionRef(asUser('panitia'), late, '3'), { teks: 'd3' }));
    });
  });

  describe('the publication', () => {
    it('needs the result, the summary and at least the threshold’s decryptions, once', async () => {
      const open = await seedTallied('berlangsung');
      await assertFails(publish(asCaller('panitia'), open));
      const id = await seedTallied('selesai');
      await assertFails(publish(asCaller('panitia'), id, { result: null }));
      await assertFails(publish(asCaller('panitia'), id, { ringkasan: false }));
      await assertFails(publish(asCaller('panitia'), id, { result: { dekripsi: [1] } }));
      await assertFails(publish(asCaller('panitia'), id, { result: { jumlah: 3 } }));
      await assertFails(publish(asUser(OTHER_PANITIA), id));
      await assertSucceeds(publish(asCaller('panitia'), id));
      await assertFails(publish(asCaller('panitia'), id));
      await assertSucceeds(getDoc(resultRef(asVoter('pemilih'), id)));
      const untallied = await seedTallied('selesai', false);
      await assertFails(publish(asCaller('panitia'), untallied));
    });
  });
});

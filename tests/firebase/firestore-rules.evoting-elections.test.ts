/**
 * firestore.rules against the Firestore emulator — an approved election: its public document,
 * its committee's configuration, candidates and announcements. The committee acts on its own
 * election only, the master on every one; the configuration is frozen from the start
 * (request.time ≥ mulai), only a later end is allowed while open. Skipped, with the reason
 * printed, where the emulator does not run.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ELECTION_LIMITS } from '../../src/shared/evoting/election';
import { skipReason } from './emulators';
import {
  asUser,
  asVoter,
  at,
  candidate,
  OTHER_PANITIA,
  seedElection,
  useEvotingFixtures,
  type SeededState,
} from './evoting-rules-fixtures';
import { asCaller, logEntry, type Db, useRulesEnvironment } from './firestore-rules-support';
import { describeCase } from './rules-fixtures';

const SKIP = skipReason(['firestore'], 'Uji aturan Firestore (pemilihan)');
const HOUR = 3_600_000;

const election = (db: Db, id: string) => doc(db, 'pemilihan_events', id);
const committee = (db: Db, id: string) => doc(db, 'pemilihan_panitia', id);
const kandidat = (db: Db, id: string, nomor: number | string) =>
  doc(db, 'pemilihan_events', id, 'kandidat', String(nomor));

/** A candidate added as the adapter does: its document and the count, in one batch. */
async function addCandidate(db: Db, id: string, nomor: number, data = candidate(nomor)) {
  const batch = writeBatch(db);
  batch.set(kandidat(db, id, nomor), data);
  batch.update(election(db, id), { jumlahKandidat: increment(1) });
  await batch.commit();
}

const OUTSIDERS = (): Db[] => [
  asUser(OTHER_PANITIA),
  asCaller('admin-sekjen'),
  asCaller('banggar'),
  asVoter('pemilih'),
  asCaller('anonymous'),
];

describe.skipIf(SKIP !== null)('firestore.rules: pemilihan_events and pemilihan_panitia', () => {
  useRulesEnvironment();
  useEvotingFixtures();

  describe('what is public and what is the committee’s', () => {
    it('everyone reads the public document; nobody but the master creates or deletes one', async () => {
      const id = await seedElection('dijadwalkan');
      await assertSucceeds(getDoc(election(asCaller('anonymous'), id)));
      await assertSucceeds(getDocs(collection(asCaller('anonymous'), 'pemilihan_events')));
      await assertFails(deleteDoc(election(asCaller('master'), id)));
      await assertFails(
        setDoc(doc(asCaller('panitia'), 'pemilihan_events', 'buatan-sendiri'), { nama: 'x' }),
      );
    });

    it('the committee document: its committee and the master only', async () => {
      const id = await seedElection();
      await assertSucceeds(getDoc(committee(asCaller('panitia'), id)));
      await assertSucceeds(getDoc(committee(asCaller('master'), id)));
      for (const db of OUTSIDERS()) await assertFails(getDoc(committee(db, id)));
      const mine = (db: Db, uid: string) =>
        query(collection(db, 'pemilihan_panitia'), where('panitia', 'array-contains', uid));
      await assertSucceeds(getDocs(mine(asCaller('panitia'), 'panitia')));
      await assertFails(getDocs(mine(asUser(OTHER_PANITIA), 'panitia')));
      await assertFails(getDocs(collection(asCaller('panitia'), 'pemilihan_panitia')));
    });

    it('candidates: public once scheduled, the committee’s while a draft', async () => {
      const draft = await seedElection('draf');
      const scheduled = await seedElection('dijadwalkan');
      await assertFails(
        getDocs(collection(asCaller('anonymous'), 'pemilihan_events', draft, 'kandidat')),
      );
      await assertSucceeds(
        getDocs(collection(asCaller('panitia'), 'pemilihan_events', draft, 'kandidat')),
      );
      await assertSucceeds(
        getDocs(collection(asCaller('anonymous'), 'pemilihan_events', scheduled, 'kandidat')),
      );
    });
  });

  describe('the schedule, by the committee (request.time decides)', () => {
    const schedule = (mulaiIn: number, selesaiIn: number) => ({
      mulai: at(mulaiIn),
      selesai: at(selesaiIn),
    });
    const cases: { name: string; state: SeededState; data: () => object; allowed: boolean }[] = [
      {
        name: 'a draft gets a schedule',
        state: 'draf',
        data: () => schedule(HOUR, 2 * HOUR),
        allowed: true,
      },
      {
        name: 'a scheduled election moves',
        state: 'dijadwalkan',
        data: () => schedule(HOUR, 2 * HOUR),
        allowed: true,
      },
      {
        name: '"Buka sekarang": the start at request.time',
        state: 'dijadwalkan',
        data: () => ({ mulai: serverTimestamp() }),
        allowed: true,
      },
      {
        name: 'a start in the past',
        state: 'draf',
        data: () => schedule(-HOUR, HOUR),
        allowed: false,
      },
      {
        name: 'an end before the start',
        state: 'draf',
        data: () => schedule(2 * HOUR, HOUR),
        allowed: false,
      },
      {
        name: 'a start without an end',
        state: 'draf',
        data: () => ({ mulai: at(HOUR) }),
        allowed: false,
      },
      {
        name: 'a new start once open',
        state: 'berlangsung',
        data: () => schedule(HOUR, 2 * HOUR),
        allowed: false,
      },
      {
        name: 'a new schedule once cancelled',
        state: 'dibatalkan',
        data: () => schedule(HOUR, 2 * HOUR),
        allowed: false,
      },
      {
        name: '"Tutup sekarang": the end at request.time, while open',
        state: 'berlangsung',
        data: () => ({ selesai: serverTimestamp() }),
        allowed: true,
      },
      {
        name: 'a later end while open',
        state: 'berlangsung',
        data: () => ({ selesai: at(48 * HOUR) }),
        allowed: true,
      },
      {
        name: 'an earlier end (not now) while open',
        state: 'berlangsung',
        data: () => ({ selesai: at(2 * HOUR) }),
        allowed: false,
      },
      {
        name: 'a later end once closed',
        state: 'selesai',
        data: () => ({ selesai: at(HOUR) }),
        allowed: false,
      },
      {
        name: 'results published (part 2 decides when)',
        state: 'selesai',
        data: () => ({ hasilDipublikasikan: true }),
        allowed: false,
      },
    ];
    it.each(cases.map((c) => ({ ...c, outcome: describeCase(c.allowed) })))(
      '$name: $outcome',
      async ({ state, data, allowed }) => {
        const id = await seedElection(state);
        const call = updateDoc(election(asCaller('panitia'), id), data());
        await (allowed ? assertSucceeds(call) : assertFails(call));
      },
    );

    it('another committee, an admin, a voter: ditolak; the master: diizinkan', async () => {
      const id = await seedElection('draf');
      const data = { mulai: at(HOUR), selesai: at(2 * HOUR) };
      for (const db of OUTSIDERS()) await assertFails(updateDoc(election(db, id), data));
      await assertSucceeds(updateDoc(election(asCaller('master'), id), data));
    });
  });

  describe('details, abstain, cancellation', () => {
    it('name and description change while open, not once closed', async () => {
      const open = await seedElection('berlangsung');
      const closed = await seedElection('selesai');
      const details = { nama: 'Pemira 2027', deskripsi: 'Baru' };
      await assertSucceeds(updateDoc(election(asCaller('panitia'), open), details));
      await assertFails(updateDoc(election(asCaller('panitia'), closed), details));
      await assertFails(updateDoc(election(asCaller('panitia'), open), { nama: ' ' }));
    });

    it('abstain changes until the start', async () => {
      const draft = await seedElection('draf');
      const open = await seedElection('berlangsung');
      // With its copy for the voters, surat_suara/aturan (firestore.rules: the ballot).
      const withCopy = (db: Db, id: string, abstain: boolean) => {
        const batch = writeBatch(db);
        batch.update(committee(db, id), { abstain });
        batch.set(doc(db, 'pemilihan_events', id, 'surat_suara', 'aturan'), { abstain });
        return batch.commit();
      };
      await assertSucceeds(withCopy(asCaller('panitia'), draft, false));
      await assertFails(withCopy(asCaller('panitia'), open, false));
      await assertFails(updateDoc(committee(asUser(OTHER_PANITIA), draft), { abstain: true }));
      // The committee itself is set at approval and never changed by a committee member.
      await assertFails(
        updateDoc(committee(asCaller('panitia'), draft), { panitia: ['panitia', OTHER_PANITIA] }),
      );
    });

    it('the master cancels an election not yet over; the committee cannot', async () => {
      const open = await seedElection('berlangsung');
      const closed = await seedElection('selesai');
      const cancel = { dibatalkanPada: serverTimestamp() };
      await assertFails(updateDoc(election(asCaller('panitia'), open), cancel));
      await assertFails(updateDoc(election(asCaller('master'), closed), cancel));
      await assertSucceeds(updateDoc(election(asCaller('master'), open), cancel));
    });
  });

  describe('candidates: under their number, until the start', () => {
    it('the committee adds one with its count; the number is the document', async () => {
      const id = await seedElection('dijadwalkan');
      await assertSucceeds(addCandidate(asCaller('panitia'), id, 2));
      await assertFails(addCandidate(asCaller('panitia'), id, 3, candidate(4)));
      await assertFails(
        addCandidate(asCaller('panitia'), id, ELECTION_LIMITS.candidatesPerElection + 1),
      );
      await assertFails(addCandidate(asCaller('panitia'), id, 5, candidate(5, { visi: '' })));
      await assertFails(addCandidate(asUser(OTHER_PANITIA), id, 6));
      await assertSucceeds(addCandidate(asCaller('master'), id, 7));
    });

    it('once open, no candidate is added, changed or removed', async () => {
      const id = await seedElection('berlangsung');
      await assertFails(addCandidate(asCaller('panitia'), id, 2));
      await assertFails(updateDoc(kandidat(asCaller('panitia'), id, 1), { nama: 'Lain' }));
      await assertFails(deleteDoc(kandidat(asCaller('panitia'), id, 1)));
      await assertFails(updateDoc(election(asCaller('panitia'), id), { jumlahKandidat: 5 }));
    });
  });

  describe('announcements to the roll', () => {
    it('the committee posts; a voter on its roll reads; others do not', async () => {
      const id = await seedElection('dijadwalkan');
      const announcements = (db: Db) => collection(db, 'pemilihan_events', id, 'pengumuman');
      await assertSucceeds(
        setDoc(doc(announcements(asCaller('panitia'))), {
          teks: 'Debat',
          dibuatPada: serverTimestamp(),
        }),
      );
      await assertFails(
        setDoc(doc(announcements(asUser(OTHER_PANITIA))), {
          teks: 'X',
          dibuatPada: serverTimestamp(),
        }),
      );
      await assertSucceeds(getDocs(announcements(asVoter('pemilih'))));
      await assertFails(getDocs(announcements(asVoter('pemilih-lain'))));
      await assertFails(getDocs(announcements(asCaller('anonymous'))));
    });

    it('none is posted or removed once the election is over', async () => {
      const closed = await seedElection('selesai');
      const announcements = (db: Db) => collection(db, 'pemilihan_events', closed, 'pengumuman');
      await assertFails(
        setDoc(doc(announcements(asCaller('panitia'))), {
          teks: 'Terlambat',
          dibuatPada: serverTimestamp(),
        }),
      );
      await assertFails(deleteDoc(doc(announcements(asCaller('panitia')), 'info')));
    });
  });

  it('the committee writes its own histori entries', async () => {
    await assertSucceeds(
      setDoc(doc(collection(asCaller('panitia'), 'histori')), logEntry('panitia', 'Atur jadwal')),
    );
    await assertFails(
      setDoc(doc(collection(asVoter('pemilih'), 'histori')), {
        ...logEntry('panitia', 'Palsu'),
        uid: 'pemilih',
      }),
    );
  });
});

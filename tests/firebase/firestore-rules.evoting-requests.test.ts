/**
 * firestore.rules against the Firestore emulator — e-voting's requests (pemilihan_requests) and
 * the master's decision: a committee account asks only for itself, the request is read by its
 * requester and the master, decided only by the master and never deleted, and an approval is
 * one batch that cannot be written in part. Skipped, with the reason printed, where the emulator
 * does not run.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { approvalDocs, rejectionDoc } from '../../src/renderer/src/backend/firebase/evoting-writes';
import { skipReason } from './emulators';
import {
  asUser,
  asVoter,
  newRequest,
  OTHER_PANITIA,
  PANITIA_MEMBER,
  requestOf,
  seedRequest,
  useEvotingFixtures,
} from './evoting-rules-fixtures';
import { asCaller, next, type Db, useRulesEnvironment } from './firestore-rules-support';
import { describeCase } from './rules-fixtures';

const SKIP = skipReason(['firestore'], 'Uji aturan Firestore (permintaan pemilihan)');

const freshRequestRef = (db: Db) => doc(db, 'pemilihan_requests', `baru-${next()}`);

/** The approval's batch, or the parts of it that `parts` names. */
async function approve(
  db: Db,
  id: string,
  parts: readonly ('request' | 'election' | 'committee')[] = ['request', 'election', 'committee'],
  change: (docs: ReturnType<typeof approvalDocs>) => void = () => undefined,
) {
  const docs = approvalDocs(requestOf(id), [PANITIA_MEMBER]);
  change(docs);
  const batch = writeBatch(db);
  if (parts.includes('request')) batch.update(doc(db, 'pemilihan_requests', id), docs.request);
  if (parts.includes('election')) batch.set(doc(db, 'pemilihan_events', id), docs.election);
  if (parts.includes('committee')) batch.set(doc(db, 'pemilihan_panitia', id), docs.committee);
  await batch.commit();
}

describe.skipIf(SKIP !== null)('firestore.rules: pemilihan_requests', () => {
  useRulesEnvironment();
  useEvotingFixtures();

  describe('sending a request (/request-pemilihan)', () => {
    const cases: { name: string; db: () => Db; data: () => DocumentData; allowed: boolean }[] = [
      {
        name: 'a committee account, for itself',
        db: () => asCaller('panitia'),
        data: () => newRequest(),
        allowed: true,
      },
      {
        name: 'the master, for itself',
        db: () => asCaller('master'),
        data: () => newRequest('master'),
        allowed: true,
      },
      {
        name: 'for the BEM KM itself (no directory entry)',
        db: () => asCaller('panitia'),
        data: () => newRequest('panitia', { organisasiId: 'bem-km', penyelenggara: 'BEM KM' }),
        allowed: true,
      },
      {
        name: 'in another account’s name',
        db: () => asCaller('panitia'),
        data: () => newRequest(OTHER_PANITIA),
        allowed: false,
      },
      {
        name: 'already approved',
        db: () => asCaller('panitia'),
        data: () => newRequest('panitia', { status: 'disetujui' }),
        allowed: false,
      },
      {
        name: 'with an election already named',
        db: () => asCaller('panitia'),
        data: () => newRequest('panitia', { pemilihanId: 'x' }),
        allowed: false,
      },
      {
        name: 'an organisation not in the directory',
        db: () => asCaller('panitia'),
        data: () => newRequest('panitia', { organisasiId: 'tidak-ada' }),
        allowed: false,
      },
      {
        name: 'another organiser’s name',
        db: () => asCaller('panitia'),
        data: () => newRequest('panitia', { penyelenggara: 'BEM KM' }),
        allowed: false,
      },
      {
        name: 'a link that is not http(s)',
        db: () => asCaller('panitia'),
        data: () => newRequest('panitia', { tautanDokumen: 'javascript:alert(1)' }),
        allowed: false,
      },
      {
        name: 'an empty election name',
        db: () => asCaller('panitia'),
        data: () => newRequest('panitia', { namaPemilihan: '  ' }),
        allowed: false,
      },
      {
        name: 'a time of its own',
        db: () => asCaller('panitia'),
        data: () => newRequest('panitia', { diajukanPada: new Date() }),
        allowed: false,
      },
      {
        name: 'an admin',
        db: () => asCaller('admin-sekjen'),
        data: () => newRequest('sekjen'),
        allowed: false,
      },
      {
        name: 'a pending committee account',
        db: () => asCaller('pending'),
        data: () => newRequest('pending'),
        allowed: false,
      },
      {
        name: 'a voter',
        db: () => asVoter('pemilih'),
        data: () => newRequest('pemilih'),
        allowed: false,
      },
      {
        name: 'a visitor',
        db: () => asCaller('anonymous'),
        data: () => newRequest(),
        allowed: false,
      },
    ];
    it.each(cases.map((c) => ({ ...c, outcome: describeCase(c.allowed) })))(
      '$name: $outcome',
      async ({ db, data, allowed }) => {
        const call = setDoc(freshRequestRef(db()), data());
        await (allowed ? assertSucceeds(call) : assertFails(call));
      },
    );
  });

  describe('reading requests', () => {
    it('its requester and the master read it; no other account does', async () => {
      const id = await seedRequest();
      const read = (db: Db) => getDoc(doc(db, 'pemilihan_requests', id));
      await assertSucceeds(read(asCaller('panitia')));
      await assertSucceeds(read(asCaller('master')));
      for (const db of [
        asUser(OTHER_PANITIA),
        asCaller('admin-sekjen'),
        asVoter('pemilih'),
        asCaller('anonymous'),
      ])
        await assertFails(read(db));
    });

    it('a committee account lists its own requests only', async () => {
      await seedRequest();
      const requests = (db: Db) => collection(db, 'pemilihan_requests');
      const mine = (db: Db, uid: string) =>
        query(requests(db), where('diajukanOleh.id', '==', uid));
      await assertSucceeds(getDocs(mine(asCaller('panitia'), 'panitia')));
      await assertFails(getDocs(mine(asUser(OTHER_PANITIA), 'panitia')));
      await assertFails(getDocs(requests(asCaller('panitia'))));
      await assertSucceeds(getDocs(requests(asCaller('master'))));
    });

    it('nobody deletes a request, not even the master', async () => {
      const id = await seedRequest();
      await assertFails(deleteDoc(doc(asCaller('master'), 'pemilihan_requests', id)));
      await assertFails(deleteDoc(doc(asCaller('panitia'), 'pemilihan_requests', id)));
    });
  });

  describe('approval: one batch of the request, the election and its committee', () => {
    it('the whole batch, by the master: diizinkan', async () => {
      const id = await seedRequest();
      await assertSucceeds(approve(asCaller('master'), id));
    });

    const halves: { name: string; parts: ('request' | 'election' | 'committee')[] }[] = [
      { name: 'the request alone', parts: ['request'] },
      { name: 'the request and the election, without a committee', parts: ['request', 'election'] },
      {
        name: 'the request and the committee, without an election',
        parts: ['request', 'committee'],
      },
      {
        name: 'the election and its committee, the request left waiting',
        parts: ['election', 'committee'],
      },
    ];
    it.each(halves)('$name: ditolak (no half-approval)', async ({ parts }) => {
      const id = await seedRequest();
      await assertFails(approve(asCaller('master'), id, parts));
    });

    it('by the requester or an admin: ditolak', async () => {
      for (const db of [asCaller('panitia'), asCaller('admin-sekjen')]) {
        const id = await seedRequest();
        await assertFails(approve(db, id));
      }
    });

    it('a request already decided: ditolak', async () => {
      const id = await seedRequest({
        status: 'ditolak',
        alasanPenolakan: 'x',
        diputuskanPada: serverTimestamp(),
      });
      await assertFails(approve(asCaller('master'), id));
    });

    const shapes: { name: string; change: (docs: ReturnType<typeof approvalDocs>) => void }[] = [
      {
        name: 'a committee without the requester',
        change: (d) => {
          d.committee['panitia'] = [OTHER_PANITIA];
          d.committee['anggota'] = { [OTHER_PANITIA]: { namaTampilan: 'L', email: 'l@bem.demo' } };
        },
      },
      {
        name: 'an election already scheduled',
        change: (d) => {
          d.election['mulai'] = new Date();
          d.election['selesai'] = new Date(Date.now() + 1e8);
        },
      },
      {
        name: 'an election under another name',
        change: (d) => {
          d.election['nama'] = 'Lain';
        },
      },
      {
        name: 'an election already counting candidates',
        change: (d) => {
          d.election['jumlahKandidat'] = 2;
        },
      },
      {
        // Mandatory trustees: every new election is a Belenios election (no plaintext one).
        name: 'an election without the Belenios mark',
        change: (d) => {
          delete d.election['terenkripsi'];
        },
      },
      {
        name: 'an election marked otherwise',
        change: (d) => {
          d.election['terenkripsi'] = false;
        },
      },
      {
        name: 'the request naming another election',
        change: (d) => {
          d.request['pemilihanId'] = 'lain';
        },
      },
    ];
    it.each(shapes)('$name: ditolak', async ({ change }) => {
      const id = await seedRequest();
      await assertFails(approve(asCaller('master'), id, undefined, change));
    });
  });

  describe('rejection: the master, with a reason kept on record', () => {
    it('with a reason: diizinkan; without: ditolak; by the requester: ditolak', async () => {
      const id = await seedRequest();
      const ref = (db: Db) => doc(db, 'pemilihan_requests', id);
      await assertFails(updateDoc(ref(asCaller('master')), rejectionDoc('  ')));
      await assertFails(updateDoc(ref(asCaller('panitia')), rejectionDoc('Tidak sah')));
      await assertFails(
        updateDoc(ref(asCaller('master')), { ...rejectionDoc('Tidak sah'), namaPemilihan: 'Lain' }),
      );
      await assertSucceeds(updateDoc(ref(asCaller('master')), rejectionDoc('Dokumen belum sah')));
      // Decided: it never changes again.
      await assertFails(updateDoc(ref(asCaller('master')), rejectionDoc('Lagi')));
    });
  });
});

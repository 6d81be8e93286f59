/**
 * firestore.rules against the Firestore emulator — the activity calendar (agendaKegiatan/{id}):
 * public to read, written by Kelola Penanggalan's users only (Kementerian Dalam Negeri and master),
 * in the shared schema's shape with the end after the start. Skipped, with the reason printed,
 * where the emulator does not run.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
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
import { ACTIVITY_LIMITS } from '../../src/shared/agenda/activities';
import { agendaResource } from '../../src/shared/agenda/agenda-resource';
import { kindsInArea } from '../support/caller-kinds';
import { skipReason } from './emulators';
import { asCaller, next, seed, useRulesEnvironment } from './firestore-rules-support';
import { ALL, describeCase } from './rules-fixtures';

const SKIP = skipReason(['firestore'], 'Uji aturan Firestore (kalender kegiatan)');
const COLLECTION = agendaResource.firestoreCollection;
const WRITERS = kindsInArea('kelola-penanggalan');

/** An activity as the adapter writes it: across midnight, run by a directory organisation. */
const activityDoc = (overrides: DocumentData = {}): DocumentData => ({
  namaKegiatan: 'Malam Keakraban HIMA TKN',
  mulai: '2026-03-07T23:00',
  selesai: '2026-03-08T01:30',
  tempat: 'Student Center',
  penyelenggara: 'Himpunan Mahasiswa Teknokimia Nuklir',
  penyelenggaraId: 'Xk2p9Qw7Lm3Rt8Zs1Ab4',
  keterangan: 'Membawa jas almamater.',
  sasaran: 'Mahasiswa baru',
  position: 0,
  ...overrides,
});

type Case = { name: string; data: () => DocumentData; allowed: boolean };
const outcomes = (cases: Case[]) => cases.map((c) => ({ ...c, outcome: describeCase(c.allowed) }));

describe.skipIf(SKIP !== null)('firestore.rules: the activity calendar', () => {
  useRulesEnvironment();

  describe('the shape of an activity, written by the home-affairs ministry', () => {
    const cases: Case[] = [
      { name: 'across midnight', data: () => activityDoc(), allowed: true },
      {
        name: 'over several days, free-text organiser, no notes',
        data: () =>
          activityDoc({
            mulai: '2026-03-09T07:00',
            selesai: '2026-03-14T17:00',
            penyelenggaraId: '',
            penyelenggara: 'Kementerian Dalam Negeri',
            keterangan: '',
            sasaran: '',
          }),
        allowed: true,
      },
      {
        name: 'ending before it starts',
        data: () => activityDoc({ selesai: '2026-03-07T01:30' }),
        allowed: false,
      },
      {
        name: 'ending as it starts',
        data: () => activityDoc({ selesai: '2026-03-07T23:00' }),
        allowed: false,
      },
      {
        name: 'an instant instead of a wall clock',
        data: () => activityDoc({ mulai: '2026-03-07T16:00:00.000Z' }),
        allowed: false,
      },
      {
        name: 'at 24:00',
        data: () => activityDoc({ selesai: '2026-03-07T24:00' }),
        allowed: false,
      },
      { name: 'without a name', data: () => activityDoc({ namaKegiatan: ' ' }), allowed: false },
      { name: 'without a place', data: () => activityDoc({ tempat: '' }), allowed: false },
      {
        name: 'without an organiser',
        data: () => activityDoc({ penyelenggara: '' }),
        allowed: false,
      },
      {
        name: 'an organiser id with a path in it',
        data: () => activityDoc({ penyelenggaraId: '../users/x' }),
        allowed: false,
      },
      {
        name: 'notes longer than ACTIVITY_LIMITS.notesMax',
        data: () => activityDoc({ keterangan: 'x'.repeat(ACTIVITY_LIMITS.notesMax + 1) }),
        allowed: false,
      },
      { name: 'a name as a number', data: () => activityDoc({ namaKegiatan: 7 }), allowed: false },
      { name: 'another field', data: () => activityDoc({ telepon: '0812' }), allowed: false },
      { name: 'without its position', data: () => activityDoc({ position: null }), allowed: false },
    ];
    it.each(outcomes(cases))('create $name: $outcome', async ({ data, allowed }) => {
      const write = setDoc(doc(asCaller('admin-dagri'), COLLECTION, `k-${next()}`), data());
      if (allowed) await assertSucceeds(write);
      else await assertFails(write);
    });
  });

  describe('who writes: the area of Kelola Penanggalan alone', () => {
    const rows = ALL.map((kind) => ({
      kind,
      allowed: WRITERS.includes(kind),
      outcome: describeCase(WRITERS.includes(kind)),
    }));
    it.each(rows)('create, update and delete as $kind: $outcome', async ({ kind, allowed }) => {
      const id = `k-${next()}`;
      await seed((db) => setDoc(doc(db, COLLECTION, id), activityDoc()));
      const db = asCaller(kind);
      const writes = [
        () => setDoc(doc(db, COLLECTION, `baru-${next()}`), activityDoc()),
        () => updateDoc(doc(db, COLLECTION, id), { tempat: 'Aula' }),
        () => deleteDoc(doc(db, COLLECTION, id)),
      ];
      for (const write of writes) {
        if (allowed) await assertSucceeds(write());
        else await assertFails(write());
      }
    });
  });

  it('is read by anyone: one activity, the whole agenda and the home page query', async () => {
    const id = `k-${next()}`;
    await seed((db) => setDoc(doc(db, COLLECTION, id), activityDoc()));
    for (const kind of ['anonymous', 'voter', 'pending', 'admin-pora'] as const) {
      const db = asCaller(kind);
      await assertSucceeds(getDoc(doc(db, COLLECTION, id)));
      await assertSucceeds(getDocs(collection(db, COLLECTION)));
      await assertSucceeds(
        getDocs(query(collection(db, COLLECTION), where('selesai', '>', '2026-03-08T00:00'))),
      );
    }
  });
});

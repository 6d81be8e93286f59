/**
 * storage.rules against the Storage emulator (with the Firestore emulator, which the rules read
 * the holder's document and profiles from) — the loans' attendance photos (docs/FIREBASE.md,
 * "Peminjaman SC"): created only under a holder document's own folder, for the step that document
 * allows, as a JPEG or PNG within the shared size; read and removed only by the sports ministry
 * and master. Skipped, with the reason printed, where those emulators do not run.
 */
import fs from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, setDoc, writeBatch } from 'firebase/firestore';
import { deleteObject, getBytes, ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { ATTENDANCE_PHOTO_MAX_BYTES } from '../../src/shared/sc/booking';
import { kindsInArea } from '../support/caller-kinds';
import { skipReason } from './emulators';
import { ALL, PROFILES, contextFor } from './rules-fixtures';

const SKIP = skipReason(['firestore', 'storage'], 'Uji aturan Storage (foto absensi SC)');
const MANAGERS = kindsInArea('peminjaman-sc');

/** Holder keys: SHA-256 hex of a code (any 64 hex characters will do for the rules). */
const OPEN = 'a'.repeat(64);
const CHECKED_IN = 'b'.repeat(64);
const CANCELLED = 'c'.repeat(64);
const UNKNOWN = 'd'.repeat(64);

let env: RulesTestEnvironment;
let counter = 0;
const name = (step: 'checkIn' | 'checkOut', ext = 'jpg') =>
  `${step}-${String((counter += 1)).padStart(22, 'F')}.${ext}`;
const put = (
  caller: Parameters<typeof contextFor>[1],
  path: string,
  size = 2048,
  contentType = 'image/jpeg',
) =>
  uploadBytes(ref(contextFor(env, caller).storage(), path), new Uint8Array(size), { contentType });

const holder = (status: string, checkInPada: Date | null) => ({
  bookingId: 'b1',
  ruangId: 'barat',
  organisasi: 'HIMA',
  tanggal: '2026-03-02',
  waktuMulai: '08:00',
  waktuSelesai: '10:00',
  status,
  checkInPada,
  checkOutPada: null,
  bagian: ['barat'],
  diubahPada: new Date(),
});

const SEEDED = `sc-absensi/${CHECKED_IN}/checkIn-${'S'.repeat(22)}.jpg`;

describe.skipIf(SKIP !== null)('storage.rules: attendance photos', () => {
  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: 'demo-bem-portal',
      firestore: { rules: fs.readFileSync('firestore.rules', 'utf8') },
      storage: { rules: fs.readFileSync('storage.rules', 'utf8') },
    });
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      const batch = writeBatch(db);
      for (const [uid, profile] of Object.entries(PROFILES))
        batch.set(doc(db, 'users', uid), profile);
      batch.set(doc(db, 'sc_holders', OPEN), holder('aktif', null));
      batch.set(doc(db, 'sc_holders', CHECKED_IN), holder('aktif', new Date()));
      batch.set(doc(db, 'sc_holders', CANCELLED), holder('dibatalkan', null));
      await batch.commit();
      await uploadBytes(ref(context.storage(), SEEDED), new Uint8Array(16), {
        contentType: 'image/jpeg',
      });
    });
  });
  afterAll(async () => {
    await env?.cleanup();
  });

  it('the holder uploads the step their booking allows, as the adapter names it', async () => {
    await assertSucceeds(put('anonymous', `sc-absensi/${OPEN}/${name('checkIn')}`));
    await assertSucceeds(
      put('anonymous', `sc-absensi/${OPEN}/${name('checkIn', 'png')}`, 2048, 'image/png'),
    );
    await assertSucceeds(put('anonymous', `sc-absensi/${CHECKED_IN}/${name('checkOut')}`));
  });

  it('nothing for an unknown or cancelled booking, the wrong step, type, size or name', async () => {
    await assertFails(put('anonymous', `sc-absensi/${UNKNOWN}/${name('checkIn')}`));
    await assertFails(put('anonymous', `sc-absensi/${CANCELLED}/${name('checkIn')}`));
    await assertFails(put('anonymous', `sc-absensi/${OPEN}/${name('checkOut')}`));
    await assertFails(put('anonymous', `sc-absensi/${CHECKED_IN}/${name('checkIn')}`));
    await assertFails(put('anonymous', `sc-absensi/${OPEN}/${name('checkIn')}`, 2048, 'image/png'));
    await assertFails(
      put('anonymous', `sc-absensi/${OPEN}/${name('checkIn', 'gif')}`, 2048, 'image/gif'),
    );
    await assertFails(
      put('anonymous', `sc-absensi/${OPEN}/${name('checkIn')}`, ATTENDANCE_PHOTO_MAX_BYTES + 1),
    );
    await assertFails(put('anonymous', `sc-absensi/${OPEN}/foto.jpg`));
    await assertFails(put('anonymous', SEEDED));
  });

  it.each(ALL)('%s reads and removes a photo only in the loans area', async (kind) => {
    const storage = contextFor(env, kind).storage();
    if (MANAGERS.includes(kind)) await assertSucceeds(getBytes(ref(storage, SEEDED)));
    else {
      await assertFails(getBytes(ref(storage, SEEDED)));
      await assertFails(deleteObject(ref(storage, SEEDED)));
    }
  });

  it('a disabled manager reads nothing', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'users', 'pora-nonaktif'), {
        ...PROFILES['pora']!,
        email: 'pora-nonaktif@bem.demo',
        disabled: true,
      });
    });
    const storage = env
      .authenticatedContext('pora-nonaktif', { email: 'pora-nonaktif@bem.demo' })
      .storage();
    await assertFails(getBytes(ref(storage, SEEDED)));
  });
});

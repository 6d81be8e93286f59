/**
 * What the Belenios Firebase adapter tests share: an election (its public document, committee
 * and roll) on the fake Firestore (fake-firestore.ts; the test file mocks the SDK with it), the
 * accounts, the handles signed in as a chosen uid, and a refusal check. The Belenios values
 * themselves come from src/shared/evoting/belenios/firebase-election-fixture.ts.
 */
import { expect } from 'vitest';
import { BackendError } from '../backend/backend-error';
import type { FirebaseHandles } from '../backend/firebase/firebase-app';
import { Timestamp, fakeFirestore } from './fake-firestore';

export const HOUR = 3_600_000;
export const EVENT = 'e1';
export const EVENT_PATH = `pemilihan_events/${EVENT}`;

/** Who the handles are signed in as (null: a visitor); tests change it. */
export const session = { uid: null as string | null, email: null as string | null };

/** Handles whose Auth answers `session`, on the fake Firestore. */
export const handles = {
  db: {},
  storage: {},
  // Where a witness's sign-in link continues to, when the page has no web origin of its own.
  config: { authDomain: 'uji-bem.firebaseapp.com', publicUrl: 'https://portal.uji' },
  auth: {
    authStateReady: async () => undefined,
    get currentUser() {
      return session.uid
        ? { uid: session.uid, email: session.email, emailVerified: session.email !== null }
        : null;
    },
  },
} as unknown as FirebaseHandles;

const at = (offset: number) => new Timestamp(Date.now() + offset);

export function profile(id: string, role: string): void {
  fakeFirestore.docs.set(`users/${id}`, {
    email: `${id}@bem.demo`,
    namaTampilan: `Nama ${id}`,
    role,
    kementerian: null,
    foto: null,
    organisasi: null,
    catatan: null,
    disabled: false,
    createdAt: new Timestamp(Date.parse('2026-01-01T00:00:00Z')),
  });
}

/** The schedule as offsets from now (null: a draft). */
export function setSchedule(schedule: { mulai: number; selesai: number } | null): void {
  const current = fakeFirestore.docs.get(EVENT_PATH) ?? {};
  fakeFirestore.docs.set(EVENT_PATH, {
    ...current,
    mulai: schedule ? at(schedule.mulai) : null,
    selesai: schedule ? at(schedule.selesai) : null,
  });
}

/** Voter `uid` on the roll with `status`. */
export function onRoll(uid: string, status = 'terverifikasi'): void {
  fakeFirestore.docs.set(`${EVENT_PATH}/pemilih/${uid}`, {
    voterId: uid,
    namaLengkap: `Pemilih ${uid}`,
    nim: `0123${uid.padStart(5, '0')}`,
    prodi: 'Teknokimia Nuklir',
    email: null,
    status,
    alasanPenolakan: null,
    sumber: 'panitia',
    dibuatPada: at(-70 * HOUR),
  });
}

/**
 * An empty fake database with election e1 (two candidates, abstain allowed), its committee
 * (`panitia`, `panitia2`) and the master, scheduled as given.
 */
export function seedElection(schedule: { mulai: number; selesai: number } | null): void {
  fakeFirestore.reset();
  session.uid = null;
  session.email = null;
  fakeFirestore.docs.set(EVENT_PATH, {
    nama: 'Pemira',
    deskripsi: 'Pemilihan ketua',
    organisasiId: 'bem-km',
    penyelenggara: 'BEM KM',
    mulai: null,
    selesai: null,
    dibatalkanPada: null,
    hasilDipublikasikan: false,
    jumlahKandidat: 2,
    dibuatPada: at(-72 * HOUR),
  });
  setSchedule(schedule);
  fakeFirestore.docs.set(`pemilihan_panitia/${EVENT}`, {
    panitia: ['panitia', 'panitia2'],
    anggota: {
      panitia: { namaTampilan: 'Nama panitia', email: 'panitia@bem.demo' },
      panitia2: { namaTampilan: 'Nama panitia2', email: 'panitia2@bem.demo' },
    },
    abstain: true,
  });
  for (const nomor of [1, 2])
    fakeFirestore.docs.set(`${EVENT_PATH}/kandidat/${nomor}`, {
      nomor,
      nama: `Calon ${nomor}`,
      namaWakil: nomor === 1 ? 'Wakil Satu' : null,
      foto: null,
      visi: 'V',
      misi: 'M',
    });
  profile('panitia', 'panitia_requestor');
  profile('panitia2', 'panitia_requestor');
  profile('master', 'master');
}

/** Expects `promise` to be refused with `code` and `message`, having written nothing. */
export async function refusal(
  promise: Promise<unknown>,
  code: string,
  message?: string,
): Promise<BackendError> {
  const commits = fakeFirestore.commits.length;
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackendError);
  const backendError = error as BackendError;
  expect(backendError.code).toBe(code);
  if (message !== undefined) expect(backendError.message).toBe(message);
  expect(fakeFirestore.commits.length).toBe(commits);
  return backendError;
}

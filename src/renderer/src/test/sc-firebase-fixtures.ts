/**
 * What the loans' Firebase adapter tests share: the rooms (two halves and their combination), a
 * required configurable question, a manager's profile, a booking form's input, a photo, the
 * adapter on the fake Firestore and Storage (fake-firestore.ts, fake-storage.ts; the test file
 * mocks the SDK modules with them), the day the tests start on, one booking and the refusal check.
 */
import { webcrypto } from 'node:crypto';
import { expect, vi } from 'vitest';
import type { BookingInput } from '../../../shared/sc/booking';
import { BackendError } from '../backend/backend-error';
import type { FirebaseHandles } from '../backend/firebase/firebase-app';
import { createFirebaseScApi } from '../backend/firebase/sc-api';
import { Timestamp, fakeFirestore } from './fake-firestore';
import { fakeStorage } from './fake-storage';

export const PORA = 'Kementerian Pemuda dan Olahraga (PORA)';

/** Sets up an empty fake database with the rooms, the question and the accounts. */
export function seedLoans(): void {
  // jsdom's crypto has no subtle; the browser's and Node's have.
  if (!globalThis.crypto?.subtle)
    Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
  fakeFirestore.reset();
  fakeStorage.reset();
  const docs = fakeFirestore.docs;
  docs.set('sc_rooms/barat', { nama: 'Badminton Barat', gabungan: [], position: 0 });
  docs.set('sc_rooms/timur', { nama: 'Badminton Timur', gabungan: [], position: 1 });
  docs.set('sc_rooms/gabung', {
    nama: 'Badminton Barat & Timur',
    gabungan: ['barat', 'timur'],
    position: 2,
  });
  docs.set('sc_questions/q1', {
    label: 'Nama Kegiatan',
    tipe: 'text',
    pilihan: [],
    wajib: true,
    position: 0,
  });
  const profile = (role: string, kementerian: string | null) => ({
    email: `${role}@bem.demo`,
    namaTampilan: role,
    role,
    kementerian,
    foto: null,
    organisasi: null,
    catatan: null,
    disabled: false,
    createdAt: new Timestamp(Date.parse('2026-01-01T00:00:00Z')),
  });
  docs.set('users/pora', profile('admin', PORA));
}

/** The adapter, signed in as `uid` (null: a visitor). */
export function scApi(uid: string | null = null) {
  const handles = {
    db: {},
    storage: {},
    auth: { currentUser: uid ? { uid } : null },
  } as unknown as FirebaseHandles;
  return createFirebaseScApi(handles);
}

/** A booking of Badminton Barat, 08:00–10:00 on 2 March 2026 (Asia/Jakarta). */
export const bookingForm = (overrides: Partial<BookingInput> = {}): BookingInput => ({
  ruangId: 'barat',
  tanggal: '2026-03-02',
  waktuMulai: '08:00',
  waktuSelesai: '10:00',
  penanggungJawab: 'Budi Santoso',
  organisasi: 'HIMA Informatika',
  kontak: '081234567890',
  email: 'budi@poltek.ac.id',
  jawaban: { q1: 'Latihan rutin' },
  setujuProsedur: true,
  bersediaTanggungJawab: true,
  ...overrides,
});

/** A (tiny) PNG as the browser's camera capture sends it. */
export const PNG_PHOTO = `data:image/png;base64,${btoa(
  String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13),
)}`;

/** Documents of a collection, by id. */
export const docsOf = (collection: string) =>
  new Map(
    [...fakeFirestore.docs]
      .filter(([path]) => path.startsWith(`${collection}/`))
      .map(([path, data]) => [path.slice(collection.length + 1), data]),
  );

/** The time as Asia/Jakarta wall-clock (the adapter reads Date.now()). */
export const atJakarta = (tanggal: string, waktu: string) =>
  new Date(`${tanggal}T${waktu}:00+07:00`);

/** seedLoans, on 1 March 2026 at 10:00 WIB with Date faked (the test file's afterEach restores it). */
export function startLoansDay(): void {
  seedLoans();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(atJakarta('2026-03-01', '10:00'));
}

/** One booking of bookingForm() by a visitor: its code and its document's id. */
export async function bookOnce(): Promise<{ kode: string; id: string }> {
  const { kode } = await scApi().book(bookingForm());
  return { kode, id: [...docsOf('sc_bookings').keys()][0] ?? '' };
}

/** The BackendError a call is refused with (anything else, or no refusal, fails the test). */
export async function refusal(promise: Promise<unknown>): Promise<BackendError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackendError);
  return error as BackendError;
}

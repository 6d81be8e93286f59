/**
 * The loans' rules tests' documents and writes (docs/FIREBASE.md, "Peminjaman SC"), built with
 * the adapter's own pure helpers (sc-docs.ts, sc-slots.ts) so a test writes exactly what the
 * adapter writes, and can bend one piece of it. Times are relative to now, because the rules
 * judge by request.time.
 */
import { randomBytes } from 'node:crypto';
import {
  Timestamp,
  collection,
  doc,
  getDoc,
  serverTimestamp,
  writeBatch,
  type WriteBatch,
} from 'firebase/firestore';
import { jakartaClock, jakartaDate } from '../../src/shared/jakarta-time';
import { newBookingCode } from '../../src/shared/sc/booking-code';
import {
  SC_COLLECTIONS,
  holderDocOf,
  holderKey,
  mirrorPatches,
  scheduleDocOf,
  type BookingDoc,
} from '../../src/renderer/src/backend/firebase/sc-docs';
import {
  occupancyOf,
  planSlots,
  type Occupancy,
} from '../../src/renderer/src/backend/firebase/sc-slots';
import { kindsInArea } from '../support/caller-kinds';
import { asCaller, logEntry, seed, type Db } from './firestore-rules-support';
import { UID, type CallerKind } from './rules-fixtures';

const HALF_HOUR = 30 * 60_000;
let counter = 0;

/** Who manages the loans: the sports ministry (PORA) and master. */
export const SC_MANAGERS = kindsInArea('peminjaman-sc');
/** A visitor, signed in as nobody. */
export const visitor = () => asCaller('anonymous');

/** The rooms (two halves and their combination) and all-day opening hours. */
export async function seedLoanRooms(): Promise<void> {
  await seed(async (db) => {
    const batch = writeBatch(db);
    batch.set(doc(db, 'sc_rooms', 'barat'), { nama: 'Barat', gabungan: [], position: 0 });
    batch.set(doc(db, 'sc_rooms', 'timur'), { nama: 'Timur', gabungan: [], position: 1 });
    batch.set(doc(db, 'sc_rooms', 'gabung'), {
      nama: 'Barat & Timur',
      gabungan: ['barat', 'timur'],
      position: 2,
    });
    batch.set(doc(db, SC_COLLECTIONS.settings, SC_COLLECTIONS.settingsDoc), {
      jamBuka: '00:00',
      jamTutup: '23:59',
      narahubungNama: '',
      narahubungNomor: '',
      narahubungTemplate: '',
      infoJudul: '',
      infoKonten: '',
      prosedurJudul: '',
      prosedurKonten: '',
      pertanyaanSetuju: '',
      pertanyaanTanggungJawab: '',
    });
    await batch.commit();
  });
}

const PARTS: Record<string, string[]> = {
  barat: ['barat'],
  timur: ['timur'],
  gabung: ['barat', 'timur'],
};

/** The half-hour boundary `halfHours` after the one before now, as Jakarta date and time. */
export function slotFromNow(halfHours: number): { tanggal: string; waktu: string } {
  const at = Math.floor(Date.now() / HALF_HOUR) * HALF_HOUR + halfHours * HALF_HOUR;
  return { tanggal: jakartaDate(at), waktu: jakartaClock(at) };
}

let days = 2;
/** A day no other booking of these tests has taken (the tests share one database). */
export const freshDay = () => slotFromNow(48 * (days += 1)).tanggal;

/** A booking of `ruangId` on a fresh day ahead (or as `over` says), as the adapter writes it. */
export function newBooking(ruangId = 'barat', over: Partial<BookingDoc> = {}): BookingDoc {
  return {
    ruangId,
    tanggal: freshDay(),
    waktuMulai: '10:00',
    waktuSelesai: '12:00',
    penanggungJawab: 'Budi Santoso',
    organisasi: 'HIMA Informatika',
    kontak: '081234567890',
    email: 'budi@poltek.ac.id',
    jawaban: { pertanyaan1: 'Latihan' },
    kode: newBookingCode((n) => new Uint8Array(randomBytes(n))),
    status: 'aktif',
    dibuatPada: serverTimestamp(),
    diubahPada: serverTimestamp(),
    checkIn: null,
    checkOut: null,
    bagian: PARTS[ruangId] ?? [ruangId],
    ...over,
  };
}

export const freshBookingId = () => `booking${String((counter += 1)).padStart(4, '0')}`;

/** The slot documents' current data (any caller may read them). */
async function slotsNow(db: Db, before: Occupancy, after: Occupancy) {
  const ids = [...new Set([...before.keys(), ...after.keys()])];
  const snapshots = await Promise.all(ids.map((id) => getDoc(doc(db, SC_COLLECTIONS.slots, id))));
  return new Map(snapshots.flatMap((s) => (s.exists() ? [[s.id, s.data()] as const] : [])));
}

export interface Bend {
  /** Slot documents as they were read (default: read now); an empty map: as if none existed. */
  current?: ReadonlyMap<string, unknown>;
  /** Leave the slot writes out. */
  withoutSlots?: boolean;
  /** Leave the holder's document out (a caller who cannot name it). */
  withoutHolder?: boolean;
  /** Write this calendar entry instead of the booking's. */
  schedule?: Record<string, unknown>;
  /** Change the batch before it is committed. */
  bend?: (batch: WriteBatch) => void;
}

/** A public booking's batch: the booking, its two views and its slots. */
export async function book(db: Db, id: string, booking: BookingDoc, bend: Bend = {}) {
  const key = await holderKey(booking.kode);
  const after = occupancyOf(booking);
  const plan = planSlots(
    id,
    new Map(),
    after,
    bend.current ?? (await slotsNow(db, new Map(), after)),
  );
  const batch = writeBatch(db);
  batch.set(doc(db, SC_COLLECTIONS.bookings, id), booking);
  batch.set(doc(db, SC_COLLECTIONS.schedule, id), bend.schedule ?? scheduleDocOf(booking));
  if (!bend.withoutHolder)
    batch.set(doc(db, SC_COLLECTIONS.holders, key), holderDocOf(id, booking));
  if (!bend.withoutSlots)
    for (const { dayId, day } of plan.writes) batch.set(doc(db, SC_COLLECTIONS.slots, dayId), day);
  bend.bend?.(batch);
  await batch.commit();
}

/** A booking already in the database (written past the rules, as a public booking writes it). */
export async function seedBooking(over: Partial<BookingDoc> = {}, ruangId = 'barat') {
  const id = freshBookingId();
  const earlier = Timestamp.fromMillis(Date.now() - 60_000);
  const booking = newBooking(ruangId, { dibuatPada: earlier, diubahPada: earlier, ...over });
  await seed((db) => book(db, id, booking));
  return { id, booking, key: await holderKey(booking.kode) };
}

/**
 * A change of a stored booking as the holder's adapter writes it: the booking and the holder's
 * document updated with `patch`, the calendar's when it shows the change, the slots moved.
 */
export async function holderChange(
  db: Db,
  stored: { id: string; booking: BookingDoc; key: string },
  patch: Partial<BookingDoc>,
  bend: Bend = {},
) {
  const full = { ...patch, diubahPada: serverTimestamp() };
  const mirrors = mirrorPatches(full);
  const before = occupancyOf(stored.booking);
  const after = occupancyOf({ ...stored.booking, ...full });
  const plan = planSlots(
    stored.id,
    before,
    after,
    bend.current ?? (await slotsNow(db, before, after)),
  );
  const batch = writeBatch(db);
  batch.update(doc(db, SC_COLLECTIONS.bookings, stored.id), full);
  if (!bend.withoutHolder)
    batch.update(doc(db, SC_COLLECTIONS.holders, stored.key), mirrors.holder);
  if (mirrors.schedule) batch.update(doc(db, SC_COLLECTIONS.schedule, stored.id), mirrors.schedule);
  if (!bend.withoutSlots)
    for (const { dayId, day } of plan.writes) batch.set(doc(db, SC_COLLECTIONS.slots, dayId), day);
  bend.bend?.(batch);
  await batch.commit();
}

/** An attendance photo's path in the booking's own Storage folder. */
export const photoPath = (key: string, step: 'checkIn' | 'checkOut') =>
  `sc-absensi/${key}/${step}-${'A'.repeat(22)}.jpg`;

/** A manager's correction or cancellation: the whole booking and views rewritten, with history. */
export async function managerWrite(
  kind: CallerKind,
  stored: Awaited<ReturnType<typeof seedBooking>>,
  next: BookingDoc,
) {
  const db = asCaller(kind);
  const before = occupancyOf(stored.booking);
  const after = occupancyOf(next);
  const plan = planSlots(stored.id, before, after, await slotsNow(db, before, after));
  const batch = writeBatch(db);
  batch.set(doc(db, SC_COLLECTIONS.bookings, stored.id), next);
  batch.set(doc(db, SC_COLLECTIONS.schedule, stored.id), scheduleDocOf(next));
  batch.set(doc(db, SC_COLLECTIONS.holders, stored.key), holderDocOf(stored.id, next));
  for (const { dayId, day } of plan.writes) batch.set(doc(db, SC_COLLECTIONS.slots, dayId), day);
  batch.set(doc(collection(db, 'histori')), logEntry(UID[kind], 'Ubah peminjaman SC'));
  await batch.commit();
}

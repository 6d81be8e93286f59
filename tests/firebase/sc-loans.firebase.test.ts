/**
 * The loans on the Firebase adapter (backend/firebase/sc-*.ts) against the Auth and Firestore
 * emulators with the project's firestore.rules, as the "done when" asks of both backends:
 * fifty concurrent bookings of one slot end with exactly one accepted and the rest told the
 * overlap; the public calendar and availability answer nothing personal; the holder finds and
 * cancels by the code; the sports ministry sees everything. Skipped with the printed reason where
 * the emulators do not run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../src/renderer/src/backend/contract';
import { BackendError } from '../../src/renderer/src/backend/backend-error';
import type { BookingInput, ManagedBooking, PublicSlot } from '../../src/shared/sc/booking';
import { SC_MESSAGES } from '../../src/shared/sc/booking-rules';
import { liveValue } from '../contract/support/live-value';
import { emulatorClient, emulatorProject } from './emulator-clients';
import { skipReason } from './emulators';
import { freshDay } from './sc-rules-fixtures';

const skip = skipReason(['auth', 'firestore'], 'Uji peminjaman SC di Firebase (Firestore)');

const form = (over: Partial<BookingInput> = {}): BookingInput => ({
  ruangId: 'barat',
  tanggal: freshDay(),
  waktuMulai: '08:00',
  waktuSelesai: '10:00',
  penanggungJawab: 'Budi Santoso',
  organisasi: 'HIMA Informatika',
  kontak: '081234567890',
  email: 'budi@poltek.ac.id',
  jawaban: {},
  setujuProsedur: true,
  bersediaTanggungJawab: true,
  ...over,
});

const PERSONAL = ['Budi Santoso', '081234567890', 'budi@poltek.ac.id'];
const valueOf: typeof liveValue = (watch, check, ms = 5_000) => liveValue(watch, check, ms);

describe.skipIf(skip !== null)('sports-centre loans on Firebase (emulators)', () => {
  let cleanup: () => Promise<void> = async () => {};
  let pora: Backend;
  let dagri: Backend;
  const visitor = () => emulatorClient();

  beforeAll(async () => {
    const { doc, setDoc } = await import('firebase/firestore');
    const { env, signIn } = await emulatorProject({ keep: true });
    cleanup = () => env.cleanup();
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await setDoc(doc(db, 'sc_rooms', 'barat'), { nama: 'Barat', gabungan: [], position: 0 });
      await setDoc(doc(db, 'sc_rooms', 'timur'), { nama: 'Timur', gabungan: [], position: 1 });
      await setDoc(doc(db, 'sc_rooms', 'gabung'), {
        nama: 'Barat & Timur',
        gabungan: ['barat', 'timur'],
        position: 2,
      });
    });
    pora = await signIn('admin-pora');
    dagri = await signIn('admin-dagri');
  }, 60_000);
  afterAll(() => cleanup());

  it('fifty concurrent bookings of one slot: exactly one accepted', async () => {
    const tanggal = freshDay();
    const attempts = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        visitor().sc.book(form({ tanggal, ruangId: i % 2 ? 'gabung' : 'barat' })),
      ),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    for (const attempt of attempts)
      if (attempt.status === 'rejected') {
        expect(attempt.reason).toBeInstanceOf(BackendError);
        expect((attempt.reason as BackendError).code).toBe('CONFLICT');
      }
    const all = await valueOf<ManagedBooking[]>(
      (o) => pora.sc.watchBookings(o),
      (list) => list.some((b) => b.tanggal === tanggal),
    );
    expect(all.filter((b) => b.tanggal === tanggal)).toHaveLength(1);
  }, 120_000);

  it('the calendar and availability answer nothing personal; the holder uses the code', async () => {
    const tanggal = freshDay();
    const receipt = await visitor().sc.book(form({ tanggal, ruangId: 'gabung' }));
    const refused = await visitor()
      .sc.book(form({ tanggal, ruangId: 'timur', waktuMulai: '09:00' }))
      .catch((e: unknown) => e as BackendError);
    expect((refused as BackendError).message).toBe(SC_MESSAGES.overlap('Timur'));
    const slots = await valueOf<PublicSlot[]>(
      (o) => visitor().sc.watchSchedule(o),
      (list) => list.some((s) => s.tanggal === tanggal),
    );
    for (const secret of [...PERSONAL, receipt.kode])
      expect(JSON.stringify(slots)).not.toContain(secret);
    const found = await visitor().sc.find(receipt.kode.toLowerCase());
    expect(found.ruang).toBe('Barat & Timur');
    expect((await visitor().sc.cancel(receipt.kode)).status).toBe('dibatalkan');
    expect(
      await visitor().sc.availability({
        ruangId: 'timur',
        tanggal,
        waktuMulai: '09:00',
        waktuSelesai: '10:00',
      }),
    ).toEqual({ tersedia: true });
  });

  it('the sports ministry sees everything; another ministry nothing', async () => {
    const tanggal = freshDay();
    const receipt = await visitor().sc.book(form({ tanggal }));
    const list = await valueOf<ManagedBooking[]>(
      (o) => pora.sc.watchBookings(o),
      (all) => all.some((b) => b.kode === receipt.kode),
    );
    expect(list.find((b) => b.kode === receipt.kode)).toMatchObject({
      penanggungJawab: 'Budi Santoso',
      kontak: '081234567890',
    });
    const denied = await new Promise<BackendError>((resolve) => {
      const stop = dagri.sc.watchBookings({
        next: () => undefined,
        error: (error) => {
          stop();
          resolve(error);
        },
      });
    });
    expect(denied.code).toBe('FORBIDDEN');
  });
});

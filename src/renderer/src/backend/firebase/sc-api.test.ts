import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_CODE_PATTERN } from '../../../../shared/sc/booking-code';
import { SC_MESSAGES } from '../../../../shared/sc/booking-rules';
import { fakeFirestore } from '../../test/fake-firestore';
import {
  bookingForm,
  docsOf,
  refusal,
  scApi,
  startLoansDay,
} from '../../test/sc-firebase-fixtures';
import type { BackendError } from '../backend-error';
import type { PublicSlot } from '../../../../shared/sc/booking';
import { holderKey } from './sc-docs';

vi.mock('firebase/firestore', () => import('../../test/fake-firestore'));
vi.mock('firebase/storage', () => import('../../test/fake-storage'));

/**
 * The loans' public side on Firebase, with Firestore faked (src/renderer/src/test): what a booking
 * writes where, which views carry nothing personal, the shared rules' refusals with their
 * messages, and concurrent bookings of one slot. The holder's side: sc-holder.test.ts; the
 * managers': sc-manager.test.ts; the rules: tests/firebase/firestore-rules.sc-loans.test.ts.
 */
const PERSONAL = ['Budi Santoso', '081234567890', 'budi@poltek.ac.id', 'Latihan rutin'];

beforeEach(startLoansDay);
afterEach(() => vi.useRealTimers());

describe('a booking on Firebase', () => {
  it('keeps the personal part in the private document and the views without it', async () => {
    const receipt = await scApi().book(bookingForm());
    expect(receipt.kode).toMatch(BOOKING_CODE_PATTERN);
    expect(receipt.penanggungJawab).toBe('Budi Santoso');
    expect(receipt.booking).toEqual({
      ruangId: 'barat',
      ruang: 'Badminton Barat',
      organisasi: 'HIMA Informatika',
      tanggal: '2026-03-02',
      waktuMulai: '08:00',
      waktuSelesai: '10:00',
      status: 'aktif',
      checkInPada: null,
      checkOutPada: null,
    });
    const [id, booking] = [...docsOf('sc_bookings')][0] ?? [];
    expect(booking).toMatchObject({
      penanggungJawab: 'Budi Santoso',
      kontak: '081234567890',
      email: 'budi@poltek.ac.id',
      jawaban: { q1: 'Latihan rutin' },
      kode: receipt.kode,
      status: 'aktif',
      checkIn: null,
      bagian: ['barat'],
    });
    expect(Object.keys(docsOf('sc_schedule').get(id!) ?? {}).sort()).toEqual(
      ['organisasi', 'ruangId', 'status', 'tanggal', 'waktuMulai', 'waktuSelesai'].sort(),
    );
    // The holder's document is named by the code's SHA-256; neither it, the calendar nor the
    // slots hold the code or anything personal.
    expect([...docsOf('sc_holders').keys()]).toEqual([await holderKey(receipt.kode)]);
    const visible = JSON.stringify([
      ...docsOf('sc_schedule').values(),
      ...docsOf('sc_holders').values(),
      ...docsOf('sc_slots').values(),
    ]);
    for (const secret of [...PERSONAL, receipt.kode]) expect(visible).not.toContain(secret);
    expect(docsOf('sc_slots').get('barat_2026-03-02')?.['rentang']).toEqual({ [id!]: [16, 20] });
    // One transaction wrote it all.
    expect(fakeFirestore.commits).toHaveLength(1);
  });

  it('a combined room holds both halves; a half is then refused with the overlap message', async () => {
    await scApi().book(bookingForm({ ruangId: 'gabung' }));
    expect([...docsOf('sc_slots').keys()].sort()).toEqual(['barat_2026-03-02', 'timur_2026-03-02']);
    const error = await refusal(
      scApi().book(bookingForm({ ruangId: 'timur', waktuMulai: '09:30', waktuSelesai: '11:00' })),
    );
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe(SC_MESSAGES.overlap('Badminton Timur'));
    expect(docsOf('sc_bookings').size).toBe(1);
  });

  it('of ten concurrent bookings of one slot, exactly one is accepted', async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        scApi().book(bookingForm({ ruangId: i % 2 ? 'gabung' : 'barat' })),
      ),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    for (const attempt of attempts)
      if (attempt.status === 'rejected')
        expect((attempt.reason as BackendError).message).toMatch(/tumpang tindih/);
    expect(docsOf('sc_bookings').size).toBe(1);
  });

  it('refuses a bad time, a past date and a missing required answer at their fields', async () => {
    const cases: [Partial<ReturnType<typeof bookingForm>>, string, string][] = [
      [{ waktuSelesai: '08:00' }, 'waktuSelesai', SC_MESSAGES.endNotAfterStart],
      [{ waktuMulai: '06:00' }, 'waktuMulai', SC_MESSAGES.outsideHours('07:00', '22:00')],
      [{ tanggal: '2026-02-28' }, 'tanggal', SC_MESSAGES.past],
      [{ ruangId: 'kolam' }, 'ruangId', SC_MESSAGES.unknownRoom],
      [{ jawaban: { q1: ' ' } }, 'jawaban.q1', SC_MESSAGES.requiredMissing],
      [
        { jawaban: { q1: 'Latihan', lama: 'x' } },
        'jawaban.lama',
        'Pertanyaan ini tidak ada lagi di formulir.',
      ],
    ];
    for (const [change, field, message] of cases) {
      const error = await refusal(scApi().book(bookingForm(change)));
      expect(error.code, field).toBe('VALIDATION');
      expect(error.fields?.[field]).toBe(message);
    }
    const unagreed = await refusal(
      scApi().book({ ...bookingForm(), setujuProsedur: false as unknown as true }),
    );
    expect(unagreed.fields?.['setujuProsedur']).toBe(
      'Anda harus menyetujui prosedur peminjaman untuk melanjutkan.',
    );
    expect(fakeFirestore.commits).toHaveLength(0);
  });
});

describe('the public calendar and the availability indicator', () => {
  it('shows active bookings as room, time and organisation only', async () => {
    const receipt = await scApi().book(bookingForm());
    await scApi().book(bookingForm({ ruangId: 'timur', organisasi: 'UKM Bulutangkis' }));
    await scApi().cancel(receipt.kode);
    const seen: PublicSlot[][] = [];
    const stop = scApi().watchSchedule({ next: (slots) => seen.push(slots) });
    await vi.waitFor(() => expect(seen.length).toBeGreaterThan(0));
    stop();
    const slots = seen.at(-1) ?? [];
    expect(slots.map((s) => s.organisasi)).toEqual(['UKM Bulutangkis']);
    expect(Object.keys(slots[0] ?? {}).sort()).toEqual(
      ['id', 'organisasi', 'ruangId', 'tanggal', 'waktuMulai', 'waktuSelesai'].sort(),
    );
    for (const secret of PERSONAL) expect(JSON.stringify(slots)).not.toContain(secret);
  });

  it('answers taken across linked rooms, and free for the holder’s own booking', async () => {
    const receipt = await scApi().book(bookingForm());
    const ask = (ruangId: string, waktuMulai: string, kode?: string) =>
      scApi().availability({
        ruangId,
        tanggal: '2026-03-02',
        waktuMulai,
        waktuSelesai: '11:00',
        ...(kode ? { kode } : {}),
      });
    expect(await ask('gabung', '09:00')).toEqual({ tersedia: false });
    expect(await ask('timur', '09:00')).toEqual({ tersedia: true });
    expect(await ask('barat', '10:00')).toEqual({ tersedia: true });
    expect(await ask('barat', '09:00', receipt.kode)).toEqual({ tersedia: true });
    // As the embedded server: a code that names no booking is not found, a bad time refused.
    const unknown = await refusal(ask('barat', '09:00', 'SC-00000-00000'));
    expect([unknown.code, unknown.message]).toEqual(['NOT_FOUND', SC_MESSAGES.codeNotFound]);
    const past = await refusal(
      scApi().availability({
        ruangId: 'barat',
        tanggal: '2026-02-01',
        waktuMulai: '09:00',
        waktuSelesai: '10:00',
      }),
    );
    expect(past.fields?.['tanggal']).toBe(SC_MESSAGES.past);
  });

  it('gives the settings’ defaults before anyone saved them', async () => {
    const seen: unknown[] = [];
    scApi().watchSettings({ next: (settings) => seen.push(settings) })();
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatchObject({ jamBuka: '07:00', jamTutup: '22:00' });
  });
});

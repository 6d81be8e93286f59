import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SC_MESSAGES } from '../../../../shared/sc/booking-rules';
import { fakeFirestore } from '../../test/fake-firestore';
import { fakeStorage } from '../../test/fake-storage';
import {
  PNG_PHOTO,
  atJakarta,
  bookingForm,
  docsOf,
  scApi,
  bookOnce,
  refusal,
  startLoansDay,
} from '../../test/sc-firebase-fixtures';
import { holderKey } from './sc-docs';

vi.mock('firebase/firestore', () => import('../../test/fake-firestore'));
vi.mock('firebase/storage', () => import('../../test/fake-storage'));

/**
 * The code holder on Firebase (/pinjam-sc/kelola, /absensi), with Firestore and Storage faked:
 * the code as typed finds the booking, the shared locks and windows refuse with their messages
 * before anything is written or uploaded, and each change moves the booking, its views and its
 * slots together. The rules' own checks: tests/firebase/firestore-rules.sc-loans.test.ts.
 */
let kode = '';
let bookingId = '';

beforeEach(async () => {
  startLoansDay();
  ({ kode, id: bookingId } = await bookOnce());
  fakeFirestore.commits = [];
});
afterEach(() => vi.useRealTimers());

describe('finding a booking by its code', () => {
  it('reads the code leniently and shows nothing personal', async () => {
    const typed = ` ${kode.toLowerCase().replaceAll('-', '')} `;
    const found = await scApi().find(typed);
    expect(found).toMatchObject({
      ruang: 'Badminton Barat',
      status: 'aktif',
      tanggal: '2026-03-02',
    });
    expect(JSON.stringify(found)).not.toMatch(/Budi|0812|poltek|SC-/);
  });

  it('answers an empty code and an unknown one with the texts of ORIGINAL.md §5', async () => {
    const empty = await refusal(scApi().find('  '));
    expect([empty.code, empty.message]).toEqual(['VALIDATION', SC_MESSAGES.codeEmpty]);
    for (const typed of ['SC-00000-00000', 'SC-12']) {
      const unknown = await refusal(scApi().find(typed));
      expect([unknown.code, unknown.message]).toEqual(['NOT_FOUND', SC_MESSAGES.codeNotFound]);
    }
  });
});

describe('rescheduling and cancelling', () => {
  it('moves the booking, its views and its half hours together', async () => {
    const moved = await scApi().reschedule(kode, {
      tanggal: '2026-03-03',
      waktuMulai: '13:00',
      waktuSelesai: '14:30',
    });
    expect(moved).toMatchObject({
      tanggal: '2026-03-03',
      waktuMulai: '13:00',
      waktuSelesai: '14:30',
    });
    expect(docsOf('sc_bookings').get(bookingId)).toMatchObject({ tanggal: '2026-03-03' });
    expect(docsOf('sc_schedule').get(bookingId)).toMatchObject({ waktuMulai: '13:00' });
    expect(docsOf('sc_slots').get('barat_2026-03-02')?.['rentang']).toEqual({});
    expect(docsOf('sc_slots').get('barat_2026-03-03')?.['rentang']).toEqual({
      [bookingId]: [26, 29],
    });
    expect(fakeFirestore.commits).toHaveLength(1);
  });

  it('refuses a new time another booking holds, with the overlap message', async () => {
    await scApi().book(
      bookingForm({ ruangId: 'gabung', waktuMulai: '12:00', waktuSelesai: '13:00' }),
    );
    const error = await refusal(
      scApi().reschedule(kode, {
        tanggal: '2026-03-02',
        waktuMulai: '11:00',
        waktuSelesai: '12:30',
      }),
    );
    expect([error.code, error.message]).toEqual([
      'CONFLICT',
      SC_MESSAGES.overlap('Badminton Barat'),
    ]);
    expect(docsOf('sc_bookings').get(bookingId)).toMatchObject({ waktuMulai: '08:00' });
  });

  it('locks changes less than an hour before the start, and after a cancellation', async () => {
    vi.setSystemTime(atJakarta('2026-03-02', '07:01'));
    const late = await refusal(scApi().cancel(kode));
    expect([late.code, late.message]).toEqual(['CONFLICT', SC_MESSAGES.editLocked]);
    vi.setSystemTime(atJakarta('2026-03-02', '07:00'));
    expect((await scApi().cancel(kode)).status).toBe('dibatalkan');
    expect(docsOf('sc_schedule').get(bookingId)).toMatchObject({ status: 'dibatalkan' });
    expect(docsOf('sc_slots').get('barat_2026-03-02')?.['jam']).not.toContain(bookingId);
    const again = await refusal(
      scApi().reschedule(kode, {
        tanggal: '2026-03-04',
        waktuMulai: '08:00',
        waktuSelesai: '09:00',
      }),
    );
    expect(again.message).toBe(SC_MESSAGES.cancelled);
    expect(fakeFirestore.commits).toHaveLength(1);
  });

  it('refuses a new time in the past or outside the opening hours at its field', async () => {
    const past = await refusal(
      scApi().reschedule(kode, {
        tanggal: '2026-02-27',
        waktuMulai: '08:00',
        waktuSelesai: '09:00',
      }),
    );
    expect(past.fields?.['tanggal']).toBe(SC_MESSAGES.past);
    const night = await refusal(
      scApi().reschedule(kode, {
        tanggal: '2026-03-02',
        waktuMulai: '21:00',
        waktuSelesai: '23:00',
      }),
    );
    expect(night.fields?.['waktuSelesai']).toBe(SC_MESSAGES.outsideHours('07:00', '22:00'));
  });
});

describe('attendance', () => {
  it('checks in within the window: the photo under the booking’s own folder, the time kept', async () => {
    vi.setSystemTime(atJakarta('2026-03-02', '07:30'));
    const after = await scApi().checkIn(kode, PNG_PHOTO);
    expect(after.checkInPada).toBe(atJakarta('2026-03-02', '07:30').toISOString());
    const [path] = [...fakeStorage.objects.keys()];
    expect(path).toMatch(
      new RegExp(`^sc-absensi/${await holderKey(kode)}/checkIn-[A-Za-z0-9_-]{22}\\.png$`),
    );
    expect(fakeStorage.objects.get(path!)?.contentType).toBe('image/png');
    expect(docsOf('sc_bookings').get(bookingId)?.['checkIn']).toMatchObject({ foto: path });
    // The holder sees when, never the photo.
    expect(JSON.stringify(after)).not.toContain('sc-absensi');

    vi.setSystemTime(atJakarta('2026-03-02', '11:59'));
    expect((await scApi().checkOut(kode, PNG_PHOTO)).checkOutPada).not.toBeNull();
    const done = await refusal(scApi().cancel(kode));
    expect(done.message).toBe(SC_MESSAGES.checkedOut);
  });

  it('refuses outside the windows, before check-in and a photo that is no image, uploading nothing', async () => {
    vi.setSystemTime(atJakarta('2026-03-02', '07:29'));
    const early = await refusal(scApi().checkIn(kode, PNG_PHOTO));
    expect([early.code, early.message]).toEqual(['CONFLICT', SC_MESSAGES.checkInWindow]);
    vi.setSystemTime(atJakarta('2026-03-02', '09:00'));
    const out = await refusal(scApi().checkOut(kode, PNG_PHOTO));
    expect(out.message).toBe(SC_MESSAGES.notCheckedIn);
    const text = `data:image/png;base64,${btoa('bukan gambar')}`;
    const notImage = await refusal(scApi().checkIn(kode, text));
    expect(notImage.fields?.['foto']).toBe('Foto harus berupa gambar JPEG atau PNG.');
    expect(fakeStorage.objects.size).toBe(0);
    expect(fakeFirestore.commits).toHaveLength(0);
  });
});

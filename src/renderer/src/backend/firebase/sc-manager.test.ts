import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ManagedBooking } from '../../../../shared/sc/booking';
import { bookingEditOf } from '../../../../shared/sc/booking-views';
import { SC_MESSAGES } from '../../../../shared/sc/booking-rules';
import { SC_SETTINGS_DEFAULTS, SC_SETTINGS_HISTORY } from '../../../../shared/sc/sc-settings';
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
 * Kelola Peminjaman SC on Firebase, with Firestore and Storage faked: the managers' list with
 * everything (photos as links), a correction that moves the slots and keeps the views equal, a
 * cancellation, a removal that leaves nothing behind, the settings — each with its history entry
 * in the same transaction. Who may do it is the rules' (tests/firebase).
 */
const histori = () => [...docsOf('histori').values()].map((entry) => entry['action']);

let kode = '';
let id = '';

beforeEach(async () => {
  startLoansDay();
  ({ kode, id } = await bookOnce());
});
afterEach(() => vi.useRealTimers());

/** The manager's edit of the booking made in beforeEach, with `changes`. */
const edit = (changes: Partial<ManagedBooking> = {}) => ({
  ...bookingEditOf(bookingForm()),
  ...changes,
});

describe('the managers’ list', () => {
  it('holds everything; a photo is read with the manager’s session', async () => {
    vi.setSystemTime(atJakarta('2026-03-02', '08:00'));
    await scApi().checkIn(kode, PNG_PHOTO);
    const seen: ManagedBooking[][] = [];
    const stop = scApi('pora').watchBookings({ next: (list) => seen.push(list) });
    await vi.waitFor(() => expect(seen.at(-1)?.[0]?.checkIn).not.toBeNull());
    stop();
    const [booking] = seen.at(-1) ?? [];
    expect(booking).toMatchObject({
      id,
      kode,
      penanggungJawab: 'Budi Santoso',
      kontak: '081234567890',
      status: 'aktif',
      checkIn: { waktu: atJakarta('2026-03-02', '08:00').toISOString() },
    });
    const foto = booking?.checkIn?.foto ?? '';
    expect(foto).toMatch(/^sc-absensi\//);
    const blob = await scApi('pora').photo(foto);
    expect(blob.type).toBe('image/png');
    const elsewhere = await refusal(scApi('pora').photo('images/lain.png'));
    expect(elsewhere.code).toBe('NOT_FOUND');
  });
});

describe('a correction, a cancellation and a removal', () => {
  it('a correction moves the slots and keeps the views equal, even in the past', async () => {
    vi.setSystemTime(atJakarta('2026-03-05', '10:00'));
    const after = await scApi('pora').update(
      id,
      edit({ ruangId: 'gabung', waktuMulai: '12:00', waktuSelesai: '13:00', organisasi: 'UKM' }),
    );
    expect(after).toMatchObject({ ruangId: 'gabung', organisasi: 'UKM', kode });
    expect(docsOf('sc_slots').get('barat_2026-03-02')?.['rentang']).toEqual({ [id]: [24, 26] });
    expect(docsOf('sc_slots').get('timur_2026-03-02')?.['rentang']).toEqual({ [id]: [24, 26] });
    expect(docsOf('sc_schedule').get(id)).toMatchObject({ organisasi: 'UKM', ruangId: 'gabung' });
    expect(docsOf('sc_holders').get(await holderKey(kode))).toMatchObject({
      organisasi: 'UKM',
      bagian: ['barat', 'timur'],
    });
    expect(histori()).toEqual([
      'Edit peminjaman SC "Badminton Barat & Timur, 2026-03-02 12.00 – 13.00, UKM"',
    ]);
    expect([...docsOf('histori').values()][0]?.['changes']).toEqual([
      { field: 'Ruangan', before: 'Badminton Barat', after: 'Badminton Barat & Timur' },
      { field: 'Waktu Mulai', before: '08:00', after: '12:00' },
      { field: 'Waktu Selesai', before: '10:00', after: '13:00' },
      { field: 'Organisasi', before: 'HIMA Informatika', after: 'UKM' },
    ]);
  });

  it('a correction onto another booking is refused with the overlap message', async () => {
    await scApi().book(bookingForm({ ruangId: 'timur', organisasi: 'UKM' }));
    const error = await refusal(scApi('pora').update(id, edit({ ruangId: 'gabung' })));
    expect([error.code, error.message]).toEqual([
      'CONFLICT',
      SC_MESSAGES.overlap('Badminton Barat & Timur'),
    ]);
    expect(histori()).toEqual([]);
  });

  it('a cancellation frees the slots once; a removal leaves nothing behind', async () => {
    vi.setSystemTime(atJakarta('2026-03-02', '08:00'));
    await scApi().checkIn(kode, PNG_PHOTO);
    expect((await scApi('pora').cancelAsManager(id)).status).toBe('dibatalkan');
    const again = await refusal(scApi('pora').cancelAsManager(id));
    expect(again.message).toBe(SC_MESSAGES.cancelled);
    expect(docsOf('sc_slots').get('barat_2026-03-02')?.['jam']).not.toContain(id);
    await scApi('pora').remove(id);
    expect(
      docsOf('sc_bookings').size + docsOf('sc_schedule').size + docsOf('sc_holders').size,
    ).toBe(0);
    expect(fakeStorage.objects.size).toBe(0);
    expect(histori()).toEqual([
      'Batalkan peminjaman SC "Badminton Barat, 2026-03-02 08.00 – 10.00, HIMA Informatika"',
      'Hapus peminjaman SC "Badminton Barat, 2026-03-02 08.00 – 10.00, HIMA Informatika"',
    ]);
    const gone = await refusal(scApi('pora').remove(id));
    expect(gone.code).toBe('NOT_FOUND');
  });
});

describe('the settings', () => {
  it('are saved with their history entry; closing before opening is refused at its field', async () => {
    const closed = await refusal(
      scApi('pora').saveSettings({ ...SC_SETTINGS_DEFAULTS, jamBuka: '22:00', jamTutup: '07:00' }),
    );
    expect(closed.fields?.['jamTutup']).toBe('Jam tutup harus setelah jam buka.');
    const saved = await scApi('pora').saveSettings({
      ...SC_SETTINGS_DEFAULTS,
      narahubungNomor: '6281234567890',
    });
    expect(saved.narahubungNomor).toBe('6281234567890');
    expect(fakeFirestore.docs.get('sc_settings/config')).toMatchObject({ jamBuka: '07:00' });
    expect(histori()).toEqual([SC_SETTINGS_HISTORY]);
  });

  it('need a signed-in account', async () => {
    const error = await refusal(scApi().saveSettings(SC_SETTINGS_DEFAULTS));
    expect(error.code).toBe('UNAUTHENTICATED');
  });
});

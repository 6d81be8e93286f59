// Fakes for the loans' component tests (not part of the app).
import { vi } from 'vitest';
import type {
  BookingReceipt,
  HolderBooking,
  ManagedBooking,
  PublicSlot,
} from '../../../../shared/sc/booking';
import type { ScQuestion } from '../../../../shared/sc/booking-answers';
import type { ScRoom } from '../../../../shared/sc/booking-rules';
import { SC_SETTINGS_DEFAULTS, type ScSettings } from '../../../../shared/sc/sc-settings';
import type { AnyResource } from '../../../../shared/resources/resource';
import type { Backend, LiveObserver } from '../../backend/contract';
import type { ScApi } from '../../backend/sc-api';
import { fakeAuthBackend } from '../accounts/testing';

const notFaked = (name: string) => () => Promise.reject(new Error(`${name} is not faked`));

export const ROOMS: ScRoom[] = [
  { id: 'barat', position: 0, nama: 'Badminton Barat', gabungan: [] },
  { id: 'timur', position: 1, nama: 'Badminton Timur', gabungan: [] },
  { id: 'gabung', position: 2, nama: 'Badminton Barat & Timur', gabungan: ['barat', 'timur'] },
  { id: 'futsal', position: 3, nama: 'Lapangan Futsal', gabungan: [] },
];

export const QUESTIONS: ScQuestion[] = [
  { id: 'kegiatan', position: 0, label: 'Nama Kegiatan', tipe: 'text', pilihan: [], wajib: true },
  {
    id: 'proyektor',
    position: 1,
    label: 'Pinjam Proyektor',
    tipe: 'select',
    pilihan: ['Ya', 'Tidak'],
    wajib: false,
  },
];

export const SETTINGS: ScSettings = {
  ...SC_SETTINGS_DEFAULTS,
  infoJudul: 'Informasi Peminjaman Sport Center',
  infoKonten: 'Peminjaman paling lambat H-1.',
  narahubungNama: 'Admin PORA',
  narahubungNomor: '6281234567890',
};

export function holderBooking(overrides: Partial<HolderBooking> = {}): HolderBooking {
  return {
    ruangId: 'barat',
    ruang: 'Badminton Barat',
    organisasi: 'UKM Bulu Tangkis',
    tanggal: '2030-03-04',
    waktuMulai: '08:00',
    waktuSelesai: '10:00',
    status: 'aktif',
    checkInPada: null,
    checkOutPada: null,
    ...overrides,
  };
}

export function receipt(overrides: Partial<BookingReceipt> = {}): BookingReceipt {
  return {
    kode: 'SC-ABCDE-12345',
    booking: holderBooking(),
    penanggungJawab: 'Rina Wulandari',
    ...overrides,
  };
}

export function managedBooking(overrides: Partial<ManagedBooking> = {}): ManagedBooking {
  return {
    id: 'b1',
    kode: 'SC-ABCDE-12345',
    ruangId: 'barat',
    tanggal: '2030-03-04',
    waktuMulai: '08:00',
    waktuSelesai: '10:00',
    penanggungJawab: 'Rina Wulandari',
    organisasi: 'UKM Bulu Tangkis',
    kontak: '081234567890',
    email: '',
    jawaban: { kegiatan: 'Latihan rutin' },
    status: 'aktif',
    dibuatPada: '2030-03-01T02:00:00.000Z',
    diubahPada: '2030-03-01T02:00:00.000Z',
    checkIn: null,
    checkOut: null,
    ...overrides,
  };
}

const live =
  <T>(value: T) =>
  (observer: LiveObserver<T>) => {
    observer.next(value);
    return () => undefined;
  };

/** A backend for the loan screens: the given data, live, and `sc` calls as `overrides` say. */
export function fakeScBackend(
  options: {
    sc?: Partial<ScApi>;
    slots?: PublicSlot[];
    bookings?: ManagedBooking[];
    settings?: ScSettings;
    questions?: ScQuestion[];
  } = {},
): Partial<Backend> {
  const byName: Record<string, unknown[]> = {
    'ruang-sc': ROOMS,
    'pertanyaan-sc': options.questions ?? QUESTIONS,
  };
  const watch = (resource: AnyResource, observer: LiveObserver<unknown[]>) => {
    observer.next(byName[resource.name] ?? []);
    return () => undefined;
  };
  return {
    ...fakeAuthBackend(),
    resources: { watch, watchAll: watch } as unknown as Backend['resources'],
    sc: {
      watchSettings: live(options.settings ?? SETTINGS),
      watchSchedule: live(options.slots ?? []),
      watchBookings: live(options.bookings ?? []),
      saveSettings: vi.fn(async (settings: ScSettings) => settings),
      availability: vi.fn(async () => ({ tersedia: true })),
      book: notFaked('book'),
      find: notFaked('find'),
      reschedule: notFaked('reschedule'),
      cancel: notFaked('cancel'),
      checkIn: notFaked('checkIn'),
      checkOut: notFaked('checkOut'),
      update: notFaked('update'),
      cancelAsManager: notFaked('cancelAsManager'),
      remove: notFaked('remove'),
      photo: notFaked('photo'),
      ...options.sc,
    },
  };
}

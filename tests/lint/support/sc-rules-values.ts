/**
 * The values of src/shared/sc the rules copy (firestore.rules and storage.rules, "Peminjaman SC"),
 * as the shared code decides them: limits by probing the shared schemas, the time windows by
 * probing the shared rules, patterns by agreeing with the schemas on a set of samples (a rules
 * pattern is RE2 and cannot be the JavaScript source itself).
 */
import { safeParse, type ZodMiniType } from 'zod/mini';
import { adminMenuEntry } from '../../../src/shared/admin-menu';
import { jakartaInstant } from '../../../src/shared/jakarta-time';
import {
  ATTENDANCE_PHOTO_MAX_BYTES,
  BOOKING_STATUSES,
  SLOT_MINUTES,
  bookingInput,
  bookingTimeInput,
} from '../../../src/shared/sc/booking';
import { BOOKING_CODE_PATTERN } from '../../../src/shared/sc/booking-code';
import { attendanceProblem, changeProblem } from '../../../src/shared/sc/booking-rules';
import { SC_QUESTION_TYPES, scQuestionsResource } from '../../../src/shared/sc/questions-resource';
import { scRoomsResource } from '../../../src/shared/sc/rooms-resource';
import { SC_SETTINGS_DEFAULTS, scSettingsInput } from '../../../src/shared/sc/sc-settings';
import { emptySlotDay } from '../../../src/renderer/src/backend/firebase/sc-slots';
import type { RulesValue, SharedMarker } from './rules-text';

const MINUTE = 60_000;

/** The largest n `accepts` takes (monotone: accepted up to n, refused after), up to `cap`. */
function largest(accepts: (n: number) => boolean, cap = 200_000): number {
  let low = 0;
  let high = cap;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (accepts(mid)) low = mid;
    else high = mid - 1;
  }
  return low;
}

const passes = (schema: ZodMiniType, value: unknown) => safeParse(schema, value).success;
const longestText = (schema: ZodMiniType, make = (n: number) => 'x'.repeat(n)) =>
  largest((n) => passes(schema, make(n)));

/** The marker's pattern when it decides every sample as the schema does, else a mismatch. */
function agreeing(
  markers: readonly SharedMarker[],
  name: string,
  schema: ZodMiniType,
  samples: readonly string[],
): RulesValue {
  const value = markers.find((m) => m.name === name)?.value;
  if (typeof value !== 'string') return `no pattern marked "${name}"`;
  const pattern = new RegExp(value);
  const differs = samples.filter((s) => pattern.test(s) !== passes(schema, s));
  return differs.length === 0 ? value : `disagrees with the schema on ${differs.join(' | ')}`;
}

const booking = bookingInput.shape;
const settings = scSettingsInput.shape;
const room = (nama: string, gabungan: string[]) =>
  passes(scRoomsResource.input, { nama, gabungan });
const question = (label: string, pilihan: string[]) =>
  passes(scQuestionsResource.input, { label, tipe: 'select', pilihan, wajib: false });
const many = (n: number, item: string) => Array.from({ length: n }, () => item);

/** A booking of 10:00–12:00 on 2026-03-02 (Jakarta), in the state the shared rules read. */
const probe = {
  tanggal: '2026-03-02',
  waktuMulai: '10:00',
  waktuSelesai: '12:00',
  status: 'aktif' as const,
  checkIn: null as unknown,
  checkOut: null as unknown,
};
const start = jakartaInstant(probe.tanggal, probe.waktuMulai);
const end = jakartaInstant(probe.tanggal, probe.waktuSelesai);

export function scFirestoreExpected(markers: readonly SharedMarker[]): Record<string, RulesValue> {
  return {
    BOOKING_STATUSES: [...BOOKING_STATUSES],
    BOOKING_CODE_PATTERN: BOOKING_CODE_PATTERN.source,
    'bookingInput text maxima': {
      ruangId: longestText(booking.ruangId),
      penanggungJawab: longestText(booking.penanggungJawab),
      organisasi: longestText(booking.organisasi),
      email: longestText(booking.email, (n) => `${'x'.repeat(Math.max(n - 6, 1))}@a.com`),
      jawabanKey: largest((n) => passes(booking.jawaban, { ['k'.repeat(n)]: 'x' })),
      jawabanValue: largest((n) => passes(booking.jawaban, { q: 'x'.repeat(n) })),
    },
    'bookingInput kontak pattern': agreeing(
      markers,
      'bookingInput kontak pattern',
      booking.kontak,
      [
        '081234567890',
        '+6281234567890',
        '0812-3456-7890',
        '0812 3456 7890',
        '1234567',
        '12345678',
        '1'.repeat(19),
        '1'.repeat(20),
        '+-12345678',
        '08123456789a',
        '++6281234567',
        '',
      ],
    ),
    'bookingInput email pattern': agreeing(markers, 'bookingInput email pattern', booking.email, [
      '',
      'budi@poltek.ac.id',
      'a@b.c',
      'budi@poltek',
      'budi poltek@a.id',
      '@a.id',
      'budi@@a.id',
      'budi@a .id',
    ]),
    'bookingTimeInput clock pattern': agreeing(
      markers,
      'bookingTimeInput clock pattern',
      bookingTimeInput.shape.waktuMulai,
      ['00:00', '07:30', '19:00', '23:30', '24:00', '7:30', '08:15', '08:3', '20:60', '1930'],
    ),
    'half hours per hour (SLOT_MINUTES)': 60 / SLOT_MINUTES,
    'a free slot day (firebase/sc-slots.ts emptySlotDay)': emptySlotDay().jam,
    'Asia/Jakarta offset in minutes (jakarta-time.ts)':
      (Date.parse('2026-01-01T00:00:00Z') - jakartaInstant('2026-01-01', '00:00')) / MINUTE,
    'minutes before the start a holder may no longer change a booking (changeProblem)': largest(
      (m) => changeProblem(probe, start - (m - 1) * MINUTE) !== null,
      24 * 60,
    ),
    'minutes before the start check-in opens (attendanceProblem)': largest(
      (m) => attendanceProblem(probe, 'checkIn', start - m * MINUTE) === null,
      10 * 60,
    ),
    'minutes after the end check-out closes (attendanceProblem)': largest(
      (m) => attendanceProblem({ ...probe, checkIn: 'x' }, 'checkOut', end + m * MINUTE) === null,
      24 * 60,
    ),
    'SC_SETTINGS_DEFAULTS opening hours': {
      jamBuka: SC_SETTINGS_DEFAULTS.jamBuka,
      jamTutup: SC_SETTINGS_DEFAULTS.jamTutup,
    },
    'scSettingsInput clock pattern': agreeing(
      markers,
      'scSettingsInput clock pattern',
      settings.jamBuka,
      ['00:00', '07:15', '23:59', '24:00', '7:00', '08:60', '0800', ''],
    ),
    'scSettingsInput narahubungNomor pattern': agreeing(
      markers,
      'scSettingsInput narahubungNomor pattern',
      settings.narahubungNomor,
      [
        '',
        '6281234567',
        '62812345678901',
        '621234567',
        '628123456789012',
        '0812345678',
        '+62812345',
      ],
    ),
    'scSettingsInput text maxima': {
      narahubungNama: longestText(settings.narahubungNama),
      narahubungTemplate: longestText(settings.narahubungTemplate),
      infoJudul: longestText(settings.infoJudul),
      infoKonten: longestText(settings.infoKonten),
      prosedurJudul: longestText(settings.prosedurJudul),
      prosedurKonten: longestText(settings.prosedurKonten),
      pertanyaanSetuju: longestText(settings.pertanyaanSetuju),
      pertanyaanTanggungJawab: longestText(settings.pertanyaanTanggungJawab),
    },
    'scRoomsResource limits': {
      nama: largest((n) => room('x'.repeat(n), [])),
      gabungan: largest((n) => room('Gabungan', many(n, 'r'))),
      id: largest((n) => room('Gabungan', ['r'.repeat(n), 's'])),
    },
    'scQuestionsResource limits': {
      label: largest((n) => question('x'.repeat(n), ['Ya'])),
      pilihan: largest((n) => question('Pilihan', many(n, 'p'))),
      pilihanText: largest((n) => question('Pilihan', ['p'.repeat(n)])),
      records: scQuestionsResource.maxRecords,
    },
    SC_QUESTION_TYPES: [...SC_QUESTION_TYPES],
  };
}

export const SC_STORAGE_EXPECTED: Record<string, RulesValue> = {
  'ministries of the peminjaman-sc area (ADMIN_MENU)': [
    ...(adminMenuEntry('peminjaman-sc').ministries ?? []),
  ],
  ATTENDANCE_PHOTO_MAX_BYTES,
};

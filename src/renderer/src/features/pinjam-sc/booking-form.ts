import { safeParse } from 'zod/mini';
import { isCalendarDate } from '../../../../shared/calendar-date';
import {
  availabilityQuery,
  bookingInput,
  type AvailabilityQuery,
  type BookingInput,
} from '../../../../shared/sc/booking';
import { answersProblem, type ScQuestion } from '../../../../shared/sc/booking-answers';
import { zodValidate } from '../../ui/forms/zod-validate';

/**
 * The booking form's values and checks (/pinjam-sc): the fixed questions of booking.ts, the
 * configurable ones' answers by question id, and the two confirmations. The checks are the
 * backend's own schema and answer rules, run first so a mistake shows without a round trip; the
 * backend decides again (availability, opening hours, the past, overlaps).
 */
export interface BookingFormValues {
  ruangId: string;
  tanggal: string;
  waktuMulai: string;
  waktuSelesai: string;
  penanggungJawab: string;
  organisasi: string;
  kontak: string;
  email: string;
  jawaban: Record<string, string>;
  setujuProsedur: boolean;
  bersediaTanggungJawab: boolean;
}

export function emptyBookingForm(): BookingFormValues {
  return {
    ruangId: '',
    tanggal: '',
    waktuMulai: '',
    waktuSelesai: '',
    penanggungJawab: '',
    organisasi: '',
    kontak: '',
    email: '',
    jawaban: {},
    setujuProsedur: false,
    bersediaTanggungJawab: false,
  };
}

const schemaRules = zodValidate<BookingFormValues>(bookingInput);

/** Field path → message, as @mantine/form's `validate` wants it. */
export function bookingFormErrors(
  values: BookingFormValues,
  questions: readonly ScQuestion[],
): Record<string, string> {
  const errors = schemaRules(toBookingInput(values, questions) as unknown as BookingFormValues);
  const answers = answersProblem(answersOf(values, questions), questions);
  if (answers) errors[answers.field] ??= answers.message;
  return errors;
}

/** The answers to the questions asked now, empty ones left out. */
function answersOf(
  values: BookingFormValues,
  questions: readonly ScQuestion[],
): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const question of questions) {
    const answer = (values.jawaban[question.id] ?? '').trim();
    if (answer !== '') answers[question.id] = answer;
  }
  return answers;
}

/** What the form sends (the confirmations as they are: the backend refuses `false`). */
export function toBookingInput(
  values: BookingFormValues,
  questions: readonly ScQuestion[],
): BookingInput {
  return {
    ruangId: values.ruangId,
    tanggal: values.tanggal,
    waktuMulai: values.waktuMulai,
    waktuSelesai: values.waktuSelesai,
    penanggungJawab: values.penanggungJawab.trim(),
    organisasi: values.organisasi.trim(),
    kontak: values.kontak.trim(),
    email: values.email.trim(),
    jawaban: answersOf(values, questions),
    // Sent as chosen; the schema's literal(true) gives ORIGINAL.md §5's message for false.
    setujuProsedur: values.setujuProsedur as true,
    bersediaTanggungJawab: values.bersediaTanggungJawab as true,
  };
}

/**
 * The availability question for a room and a time, or null while one is missing or not yet a
 * date or a half-hour time ("Lengkapi waktu untuk mengecek.").
 */
export function availabilityQueryOf(
  time: { ruangId: string; tanggal: string; waktuMulai: string; waktuSelesai: string },
  kode?: string,
): AvailabilityQuery | null {
  if (!isCalendarDate(time.tanggal)) return null;
  const query = {
    ruangId: time.ruangId,
    tanggal: time.tanggal,
    waktuMulai: time.waktuMulai,
    waktuSelesai: time.waktuSelesai,
    ...(kode ? { kode } : {}),
  };
  return safeParse(availabilityQuery, query).success ? query : null;
}

/** Every half hour from `from` to `to` (HH:mm, both included): the time fields' choices. */
export function halfHourTimes(from: string, to: string): string[] {
  const minutes = (clock: string) => {
    const [h = 0, m = 0] = clock.split(':').map(Number);
    return h * 60 + m;
  };
  const times: string[] = [];
  // Opening hours may start off the half hour (07:15): the first choice is the next half hour.
  for (let t = Math.ceil(minutes(from) / 30) * 30; t <= minutes(to); t += 30)
    times.push(`${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`);
  return times;
}

const REQUIRED_FIXED = [
  'ruangId',
  'tanggal',
  'waktuMulai',
  'waktuSelesai',
  'penanggungJawab',
  'organisasi',
  'kontak',
] as const;

/** Whether a required question is still empty (ORIGINAL.md §5's "Harap isi semua isian…"). */
export function hasMissingRequired(
  values: BookingFormValues,
  questions: readonly ScQuestion[],
): boolean {
  return (
    REQUIRED_FIXED.some((field) => values[field].trim() === '') ||
    questions.some((q) => q.wajib && (values.jawaban[q.id] ?? '').trim() === '')
  );
}

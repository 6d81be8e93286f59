import * as z from 'zod/mini';
import type { RecordMeta } from '../resources/record-meta';
import type { InputProblem } from '../resources/resource';
import { TEXT_LIMITS } from '../limits';
import { optionalTextOf, requiredTextOf } from '../content-text';
import { isWallClock, wallInstant, type WallClock } from './wall-clock';

/**
 * The activity calendar (issue 20 item 6; ORIGINAL.md §6, whose calendar lived in a script outside
 * the portal and shifted every time by seven hours): an activity with its start and end as
 * Asia/Jakarta wall-clock times (wall-clock.ts), its place, who runs it and for whom. Activities
 * are public: nothing in them is about a person.
 */

export const ACTIVITY_LIMITS = {
  nameMax: 160,
  placeMax: 160,
  organiserMax: TEXT_LIMITS.organisationMax,
  /** A directory organisation's id (a UUID on the embedded server, 20 characters on Firestore). */
  organiserIdMax: 64,
  notesMax: 2_000,
  audienceMax: 200,
  /** An activity may span days (a camp, a week of matches), not months: a longer one is a typo. */
  maxDays: 92,
  maxRecords: 2_000,
} as const;

export const ACTIVITY_MESSAGES = {
  nameRequired: 'Nama kegiatan wajib diisi.',
  nameTooLong: `Nama kegiatan paling banyak ${ACTIVITY_LIMITS.nameMax} karakter.`,
  startRequired: 'Waktu mulai wajib diisi (tanggal dan jam).',
  endRequired: 'Waktu selesai wajib diisi (tanggal dan jam).',
  endNotAfterStart: 'Waktu selesai harus setelah waktu mulai.',
  tooLong: `Satu kegiatan paling lama ${ACTIVITY_LIMITS.maxDays} hari.`,
  placeRequired: 'Tempat wajib diisi.',
  placeTooLong: `Tempat paling banyak ${ACTIVITY_LIMITS.placeMax} karakter.`,
  organiserRequired: 'Pelaksana wajib diisi.',
  organiserTooLong: `Pelaksana paling banyak ${ACTIVITY_LIMITS.organiserMax} karakter.`,
  organiserId: 'Organisasi pelaksana tidak valid.',
  notesTooLong: `Keterangan paling banyak ${ACTIVITY_LIMITS.notesMax} karakter.`,
  audienceTooLong: `Sasaran paling banyak ${ACTIVITY_LIMITS.audienceMax} karakter.`,
  notFound: 'Kegiatan tidak ditemukan.',
  /** ORIGINAL.md §6, verbatim: the manager's date filter without a whole range. */
  invalidRange: 'Pilih rentang tanggal yang valid.',
  /** ORIGINAL.md §6, verbatim. */
  updated: 'Acara berhasil diperbarui!',
  removed: 'Acara berhasil dihapus!',
  /** The old manager could not add; ours says it as it says the others. */
  created: 'Acara berhasil ditambahkan!',
  /**
   * A start already past (issue 35): kept, since the calendar also records what took place and
   * a past activity's notes must stay editable, but said, with where /agenda still shows it.
   */
  startsInPast:
    'Waktu mulai sudah lewat. Periksa tanggal dan jamnya: kegiatan yang sudah selesai tidak tampil di Kegiatan Mendatang pada halaman Agenda dan Beranda, hanya pada tanggalnya di kalender Agenda.',
} as const;

const wallClock = (message: string) =>
  z.string({ error: message }).check(z.refine(isWallClock, { error: message }));

export const activityInputSchema = z.object({
  namaKegiatan: requiredTextOf(
    ACTIVITY_MESSAGES.nameRequired,
    ACTIVITY_MESSAGES.nameTooLong,
    ACTIVITY_LIMITS.nameMax,
  ),
  /** Asia/Jakarta wall clock, 'YYYY-MM-DDTHH:mm'. */
  mulai: wallClock(ACTIVITY_MESSAGES.startRequired),
  /** After `mulai`; on a later date when the activity crosses midnight or spans days. */
  selesai: wallClock(ACTIVITY_MESSAGES.endRequired),
  tempat: requiredTextOf(
    ACTIVITY_MESSAGES.placeRequired,
    ACTIVITY_MESSAGES.placeTooLong,
    ACTIVITY_LIMITS.placeMax,
  ),
  /**
   * Who runs it, as shown ("Pelaksana"): a directory organisation's name when `penyelenggaraId`
   * names one (the form fills it from the directory), else free text (the BEM's own ministries, a
   * campus unit, a guest).
   */
  penyelenggara: requiredTextOf(
    ACTIVITY_MESSAGES.organiserRequired,
    ACTIVITY_MESSAGES.organiserTooLong,
    ACTIVITY_LIMITS.organiserMax,
  ),
  /**
   * The directory organisation (organisationsResource) by id, or '' for free text. The public
   * agenda links to its profile; the name above is what every reader and the feed show.
   */
  penyelenggaraId: z
    .string({ error: ACTIVITY_MESSAGES.organiserId })
    .check(
      z.regex(/^[A-Za-z0-9_-]*$/, { error: ACTIVITY_MESSAGES.organiserId }),
      z.maxLength(ACTIVITY_LIMITS.organiserIdMax, { error: ACTIVITY_MESSAGES.organiserId }),
    ),
  keterangan: optionalTextOf(ACTIVITY_MESSAGES.notesTooLong, ACTIVITY_LIMITS.notesMax),
  /** For whom (Sasaran): "Seluruh mahasiswa", "Pengurus BEM KM"… */
  sasaran: optionalTextOf(ACTIVITY_MESSAGES.audienceTooLong, ACTIVITY_LIMITS.audienceMax),
});
export type ActivityInput = z.infer<typeof activityInputSchema>;
export type ActivityRecord = ActivityInput & RecordMeta;

/** The form's labels, also the activity history's names of changed fields. */
export const ACTIVITY_FIELD_LABELS = {
  namaKegiatan: 'Nama Kegiatan',
  mulai: 'Mulai',
  selesai: 'Selesai',
  tempat: 'Tempat',
  penyelenggara: 'Pelaksana',
  penyelenggaraId: 'Organisasi Pelaksana',
  keterangan: 'Keterangan',
  sasaran: 'Sasaran',
} as const satisfies Record<keyof ActivityInput, string>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What is wrong with a start and an end, both backends and the form alike: the end must come after
 * the start (it may be on a later date), and an activity lasts at most ACTIVITY_LIMITS.maxDays.
 */
export function activityTimeProblem(mulai: WallClock, selesai: WallClock): InputProblem | null {
  if (!isWallClock(mulai) || !isWallClock(selesai)) return null; // the schema says why
  const length = wallInstant(selesai) - wallInstant(mulai);
  if (length <= 0) return { message: ACTIVITY_MESSAGES.endNotAfterStart, field: 'selesai' };
  if (length > ACTIVITY_LIMITS.maxDays * DAY_MS)
    return { message: ACTIVITY_MESSAGES.tooLong, field: 'selesai' };
  return null;
}

/** The form's notice of a start before `now` (both Asia/Jakarta wall clock), else null. */
export function pastStartNotice(mulai: WallClock, now: WallClock): string | null {
  return isWallClock(mulai) && mulai < now ? ACTIVITY_MESSAGES.startsInPast : null;
}

/** A new activity: today from 08:00 to 10:00, organised by nobody yet. */
export const newActivityDefaults = (today: string): ActivityInput => ({
  namaKegiatan: '',
  mulai: `${today}T08:00`,
  selesai: `${today}T10:00`,
  tempat: '',
  penyelenggara: '',
  penyelenggaraId: '',
  keterangan: '',
  sasaran: '',
});

import * as z from 'zod/mini';
import { isCalendarDate } from '../content/news';
import { optionalTextOf, requiredTextOf } from '../content-text';
import { isHttpLink } from '../safe-links';
import { RISALAH_SEARCH_KEYS_MAX } from './risalah-list';

/**
 * Risalah Rapat (ORIGINAL.md §2.3, §2.6 AdminRisalah): the minutes of a meeting, with who came,
 * what was decided, who does what next and the documents. The old portal published a minute the
 * moment it was saved; here a minute is public only once its writer marks it final (`published`).
 */

export const RISALAH_LIMITS = {
  nameMax: 200,
  personMax: 120,
  notesMax: 8_000,
  decisionsMax: 4_000,
  attendeesMax: 200,
  taskMax: 300,
  tasksMax: 50,
  fileNameMax: 200,
  attachmentsMax: 10,
  maxRecords: 2_000,
  /** Search keys of a meeting's name on Firestore (open-data/search-keys.ts). */
  searchKeysMax: RISALAH_SEARCH_KEYS_MAX,
} as const;

export const RISALAH_MESSAGES = {
  /** ORIGINAL.md §2.6, verbatim: on the name, or on the date, whichever is missing. */
  nameAndDateRequired: 'Nama dan Tanggal Rapat wajib diisi.',
  nameTooLong: `Nama rapat paling banyak ${RISALAH_LIMITS.nameMax} karakter.`,
  date: 'Tanggal rapat tidak valid (format YYYY-MM-DD).',
  leaderTooLong: `Nama pemimpin rapat paling banyak ${RISALAH_LIMITS.personMax} karakter.`,
  notesTooLong: `Notulensi paling banyak ${RISALAH_LIMITS.notesMax} karakter.`,
  decisionsTooLong: `Hasil keputusan paling banyak ${RISALAH_LIMITS.decisionsMax} karakter.`,
  attendee: `Setiap nama peserta diisi, paling banyak ${RISALAH_LIMITS.personMax} karakter.`,
  attendees: `Daftar hadir paling banyak ${RISALAH_LIMITS.attendeesMax} nama.`,
  task: 'Tugas wajib diisi.',
  taskTooLong: `Tugas paling banyak ${RISALAH_LIMITS.taskMax} karakter.`,
  taskOwner: 'Penanggung jawab wajib diisi.',
  taskOwnerTooLong: `Penanggung jawab paling banyak ${RISALAH_LIMITS.personMax} karakter.`,
  tasks: `Tugas & tindak lanjut paling banyak ${RISALAH_LIMITS.tasksMax} baris.`,
  fileName: 'Nama file wajib diisi.',
  fileNameTooLong: `Nama file paling banyak ${RISALAH_LIMITS.fileNameMax} karakter.`,
  fileLink: 'Tautan lampiran harus diawali http:// atau https://.',
  attachments: `Lampiran paling banyak ${RISALAH_LIMITS.attachmentsMax} berkas.`,
  notFound: 'Risalah rapat tidak ditemukan.',
} as const;

export const taskSchema = z.object({
  tugas: requiredTextOf(
    RISALAH_MESSAGES.task,
    RISALAH_MESSAGES.taskTooLong,
    RISALAH_LIMITS.taskMax,
  ),
  penanggungJawab: requiredTextOf(
    RISALAH_MESSAGES.taskOwner,
    RISALAH_MESSAGES.taskOwnerTooLong,
    RISALAH_LIMITS.personMax,
  ),
  /** Selesai, or Belum Dikerjakan. */
  selesai: z.boolean(),
});
export type RisalahTask = z.infer<typeof taskSchema>;

export const attachmentSchema = z.object({
  namaFile: requiredTextOf(
    RISALAH_MESSAGES.fileName,
    RISALAH_MESSAGES.fileNameTooLong,
    RISALAH_LIMITS.fileNameMax,
  ),
  link: z
    .string({ error: RISALAH_MESSAGES.fileLink })
    .check(z.trim(), z.refine(isHttpLink, { error: RISALAH_MESSAGES.fileLink })),
});
export type RisalahAttachment = z.infer<typeof attachmentSchema>;

export const risalahInputSchema = z.object({
  namaRapat: requiredTextOf(
    RISALAH_MESSAGES.nameAndDateRequired,
    RISALAH_MESSAGES.nameTooLong,
    RISALAH_LIMITS.nameMax,
  ),
  tanggalRapat: z.string({ error: RISALAH_MESSAGES.nameAndDateRequired }).check(
    z.minLength(1, { error: RISALAH_MESSAGES.nameAndDateRequired }),
    z.refine((text) => text === '' || isCalendarDate(text), { error: RISALAH_MESSAGES.date }),
  ),
  pemimpinRapat: optionalTextOf(RISALAH_MESSAGES.leaderTooLong, RISALAH_LIMITS.personMax),
  notulensi: optionalTextOf(RISALAH_MESSAGES.notesTooLong, RISALAH_LIMITS.notesMax),
  hasilKeputusan: optionalTextOf(RISALAH_MESSAGES.decisionsTooLong, RISALAH_LIMITS.decisionsMax),
  /** Who attended, one name each (the form takes one a line). */
  daftarHadir: z
    .array(
      requiredTextOf(
        RISALAH_MESSAGES.attendee,
        RISALAH_MESSAGES.attendee,
        RISALAH_LIMITS.personMax,
      ),
    )
    .check(z.maxLength(RISALAH_LIMITS.attendeesMax, { error: RISALAH_MESSAGES.attendees })),
  tugas: z
    .array(taskSchema)
    .check(z.maxLength(RISALAH_LIMITS.tasksMax, { error: RISALAH_MESSAGES.tasks })),
  lampiran: z
    .array(attachmentSchema)
    .check(z.maxLength(RISALAH_LIMITS.attachmentsMax, { error: RISALAH_MESSAGES.attachments })),
  /** Final: only a final minute is public ("Final — tampil di publik"). */
  published: z.boolean(),
});
export type RisalahInput = z.infer<typeof risalahInputSchema>;

/** The form's labels, also the activity history's names of changed fields. */
export const RISALAH_FIELD_LABELS = {
  namaRapat: 'Nama Rapat',
  tanggalRapat: 'Tanggal Rapat',
  pemimpinRapat: 'Pemimpin Rapat',
  notulensi: 'Notulensi / Ringkasan',
  hasilKeputusan: 'Hasil Keputusan',
  daftarHadir: 'Daftar Hadir',
  tugas: 'Tugas & Tindak Lanjut',
  lampiran: 'Lampiran',
  published: 'Final',
} as const satisfies Record<keyof RisalahInput, string>;

/** A new minute: dated today, not final yet. */
export const newRisalahDefaults = (today: string): RisalahInput => ({
  namaRapat: '',
  tanggalRapat: today,
  pemimpinRapat: '',
  notulensi: '',
  hasilKeputusan: '',
  daftarHadir: [],
  tugas: [],
  lampiran: [],
  published: false,
});

/** The attendance list as typed, one name a line: blank lines and spaces around names dropped. */
export const attendeesFromLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

import * as z from 'zod/mini';
import { isCalendarDate } from '../content/news';
import { isHttpLink } from '../safe-links';
import { isProkerPeriod, PROKER_LIMITS, PROKER_STATUSES, type ProkerStatus } from './proker-values';

/**
 * Program Kerja (ORIGINAL.md §2.2, §2.6 AdminProker): a work programme of the cabinet, from its
 * plan to what it achieved. The ministry that runs it is a division of Struktur, kept by id: the
 * structure is the one source of ministry names (the old portal's ten hard-coded names drifted).
 */

// The values pages need without the schema (proker-values.ts), here with the rest of the model.
export {
  PROKER_LIMITS,
  PROKER_STATUSES,
  attendancePercent,
  isProkerPeriod,
  type ProkerStatus,
} from './proker-values';

export const PROKER_MESSAGES = {
  nameRequired: 'Nama program wajib diisi.',
  nameTooLong: `Nama program paling banyak ${PROKER_LIMITS.nameMax} karakter.`,
  ministryRequired: 'Kementerian pelaksana wajib dipilih.',
  period: 'Periode berupa dua tahun berurutan, misalnya 2025/2026.',
  date: 'Tanggal pelaksanaan tidak valid (format YYYY-MM-DD).',
  summaryTooLong: `Deskripsi singkat paling banyak ${PROKER_LIMITS.summaryMax} karakter.`,
  status: 'Status program tidak dikenal.',
  participants: `Jumlah peserta berupa bilangan bulat 0 sampai ${PROKER_LIMITS.participantsMax.toLocaleString('id-ID')}.`,
  lpjLink: 'Tautan LPJ harus diawali http:// atau https://.',
  textTooLong: (field: string) => `${field} paling banyak ${PROKER_LIMITS.textMax} karakter.`,
  notFound: 'Program kerja tidak ditemukan.',
  /** A budget programme (Kelola Anggaran) still names this work programme. */
  referencedByBudget: (nama: string, count: number) =>
    `Program kerja "${nama}" masih ditautkan pada ${count} program anggaran. Lepaskan tautannya di Kelola Anggaran terlebih dahulu.`,
} as const;

const participants = z
  .number({ error: PROKER_MESSAGES.participants })
  .check(
    z.int({ error: PROKER_MESSAGES.participants }),
    z.minimum(0, { error: PROKER_MESSAGES.participants }),
    z.maximum(PROKER_LIMITS.participantsMax, { error: PROKER_MESSAGES.participants }),
  );

const longText = (field: string) =>
  z
    .string({ error: PROKER_MESSAGES.textTooLong(field) })
    .check(
      z.trim(),
      z.maxLength(PROKER_LIMITS.textMax, { error: PROKER_MESSAGES.textTooLong(field) }),
    );

export const prokerInputSchema = z.object({
  namaProgram: z
    .string({ error: PROKER_MESSAGES.nameRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: PROKER_MESSAGES.nameRequired }),
      z.maxLength(PROKER_LIMITS.nameMax, { error: PROKER_MESSAGES.nameTooLong }),
    ),
  /** The ministry: a division of Struktur (strukturDivisiResource), by id. */
  kementerianId: z
    .string({ error: PROKER_MESSAGES.ministryRequired })
    .check(
      z.minLength(1, { error: PROKER_MESSAGES.ministryRequired }),
      z.maxLength(PROKER_LIMITS.idMax, { error: PROKER_MESSAGES.ministryRequired }),
    ),
  periode: z
    .string({ error: PROKER_MESSAGES.period })
    .check(z.trim(), z.refine(isProkerPeriod, { error: PROKER_MESSAGES.period })),
  /** '' while the date is not known yet ("TBA" on the page). */
  tanggalPelaksanaan: z
    .string({ error: PROKER_MESSAGES.date })
    .check(
      z.refine((text) => text === '' || isCalendarDate(text), { error: PROKER_MESSAGES.date }),
    ),
  deskripsiSingkat: z
    .string({ error: PROKER_MESSAGES.summaryTooLong })
    .check(
      z.trim(),
      z.maxLength(PROKER_LIMITS.summaryMax, { error: PROKER_MESSAGES.summaryTooLong }),
    ),
  statusProker: z.enum(PROKER_STATUSES, { error: PROKER_MESSAGES.status }),
  targetPeserta: participants,
  jumlahPesertaRealisasi: participants,
  linkLpj: z.string({ error: PROKER_MESSAGES.lpjLink }).check(
    z.trim(),
    z.refine((text) => text === '' || isHttpLink(text), { error: PROKER_MESSAGES.lpjLink }),
  ),
  detailPelaksanaan: longText('Detail pelaksanaan'),
  /** Capaian & Keberhasilan: the old portal showed it but had no editor for it. */
  capaian: longText('Capaian'),
  kendala: longText('Kendala'),
  saranUmum: longText('Saran umum'),
  saranKhusus: longText('Saran khusus'),
});
export type ProkerInput = z.infer<typeof prokerInputSchema>;

/** The form's labels, also the activity history's names of changed fields. */
export const PROKER_FIELD_LABELS = {
  namaProgram: 'Nama Program',
  kementerianId: 'Kementerian Pelaksana',
  periode: 'Periode',
  tanggalPelaksanaan: 'Tanggal Pelaksanaan',
  deskripsiSingkat: 'Deskripsi Singkat',
  statusProker: 'Status',
  targetPeserta: 'Target Peserta',
  jumlahPesertaRealisasi: 'Realisasi Peserta',
  linkLpj: 'Tautan LPJ',
  detailPelaksanaan: 'Detail Pelaksanaan',
  capaian: 'Capaian & Keberhasilan',
  kendala: 'Kendala Lapangan',
  saranUmum: 'Saran Umum',
  saranKhusus: 'Saran Khusus',
} as const satisfies Record<keyof ProkerInput, string>;

/** The academic year a day falls in (a cabinet's year starts in August): "2025/2026". */
export function periodOf(day: string): string {
  const [year = 2000, month = 1] = day.split('-').map(Number);
  const start = month >= 8 ? year : year - 1;
  return `${start}/${start + 1}`;
}

/** A new programme: planned, in the period of `today`, for the first ministry offered. */
export const newProkerDefaults = (today: string, kementerianId: string): ProkerInput => ({
  namaProgram: '',
  kementerianId,
  periode: periodOf(today),
  tanggalPelaksanaan: '',
  deskripsiSingkat: '',
  statusProker: 'Perencanaan',
  targetPeserta: 0,
  jumlahPesertaRealisasi: 0,
  linkLpj: '',
  detailPelaksanaan: '',
  capaian: '',
  kendala: '',
  saranUmum: '',
  saranKhusus: '',
});

/** Kelola Proker's figures: how many programmes, how many people they reached, and per status. */
export interface ProkerStats {
  total: number;
  /** People who took part (the realised participants), over every programme. */
  totalPartisipan: number;
  perStatus: Record<ProkerStatus, number>;
}

export function prokerStats(
  records: readonly Pick<ProkerInput, 'statusProker' | 'jumlahPesertaRealisasi'>[],
): ProkerStats {
  const perStatus = Object.fromEntries(PROKER_STATUSES.map((status) => [status, 0])) as Record<
    ProkerStatus,
    number
  >;
  let totalPartisipan = 0;
  for (const record of records) {
    perStatus[record.statusProker] += 1;
    totalPartisipan += record.jumlahPesertaRealisasi;
  }
  return { total: records.length, totalPartisipan, perStatus };
}

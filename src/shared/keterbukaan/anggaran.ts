import * as z from 'zod/mini';
import { isCalendarDate } from '../calendar-date';
import { isHttpLink } from '../safe-links';

/**
 * Transparansi Anggaran (ORIGINAL.md §2.1, §2.6 AdminAnggaran): a programme's budget, from what
 * was asked to what was spent. Amounts are whole Rupiah. What was spent is either a list of
 * expense rows or, for a programme reported as one figure, a recap total.
 */

export const ANGGARAN_STATUSES = [
  'Perencanaan',
  'Disetujui',
  'Berjalan',
  'Selesai',
  'Dibatalkan',
  'SPJ Masuk',
] as const;
export type AnggaranStatus = (typeof ANGGARAN_STATUSES)[number];

export const ANGGARAN_LIMITS = {
  nameMax: 200,
  /** A directory organisation's id or a work programme's id as records keep them. */
  idMax: 64,
  descriptionMax: 300,
  expenseRowsMax: 200,
  /** Rp 100.000.000.000: far above a student body's budget, far below unsafe integers. */
  amountMax: 100_000_000_000,
  yearMin: 2000,
  yearMax: 2100,
  maxRecords: 5_000,
} as const;

export const ANGGARAN_MESSAGES = {
  nameRequired: 'Nama program wajib diisi.',
  nameTooLong: `Nama program paling banyak ${ANGGARAN_LIMITS.nameMax} karakter.`,
  organisationRequired: 'Organisasi wajib dipilih.',
  year: `Tahun harus angka antara ${ANGGARAN_LIMITS.yearMin} dan ${ANGGARAN_LIMITS.yearMax}.`,
  status: 'Status program tidak dikenal.',
  date: 'Tanggal kegiatan tidak valid (format YYYY-MM-DD).',
  spjLink: 'Tautan SPJ harus diawali http:// atau https://.',
  amount: 'Jumlah harus berupa angka Rupiah bulat, tidak negatif.',
  expenseDescription: 'Keterangan pengeluaran wajib diisi.',
  expenseAmount: 'Jumlah pengeluaran harus lebih dari Rp 0.',
  expenseDate: 'Tanggal pengeluaran tidak valid (format YYYY-MM-DD).',
  expenseRows: `Rincian pengeluaran paling banyak ${ANGGARAN_LIMITS.expenseRowsMax} baris.`,
  /** ORIGINAL.md §2.6, verbatim. */
  approvedRequired:
    'Gagal: Program selain Perencanaan wajib memiliki Total Anggaran Disetujui (> Rp 0).',
  notFound: 'Program anggaran tidak ditemukan.',
} as const;

const rupiah = (error: string, minimum = 0) =>
  z
    .number({ error })
    .check(
      z.int({ error }),
      z.minimum(minimum, { error }),
      z.maximum(ANGGARAN_LIMITS.amountMax, { error }),
    );

/** '' (none) or a real date. */
const optionalDate = (error: string) =>
  z.string({ error }).check(z.refine((text) => text === '' || isCalendarDate(text), { error }));

export const expenseRowSchema = z.object({
  deskripsi: z
    .string({ error: ANGGARAN_MESSAGES.expenseDescription })
    .check(
      z.trim(),
      z.minLength(1, { error: ANGGARAN_MESSAGES.expenseDescription }),
      z.maxLength(ANGGARAN_LIMITS.descriptionMax, { error: ANGGARAN_MESSAGES.expenseDescription }),
    ),
  jumlah: rupiah(ANGGARAN_MESSAGES.expenseAmount, 1),
  tanggal: optionalDate(ANGGARAN_MESSAGES.expenseDate),
});
export type ExpenseRow = z.infer<typeof expenseRowSchema>;

/** Spent money as expense rows ("Rincian") or one recap figure ("Rekap"). */
export const realisasiSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('rincian'),
    rincian: z
      .array(expenseRowSchema)
      .check(z.maxLength(ANGGARAN_LIMITS.expenseRowsMax, { error: ANGGARAN_MESSAGES.expenseRows })),
  }),
  z.object({ mode: z.literal('rekap'), total: rupiah(ANGGARAN_MESSAGES.amount) }),
]);
export type Realisasi = z.infer<typeof realisasiSchema>;

export const anggaranInputSchema = z.object({
  namaProgram: z
    .string({ error: ANGGARAN_MESSAGES.nameRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: ANGGARAN_MESSAGES.nameRequired }),
      z.maxLength(ANGGARAN_LIMITS.nameMax, { error: ANGGARAN_MESSAGES.nameTooLong }),
    ),
  /** The organisation's id in the directory (organisationsResource): never a name list. */
  organisasiId: z
    .string({ error: ANGGARAN_MESSAGES.organisationRequired })
    .check(
      z.minLength(1, { error: ANGGARAN_MESSAGES.organisationRequired }),
      z.maxLength(ANGGARAN_LIMITS.idMax, { error: ANGGARAN_MESSAGES.organisationRequired }),
    ),
  tahun: z
    .number({ error: ANGGARAN_MESSAGES.year })
    .check(
      z.int({ error: ANGGARAN_MESSAGES.year }),
      z.minimum(ANGGARAN_LIMITS.yearMin, { error: ANGGARAN_MESSAGES.year }),
      z.maximum(ANGGARAN_LIMITS.yearMax, { error: ANGGARAN_MESSAGES.year }),
    ),
  status: z.enum(ANGGARAN_STATUSES, { error: ANGGARAN_MESSAGES.status }),
  tanggalKegiatan: optionalDate(ANGGARAN_MESSAGES.date),
  linkSpj: z.string({ error: ANGGARAN_MESSAGES.spjLink }).check(
    z.trim(),
    z.refine((text) => text === '' || isHttpLink(text), { error: ANGGARAN_MESSAGES.spjLink }),
  ),
  /** The work programme it belongs to (Program Kerja), or '' for none. */
  prokerId: z.string().check(z.maxLength(ANGGARAN_LIMITS.idMax)),
  totalDiajukan: rupiah(ANGGARAN_MESSAGES.amount),
  totalDisetujui: rupiah(ANGGARAN_MESSAGES.amount),
  realisasi: realisasiSchema,
});
export type AnggaranInput = z.infer<typeof anggaranInputSchema>;

/**
 * The rule across fields (ORIGINAL.md §2.6): past planning, a programme must have an approved
 * amount. Decided here so every backend refuses alike, with the old portal's words.
 */
export function anggaranProblem(
  input: Pick<AnggaranInput, 'status' | 'totalDisetujui'>,
): { message: string; field: string } | null {
  return input.status !== 'Perencanaan' && input.totalDisetujui <= 0
    ? { message: ANGGARAN_MESSAGES.approvedRequired, field: 'totalDisetujui' }
    : null;
}

/** What was spent: the sum of the expense rows, or the recap total. */
export function realisedAmount(programme: Pick<AnggaranInput, 'realisasi'>): number {
  const { realisasi } = programme;
  return realisasi.mode === 'rekap'
    ? realisasi.total
    : realisasi.rincian.reduce((sum, row) => sum + row.jumlah, 0);
}

/** Spent as a share of approved, in percent (0 when nothing was approved). */
export function absorptionPercent(approved: number, realised: number): number {
  return approved > 0 ? (realised / approved) * 100 : 0;
}

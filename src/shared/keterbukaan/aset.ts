import * as z from 'zod/mini';
import { isCalendarDate } from '../content/news';
import { imageRefSchema } from '../images/image-ref';

/**
 * Inventaris Aset (ORIGINAL.md §2.4–2.6, AdminAset): what the student body owns, where it is kept,
 * in what state, and whether it can be lent. Images are files (src/shared/images), never base64 in
 * the record (ORIGINAL.md §10 #39). `published` is the old `isPublic`: a private asset does not
 * exist for the public.
 */

export const ASET_TIPE_PEROLEHAN = ['Pembelian', 'Hibah', 'Sponsor', 'Lainnya'] as const;
export type AsetTipePerolehan = (typeof ASET_TIPE_PEROLEHAN)[number];

export const ASET_KONDISI = ['Baik', 'Perlu Perbaikan', 'Rusak'] as const;
export type AsetKondisi = (typeof ASET_KONDISI)[number];

export const ASET_PEMINJAMAN = ['Tersedia', 'Dipinjam'] as const;
export type AsetPeminjaman = (typeof ASET_PEMINJAMAN)[number];

export const ASET_LIMITS = {
  namaMax: 120,
  kodeMax: 40,
  lokasiMax: 80,
  keteranganMax: 1_000,
  /** Units of one asset record: a thousand chairs are still one line of the inventory. */
  jumlahMax: 100_000,
  gambarMax: 6,
  maxRecords: 2_000,
  /** An ISO instant (2025-09-12T03:04:05.678Z) as `diperbarui` holds it. */
  instantMax: 40,
  /**
   * Search keys of one asset (Firestore only, aset-search-keys.ts): every prefix of every word of
   * its name, code and location.
   */
  searchKeysMax: 640,
} as const;

export const ASET_MESSAGES = {
  namaRequired: 'Nama aset wajib diisi.',
  namaTooLong: `Nama aset maksimal ${ASET_LIMITS.namaMax} karakter.`,
  kodeTooLong: `Kode aset maksimal ${ASET_LIMITS.kodeMax} karakter.`,
  kodeTaken: 'Kode aset sudah dipakai aset lain.',
  lokasiTooLong: `Lokasi penyimpanan maksimal ${ASET_LIMITS.lokasiMax} karakter.`,
  jumlah: `Jumlah aset harus bilangan bulat 1 sampai ${ASET_LIMITS.jumlahMax.toLocaleString('id-ID')}.`,
  tanggal: 'Tanggal perolehan tidak valid (format YYYY-MM-DD), atau kosongkan.',
  tipe: 'Pilih tipe perolehan: Pembelian, Hibah, Sponsor atau Lainnya.',
  kondisi: 'Pilih kondisi: Baik, Perlu Perbaikan atau Rusak.',
  keteranganTooLong: `Sumber/keterangan maksimal ${ASET_LIMITS.keteranganMax} karakter.`,
  peminjaman: 'Status peminjaman harus Tersedia atau Dipinjam.',
  dapatDipinjamkan: 'Pilih apakah aset dapat dipinjamkan (ya atau tidak).',
  gambarTooMany: `Gambar maksimal ${ASET_LIMITS.gambarMax}.`,
  published: 'Pilih apakah aset ditampilkan di publik (ya atau tidak).',
  notFound: 'Aset tidak ditemukan.',
} as const;

/** The labels of the form, the history entries and the detail page. */
export const ASET_LABELS = {
  namaAset: 'Nama Aset',
  kodeAset: 'Kode Aset',
  lokasiPenyimpanan: 'Lokasi Penyimpanan',
  jumlahAset: 'Jumlah Aset',
  tanggalPerolehan: 'Tanggal Perolehan',
  tipePerolehan: 'Tipe Perolehan',
  statusKondisi: 'Kondisi',
  sumberKeterangan: 'Sumber/Keterangan',
  statusPeminjaman: 'Status Peminjaman',
  dapatDipinjamkan: 'Dapat Dipinjamkan',
  gambar: 'Gambar',
  published: 'Tampilkan di Publik',
  diperbarui: 'Terakhir Diperbarui',
} as const;

const text = (max: number, tooLong: string) =>
  z.string({ error: tooLong }).check(z.trim(), z.maxLength(max, { error: tooLong }));

export const asetInputSchema = z.object({
  namaAset: z
    .string({ error: ASET_MESSAGES.namaRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: ASET_MESSAGES.namaRequired }),
      z.maxLength(ASET_LIMITS.namaMax, { error: ASET_MESSAGES.namaTooLong }),
    ),
  kodeAset: text(ASET_LIMITS.kodeMax, ASET_MESSAGES.kodeTooLong),
  lokasiPenyimpanan: text(ASET_LIMITS.lokasiMax, ASET_MESSAGES.lokasiTooLong),
  jumlahAset: z
    .number({ error: ASET_MESSAGES.jumlah })
    .check(
      z.int({ error: ASET_MESSAGES.jumlah }),
      z.minimum(1, { error: ASET_MESSAGES.jumlah }),
      z.maximum(ASET_LIMITS.jumlahMax, { error: ASET_MESSAGES.jumlah }),
    ),
  /** '' when unknown (old gifts often are). */
  tanggalPerolehan: z
    .string({ error: ASET_MESSAGES.tanggal })
    .check(
      z.refine((value) => value === '' || isCalendarDate(value), { error: ASET_MESSAGES.tanggal }),
    ),
  tipePerolehan: z.enum(ASET_TIPE_PEROLEHAN, { error: ASET_MESSAGES.tipe }),
  statusKondisi: z.enum(ASET_KONDISI, { error: ASET_MESSAGES.kondisi }),
  sumberKeterangan: text(ASET_LIMITS.keteranganMax, ASET_MESSAGES.keteranganTooLong),
  statusPeminjaman: z.enum(ASET_PEMINJAMAN, { error: ASET_MESSAGES.peminjaman }),
  // Always a boolean: the old portal's undefined read as "borrowable" on the card and as "not"
  // in the filter (ORIGINAL.md §2.4).
  dapatDipinjamkan: z.boolean({ error: ASET_MESSAGES.dapatDipinjamkan }),
  gambar: z
    .array(imageRefSchema)
    .check(z.maxLength(ASET_LIMITS.gambarMax, { error: ASET_MESSAGES.gambarTooMany })),
  /** "Tampilkan di Publik": false keeps the asset to the admins. */
  published: z.boolean({ error: ASET_MESSAGES.published }),
  /** "Terakhir Diperbarui" (ISO instant): set by the backend (the declaration's stamp), never trusted. */
  diperbarui: z.optional(z.string().check(z.maxLength(ASET_LIMITS.instantMax))),
});

export type AsetInput = z.infer<typeof asetInputSchema>;

/** What an edit may change: everything but the backend's own timestamp. */
const CONTENT_KEYS = Object.keys(asetInputSchema.shape).filter(
  (key) => key !== 'diperbarui',
) as (keyof AsetInput)[];

/** Whether two versions hold the same asset (a save that changes nothing keeps its timestamp). */
export function sameAsetContent(a: AsetInput, b: AsetInput): boolean {
  return CONTENT_KEYS.every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
}

/** The year an asset was acquired, or '' when its date is unknown. */
export const tahunPerolehan = (aset: Pick<AsetInput, 'tanggalPerolehan'>): string =>
  aset.tanggalPerolehan.slice(0, 4);

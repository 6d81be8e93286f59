import * as z from 'zod/mini';
import type { ExportColumn } from '../open-data/table-export';
import { definePublicList } from '../public-lists/public-list';

/**
 * The public list of /keterbukaan-informasi/risalah-rapat (ORIGINAL.md §2.3): final minutes only,
 * searched by the meeting's name and paged where the records are, the latest meeting first; the
 * same search gives the open-data download. Declared once (src/shared/public-lists); both backends
 * answer from it.
 */

export const RISALAH_PAGE_SIZE = 10;
export const RISALAH_SEARCH_MAX = 100;
/** Search keys of a meeting's name on Firestore (open-data/search-keys.ts). */
export const RISALAH_SEARCH_KEYS_MAX = 400;

// The row's shape, written here rather than taken from risalahInputSchema: the public page
// checks what arrives without loading the form's messages and rules.
const text = z.string();
const risalahRowSchema = z.object({
  id: text,
  namaRapat: text,
  tanggalRapat: text,
  pemimpinRapat: text,
  notulensi: text,
  hasilKeputusan: text,
  daftarHadir: z.array(text),
  tugas: z.array(z.object({ tugas: text, penanggungJawab: text, selesai: z.boolean() })),
  lampiran: z.array(z.object({ namaFile: text, link: text })),
});

/** A final minute as the public sees it (the flag that made it public is not repeated). */
export type RisalahRow = z.infer<typeof risalahRowSchema>;

const doneTasks = (row: RisalahRow) => row.tugas.filter((task) => task.selesai).length;

/** The open-data download: one row per meeting, its lists joined in one cell each. */
export const RISALAH_EXPORT_COLUMNS: readonly ExportColumn<RisalahRow>[] = [
  { key: 'namaRapat', header: 'Nama Rapat', value: (row) => row.namaRapat },
  { key: 'tanggalRapat', header: 'Tanggal Rapat', value: (row) => row.tanggalRapat },
  { key: 'pemimpinRapat', header: 'Pemimpin Rapat', value: (row) => row.pemimpinRapat },
  { key: 'notulensi', header: 'Notulensi / Ringkasan', value: (row) => row.notulensi },
  { key: 'hasilKeputusan', header: 'Hasil Keputusan', value: (row) => row.hasilKeputusan },
  { key: 'jumlahHadir', header: 'Jumlah Hadir', value: (row) => row.daftarHadir.length },
  { key: 'daftarHadir', header: 'Daftar Hadir', value: (row) => row.daftarHadir.join('; ') },
  { key: 'jumlahTugas', header: 'Jumlah Tugas', value: (row) => row.tugas.length },
  { key: 'tugasSelesai', header: 'Tugas Selesai', value: doneTasks },
  {
    key: 'tugas',
    header: 'Tugas & Tindak Lanjut',
    value: (row) =>
      row.tugas
        .map(
          (task) =>
            `${task.penanggungJawab}: ${task.tugas} (${task.selesai ? 'Selesai' : 'Belum Dikerjakan'})`,
        )
        .join('; '),
  },
  { key: 'jumlahLampiran', header: 'Jumlah Lampiran', value: (row) => row.lampiran.length },
  {
    key: 'lampiran',
    header: 'Lampiran',
    value: (row) => row.lampiran.map((file) => `${file.namaFile} <${file.link}>`).join('; '),
  },
];

/** The JSON download: the same meetings with their lists kept as lists. */
export const risalahJsonRows = (rows: readonly RisalahRow[]): unknown[] =>
  rows.map((row) => ({
    namaRapat: row.namaRapat,
    tanggalRapat: row.tanggalRapat,
    pemimpinRapat: row.pemimpinRapat,
    notulensi: row.notulensi,
    hasilKeputusan: row.hasilKeputusan,
    daftarHadir: row.daftarHadir,
    tugas: row.tugas,
    lampiran: row.lampiran,
  }));

export const risalahList = definePublicList({
  resource: 'risalah',
  firestoreCollection: 'risalahRapat',
  publishedOnly: true,
  row: risalahRowSchema,
  pageSize: RISALAH_PAGE_SIZE,
  // Against the embedded server's substring search, Firestore finds a word from its start
  // ("pleno" finds "Pleno"; "leno" does not).
  search: {
    fields: ['namaRapat'],
    maxLength: RISALAH_SEARCH_MAX,
    keysField: 'kataCari',
    maxKeys: RISALAH_SEARCH_KEYS_MAX,
  },
  sorts: { terbaru: [{ field: 'tanggalRapat', direction: 'desc' }] },
  export: {
    path: '/api/keterbukaan/risalah-rapat',
    fileName: 'risalah-rapat',
    columns: RISALAH_EXPORT_COLUMNS,
    jsonRows: risalahJsonRows,
  },
});

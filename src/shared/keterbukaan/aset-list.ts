import * as z from 'zod/mini';
import { imageRefSchema } from '../images/image-ref';
import type { ExportColumn } from '../open-data/table-export';
import { definePublicList } from '../public-lists/public-list';
import type { RecordMeta } from '../resources/record-meta';
import {
  ASET_KONDISI,
  ASET_LIMITS,
  ASET_PEMINJAMAN,
  ASET_TIPE_PEROLEHAN,
  type AsetInput,
} from './aset';

/**
 * The public list of /keterbukaan-informasi/inventaris (ORIGINAL.md §2.4 filtered in the browser,
 * and only what it had loaded): published assets only, searched by name, code and location,
 * filtered by condition, location and borrowability, A to Z, and one asset by its id for the page
 * its QR label opens. Declared once (src/shared/public-lists); both backends answer from it.
 *
 * "Muat Aset Lebih Banyak" grows the list by nine (`paging: 'grow'`): the query's `halaman` is how
 * many nines are shown. One live query, so the list the visitor sees is one consistent snapshot
 * (an asset added meanwhile cannot appear twice or push one out), the address (?halaman=3) reopens
 * the same list, and Firestore answers it with a plain limit, no cursors.
 */

export const ASET_PAGE_SIZE = 9;
export const ASET_SEARCH_MAX = 100;

/** Borrowability as the filter says it: "Boleh Dipinjam" or "Tidak Dipinjamkan". */
export const ASET_PINJAM_FILTERS = ['boleh', 'tidak'] as const;
export type AsetPinjamFilter = (typeof ASET_PINJAM_FILTERS)[number];
export const ASET_PINJAM_LABELS: Readonly<Record<AsetPinjamFilter, string>> = {
  boleh: 'Boleh Dipinjam',
  tidak: 'Tidak Dipinjamkan',
};

export type AsetRecord = AsetInput & RecordMeta;

// The row's shape, written here rather than taken from asetInputSchema: the public pages check
// what arrives without loading the form's messages and rules. Everything but `published` (a
// listed asset is published): the card, the download's columns and the detail page read it.
const text = z.string();
const asetRowSchema = z.object({
  id: text,
  namaAset: text,
  kodeAset: text,
  lokasiPenyimpanan: text,
  jumlahAset: z.number(),
  tanggalPerolehan: text,
  tipePerolehan: z.enum(ASET_TIPE_PEROLEHAN),
  statusKondisi: z.enum(ASET_KONDISI),
  sumberKeterangan: text,
  statusPeminjaman: z.enum(ASET_PEMINJAMAN),
  dapatDipinjamkan: z.boolean(),
  gambar: z.array(imageRefSchema),
  diperbarui: z.optional(text),
});

/** A published asset as the public sees it. */
export type AsetRow = z.infer<typeof asetRowSchema>;

/** The open-data download: the quantity as a plain number (table-export.ts quotes the text). */
export const ASET_EXPORT_COLUMNS: readonly ExportColumn<AsetRow>[] = [
  { key: 'id', header: 'ID Aset', value: (aset) => aset.id },
  { key: 'namaAset', header: 'Nama Aset', value: (aset) => aset.namaAset },
  { key: 'kodeAset', header: 'Kode Aset', value: (aset) => aset.kodeAset },
  {
    key: 'lokasiPenyimpanan',
    header: 'Lokasi Penyimpanan',
    value: (aset) => aset.lokasiPenyimpanan,
  },
  { key: 'jumlahAset', header: 'Jumlah (Unit)', value: (aset) => aset.jumlahAset },
  { key: 'statusKondisi', header: 'Kondisi', value: (aset) => aset.statusKondisi },
  {
    key: 'dapatDipinjamkan',
    header: 'Dapat Dipinjamkan',
    value: (aset) => (aset.dapatDipinjamkan ? 'Ya' : 'Tidak'),
  },
  { key: 'statusPeminjaman', header: 'Status Peminjaman', value: (aset) => aset.statusPeminjaman },
  { key: 'tanggalPerolehan', header: 'Tanggal Perolehan', value: (aset) => aset.tanggalPerolehan },
  { key: 'tipePerolehan', header: 'Tipe Perolehan', value: (aset) => aset.tipePerolehan },
  { key: 'sumberKeterangan', header: 'Sumber/Keterangan', value: (aset) => aset.sumberKeterangan },
  { key: 'diperbarui', header: 'Terakhir Diperbarui', value: (aset) => aset.diperbarui ?? null },
];

export const asetList = definePublicList({
  resource: 'aset',
  // The downloads' address and file name as they were before the list was declared.
  firestoreCollection: 'inventarisAset',
  publishedOnly: true,
  row: asetRowSchema,
  pageSize: ASET_PAGE_SIZE,
  paging: 'grow',
  // Against the embedded server's substring search, Firestore finds a word from its start
  // ("proyek" finds "Proyektor"; "jektor" does not).
  search: {
    fields: ['namaAset', 'kodeAset', 'lokasiPenyimpanan'],
    maxLength: ASET_SEARCH_MAX,
    keysField: 'kataAset',
    maxKeys: ASET_LIMITS.searchKeysMax,
  },
  filters: {
    kondisi: {
      field: 'statusKondisi',
      maxLength: 20,
      values: Object.fromEntries(ASET_KONDISI.map((kondisi) => [kondisi, kondisi])),
    },
    lokasi: { field: 'lokasiPenyimpanan', maxLength: ASET_LIMITS.lokasiMax },
    pinjam: { field: 'dapatDipinjamkan', maxLength: 5, values: { boleh: true, tidak: false } },
  },
  // The location filter offers every published asset's location.
  choices: ['lokasi'],
  sorts: { nama: [{ field: 'namaAset', direction: 'asc' }] },
  // The page its QR label opens: an id as either backend makes them (UUIDs, 20 characters).
  item: { field: 'id', row: asetRowSchema, maxLength: 64 },
  export: {
    path: '/api/keterbukaan/inventaris',
    fileName: 'inventaris-aset',
    columns: ASET_EXPORT_COLUMNS,
  },
});

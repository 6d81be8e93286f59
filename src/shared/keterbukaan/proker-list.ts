import * as z from 'zod/mini';
import type { ExportColumn } from '../open-data/table-export';
import { definePublicList, type ExportRow } from '../public-lists/public-list';
import { attendancePercent, PROKER_LIMITS, PROKER_STATUSES } from './proker-values';

/**
 * The public list of /keterbukaan-informasi/program-kerja (ORIGINAL.md §2.2): every programme,
 * searched by its name and short description, filtered by period, ministry and status and paged
 * where the records are, newest period first; the same query gives the open-data download.
 * Declared once (src/shared/public-lists); both backends answer from it.
 *
 * The ministry is a division of Struktur, kept by id: the page names it from Struktur, which it
 * loads anyway (proker-names.ts there), and the download from Struktur's records
 * (`export.names`), so a renamed ministry shows at once and no row carries a stale name.
 */

export const PROKER_PAGE_SIZE = 6;
export const PROKER_SEARCH_MAX = 100;
/** How a programme of a division no longer in Struktur is named (never dropped). */
export const UNKNOWN_MINISTRY = 'Kementerian tidak terdaftar';

// The row's shape, written here rather than taken from prokerInputSchema: the public page checks
// what arrives without loading the form's messages and rules.
const text = z.string();
const prokerRowSchema = z.object({
  id: text,
  namaProgram: text,
  kementerianId: text,
  periode: text,
  tanggalPelaksanaan: text,
  deskripsiSingkat: text,
  statusProker: z.enum(PROKER_STATUSES),
  targetPeserta: z.number(),
  jumlahPesertaRealisasi: z.number(),
  linkLpj: text,
  detailPelaksanaan: text,
  capaian: text,
  kendala: text,
  saranUmum: text,
  saranKhusus: text,
});

/** A programme as the public sees it (card, detail and download). */
export type ProkerRow = z.infer<typeof prokerRowSchema>;

/** Division names by id, in Struktur's order (the structure is the one source of names). */
export type MinistryNames = ReadonlyMap<string, string>;

export const ministryName = (names: MinistryNames, kementerianId: string): string =>
  names.get(kementerianId) ?? UNKNOWN_MINISTRY;

/** The ministries a filter offers, of these ids: in Struktur's order, removed divisions last. */
export function ministryChoices(
  ids: readonly string[],
  names: MinistryNames,
): { id: string; nama: string }[] {
  const used = new Set(ids);
  return [
    ...[...names].filter(([id]) => used.has(id)).map(([id, nama]) => ({ id, nama })),
    ...ids.filter((id) => !names.has(id)).map((id) => ({ id, nama: UNKNOWN_MINISTRY })),
  ];
}

/** The open-data download of a filtered list (table-export.ts): counts as plain numbers. */
export const PROKER_EXPORT_COLUMNS: readonly ExportColumn<ExportRow<ProkerRow>>[] = [
  { key: 'namaProgram', header: 'Nama Program', value: (row) => row.namaProgram },
  {
    key: 'kementerian',
    header: 'Kementerian Pelaksana',
    value: (row) => row.namaRujukan ?? UNKNOWN_MINISTRY,
  },
  { key: 'periode', header: 'Periode', value: (row) => row.periode },
  { key: 'statusProker', header: 'Status', value: (row) => row.statusProker },
  {
    key: 'tanggalPelaksanaan',
    header: 'Tanggal Pelaksanaan',
    value: (row) => row.tanggalPelaksanaan,
  },
  { key: 'deskripsiSingkat', header: 'Deskripsi Singkat', value: (row) => row.deskripsiSingkat },
  { key: 'targetPeserta', header: 'Target Peserta', value: (row) => row.targetPeserta },
  {
    key: 'jumlahPesertaRealisasi',
    header: 'Realisasi Peserta',
    value: (row) => row.jumlahPesertaRealisasi,
  },
  {
    key: 'persentaseKehadiran',
    header: 'Kehadiran (%)',
    value: (row) => attendancePercent(row),
  },
  { key: 'linkLpj', header: 'Tautan LPJ', value: (row) => row.linkLpj },
  { key: 'detailPelaksanaan', header: 'Detail Pelaksanaan', value: (row) => row.detailPelaksanaan },
  { key: 'capaian', header: 'Capaian & Keberhasilan', value: (row) => row.capaian },
  { key: 'kendala', header: 'Kendala Lapangan', value: (row) => row.kendala },
  { key: 'saranUmum', header: 'Saran Umum', value: (row) => row.saranUmum },
  { key: 'saranKhusus', header: 'Saran Khusus', value: (row) => row.saranKhusus },
];

export const prokerList = definePublicList({
  resource: 'proker',
  firestoreCollection: 'programKerja',
  publishedOnly: false,
  row: prokerRowSchema,
  pageSize: PROKER_PAGE_SIZE,
  // Against the embedded server's substring search, Firestore finds a word from its start
  // ("natal" finds "Natalis"; "talis" does not).
  search: {
    fields: ['namaProgram', 'deskripsiSingkat'],
    maxLength: PROKER_SEARCH_MAX,
    keysField: 'kataCari',
    maxKeys: PROKER_LIMITS.searchKeysMax,
  },
  // The address keeps its parameters (`kementerian`, `status`), so shared links still work. In
  // this order, Firestore's queries are those firestore.indexes.json has indexes for.
  filters: {
    kementerian: { field: 'kementerianId', maxLength: PROKER_LIMITS.idMax },
    status: { field: 'statusProker', maxLength: 20 },
    periode: { field: 'periode', maxLength: 9 },
  },
  // The statuses are fixed (PROKER_STATUSES): only the periods and ministries are the data's.
  choices: ['periode', 'kementerian'],
  // Newest period first, then the latest date (a programme still "TBA" last within its period).
  sorts: {
    terbaru: [
      { field: 'periode', direction: 'desc' },
      { field: 'tanggalPelaksanaan', direction: 'desc' },
    ],
  },
  export: {
    path: '/api/keterbukaan/program-kerja',
    fileName: 'program-kerja',
    columns: PROKER_EXPORT_COLUMNS,
    names: {
      field: 'kementerianId',
      resource: 'struktur-divisi',
      firestoreCollection: 'strukturDivisi',
      nameField: 'nama',
    },
  },
});

import * as z from 'zod/mini';
import type { ExportColumn } from '../open-data/table-export';
import { pageOf, type ListPage } from '../open-data/paging';
import { matchesWords, searchFold, searchWords } from '../open-data/text-search';
import type { RecordMeta } from '../resources/record-meta';
import {
  absorptionPercent,
  ANGGARAN_LIMITS,
  ANGGARAN_STATUSES,
  realisedAmount,
  type AnggaranInput,
  type AnggaranStatus,
  type Realisasi,
} from './anggaran';

/**
 * The public list of /keterbukaan-informasi/anggaran: filtered and paged where the records are
 * (never in the visitor's browser, ORIGINAL.md §2.1), and the same filter gives the open-data
 * download (every matching row). Pure, so both backends answer alike.
 */

export const ANGGARAN_PAGE_SIZE = 10;
export const ANGGARAN_SEARCH_MAX = 100;
export const ANGGARAN_MAX_PAGE = 1_000;
/** How a programme of an organisation no longer in the directory is named (never dropped). */
export const UNKNOWN_ORGANISATION = 'Organisasi tidak terdaftar';

const QUERY_MESSAGES = {
  q: 'Kata kunci terlalu panjang.',
  tahun: 'Tahun tidak valid.',
  organisasiId: 'Organisasi tidak valid.',
  status: 'Status tidak dikenal.',
  halaman: 'Halaman tidak valid.',
} as const;

/** The filters; an empty one (or tahun 0) means "Semua". */
export const anggaranFilterSchema = z.object({
  q: z
    .string({ error: QUERY_MESSAGES.q })
    .check(z.maxLength(ANGGARAN_SEARCH_MAX, { error: QUERY_MESSAGES.q })),
  tahun: z.number({ error: QUERY_MESSAGES.tahun }).check(
    z.int({ error: QUERY_MESSAGES.tahun }),
    z.refine(
      (year) => year === 0 || (year >= ANGGARAN_LIMITS.yearMin && year <= ANGGARAN_LIMITS.yearMax),
      { error: QUERY_MESSAGES.tahun },
    ),
  ),
  organisasiId: z
    .string({ error: QUERY_MESSAGES.organisasiId })
    .check(z.maxLength(ANGGARAN_LIMITS.idMax, { error: QUERY_MESSAGES.organisasiId })),
  status: z.enum(['', ...ANGGARAN_STATUSES], { error: QUERY_MESSAGES.status }),
});
export type AnggaranFilter = z.infer<typeof anggaranFilterSchema>;

export const anggaranPageQuerySchema = z.extend(anggaranFilterSchema, {
  halaman: z
    .number({ error: QUERY_MESSAGES.halaman })
    .check(
      z.int({ error: QUERY_MESSAGES.halaman }),
      z.minimum(1, { error: QUERY_MESSAGES.halaman }),
      z.maximum(ANGGARAN_MAX_PAGE, { error: QUERY_MESSAGES.halaman }),
    ),
});
export type AnggaranPageQuery = z.infer<typeof anggaranPageQuerySchema>;

export const FIRST_ANGGARAN_PAGE: AnggaranPageQuery = {
  q: '',
  tahun: 0,
  organisasiId: '',
  status: '',
  halaman: 1,
};

export type AnggaranRecord = AnggaranInput & RecordMeta;

/** A row of the list: what the page shows and the download holds. */
export interface AnggaranRow {
  id: string;
  namaProgram: string;
  organisasi: string;
  tahun: number;
  status: AnggaranStatus;
  tanggalKegiatan: string;
  totalDiajukan: number;
  totalDisetujui: number;
  totalRealisasi: number;
  sisaDana: number;
  serapanPersen: number;
  linkSpj: string;
}

/** Organisation names by directory id (the directory is the one source of names). */
export type OrganisationNames = ReadonlyMap<string, string>;

export function anggaranRow(record: AnggaranRecord, names: OrganisationNames): AnggaranRow {
  const realised = realisedAmount(record);
  return {
    id: record.id,
    namaProgram: record.namaProgram,
    organisasi: names.get(record.organisasiId) ?? UNKNOWN_ORGANISATION,
    tahun: record.tahun,
    status: record.status,
    tanggalKegiatan: record.tanggalKegiatan,
    totalDiajukan: record.totalDiajukan,
    totalDisetujui: record.totalDisetujui,
    totalRealisasi: realised,
    sisaDana: record.totalDisetujui - realised,
    serapanPersen: absorptionPercent(record.totalDisetujui, realised),
    linkSpj: record.linkSpj,
  };
}

/**
 * A programme's place in the list: newest year first, then by name (ORIGINAL.md §2.1's order),
 * then by id for a stable page. The name is compared folded (searchFold: case and accents aside),
 * then as written, each by code unit: Firestore orders strings the same way, so the Firebase
 * adapter orders by the same key (`namaUrut`, derived at every save) and pages alike.
 */
export interface ProgrammeOrderKey {
  tahun: number;
  namaUrut: string;
  namaProgram: string;
  id: string;
}

export const programmeOrderKey = (
  record: Pick<AnggaranRecord, 'tahun' | 'namaProgram' | 'id'>,
): ProgrammeOrderKey => ({
  tahun: record.tahun,
  namaUrut: searchFold(record.namaProgram),
  namaProgram: record.namaProgram,
  id: record.id,
});

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export const compareProgrammeKeys = (a: ProgrammeOrderKey, b: ProgrammeOrderKey): number =>
  b.tahun - a.tahun ||
  byCodeUnit(a.namaUrut, b.namaUrut) ||
  byCodeUnit(a.namaProgram, b.namaProgram) ||
  byCodeUnit(a.id, b.id);

/**
 * Each record's key, kept while the record lives: the embedded server's store hands out the same
 * frozen records until a write (resource-store.ts), so a read of 2,000 programmes folds no name
 * twice. Records are never changed in place (a save makes a new one).
 */
const orderKeys = new WeakMap<object, ProgrammeOrderKey>();

function orderKeyOf(
  record: Pick<AnggaranRecord, 'tahun' | 'namaProgram' | 'id'>,
): ProgrammeOrderKey {
  let key = orderKeys.get(record);
  if (!key) orderKeys.set(record, (key = programmeOrderKey(record)));
  return key;
}

/** Records in the list's order (each name folded once, not at every comparison). */
export function sortProgrammes<T extends Pick<AnggaranRecord, 'tahun' | 'namaProgram' | 'id'>>(
  records: readonly T[],
): T[] {
  return records
    .map((record) => ({ record, key: orderKeyOf(record) }))
    .sort((a, b) => compareProgrammeKeys(a.key, b.key))
    .map(({ record }) => record);
}

/** Whether a programme passes the filter. */
export function matchesAnggaranFilter(
  record: AnggaranRecord,
  filter: AnggaranFilter,
  words: readonly string[] = searchWords(filter.q),
): boolean {
  return (
    (filter.tahun === 0 || record.tahun === filter.tahun) &&
    (filter.organisasiId === '' || record.organisasiId === filter.organisasiId) &&
    (filter.status === '' || record.status === filter.status) &&
    matchesWords(words, record.namaProgram)
  );
}

/** Every programme the filter asks for, in the list's order. */
export function matchingAnggaran(
  records: readonly AnggaranRecord[],
  filter: AnggaranFilter,
): AnggaranRecord[] {
  const words = searchWords(filter.q);
  return sortProgrammes(records.filter((record) => matchesAnggaranFilter(record, filter, words)));
}

/** A row of the public page: the list's row and what its detail view shows (the expense rows). */
export interface AnggaranPageItem extends AnggaranRow {
  organisasiId: string;
  realisasi: Realisasi;
}

export type AnggaranPage = ListPage<AnggaranPageItem>;

export const anggaranPageItem = (
  record: AnggaranRecord,
  names: OrganisationNames,
): AnggaranPageItem => ({
  ...anggaranRow(record, names),
  organisasiId: record.organisasiId,
  realisasi: record.realisasi,
});

export function anggaranPage(
  records: readonly AnggaranRecord[],
  query: AnggaranPageQuery,
  names: OrganisationNames,
): AnggaranPage {
  return pageOf(matchingAnggaran(records, query), query.halaman, ANGGARAN_PAGE_SIZE, (record) =>
    anggaranPageItem(record, names),
  );
}

/** Every row the filter asks for, as the open-data download holds them (not only one page). */
export const anggaranExportRows = (
  records: readonly AnggaranRecord[],
  filter: AnggaranFilter,
  names: OrganisationNames,
): AnggaranRow[] => matchingAnggaran(records, filter).map((record) => anggaranRow(record, names));

/** The years that have programmes, newest first: the year filter's choices. */
export const anggaranYears = (records: readonly Pick<AnggaranInput, 'tahun'>[]): number[] =>
  [...new Set(records.map((record) => record.tahun))].sort((a, b) => b - a);

/** The open-data download of a filtered list: amounts as plain numbers (table-export.ts). */
export const ANGGARAN_EXPORT_COLUMNS: readonly ExportColumn<AnggaranRow>[] = [
  { key: 'namaProgram', header: 'Nama Program', value: (row) => row.namaProgram },
  { key: 'organisasi', header: 'Organisasi', value: (row) => row.organisasi },
  { key: 'tahun', header: 'Tahun', value: (row) => row.tahun },
  { key: 'status', header: 'Status', value: (row) => row.status },
  { key: 'tanggalKegiatan', header: 'Tanggal Kegiatan', value: (row) => row.tanggalKegiatan },
  { key: 'totalDiajukan', header: 'Total Diajukan (Rp)', value: (row) => row.totalDiajukan },
  { key: 'totalDisetujui', header: 'Total Disetujui (Rp)', value: (row) => row.totalDisetujui },
  { key: 'totalRealisasi', header: 'Total Realisasi (Rp)', value: (row) => row.totalRealisasi },
  { key: 'sisaDana', header: 'Sisa Dana (Rp)', value: (row) => row.sisaDana },
  {
    key: 'serapanPersen',
    header: 'Serapan (%)',
    value: (row) => Math.round(row.serapanPersen * 10) / 10,
  },
  { key: 'linkSpj', header: 'Tautan SPJ', value: (row) => row.linkSpj },
];

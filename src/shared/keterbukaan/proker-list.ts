import * as z from 'zod/mini';
import type { ExportColumn } from '../open-data/table-export';
import { pageOf, type ListPage } from '../open-data/paging';
import { matchesWords, searchWords } from '../open-data/text-search';
import type { RecordMeta } from '../resources/record-meta';
import { attendancePercent, type ProkerInput } from './proker';
import { PROKER_MAX_PAGE, PROKER_SEARCH_MAX } from './proker-address';
import { isProkerPeriod, PROKER_LIMITS, PROKER_STATUSES } from './proker-values';

/**
 * The public list of /keterbukaan-informasi/program-kerja: filtered and paged where the records
 * are (never in the visitor's browser, ORIGINAL.md §2.2), and the same filter gives the open-data
 * download (every matching row). Pure, so both backends answer alike.
 */

export const PROKER_PAGE_SIZE = 6;
// The address's part, free of schemas (the public page loads it): proker-address.ts.
export {
  PROKER_MAX_PAGE,
  PROKER_SEARCH_MAX,
  prokerQueryFromSearch,
  prokerSearchFromQuery,
} from './proker-address';
/** How a programme of a division no longer in Struktur is named (never dropped). */
export const UNKNOWN_MINISTRY = 'Kementerian tidak terdaftar';

const QUERY_MESSAGES = {
  q: 'Kata kunci terlalu panjang.',
  periode: 'Periode tidak valid.',
  kementerianId: 'Kementerian tidak valid.',
  status: 'Status tidak dikenal.',
  halaman: 'Halaman tidak valid.',
} as const;

/** The filters; an empty one means "Semua". */
export const prokerFilterSchema = z.object({
  q: z
    .string({ error: QUERY_MESSAGES.q })
    .check(z.maxLength(PROKER_SEARCH_MAX, { error: QUERY_MESSAGES.q })),
  periode: z
    .string({ error: QUERY_MESSAGES.periode })
    .check(
      z.refine((text) => text === '' || isProkerPeriod(text), { error: QUERY_MESSAGES.periode }),
    ),
  kementerianId: z
    .string({ error: QUERY_MESSAGES.kementerianId })
    .check(z.maxLength(PROKER_LIMITS.idMax, { error: QUERY_MESSAGES.kementerianId })),
  status: z.enum(['', ...PROKER_STATUSES], { error: QUERY_MESSAGES.status }),
});
export type ProkerFilter = z.infer<typeof prokerFilterSchema>;

export const prokerPageQuerySchema = z.extend(prokerFilterSchema, {
  halaman: z
    .number({ error: QUERY_MESSAGES.halaman })
    .check(
      z.int({ error: QUERY_MESSAGES.halaman }),
      z.minimum(1, { error: QUERY_MESSAGES.halaman }),
      z.maximum(PROKER_MAX_PAGE, { error: QUERY_MESSAGES.halaman }),
    ),
});
export type ProkerPageQuery = z.infer<typeof prokerPageQuerySchema>;

export const FIRST_PROKER_PAGE: ProkerPageQuery = {
  q: '',
  periode: '',
  kementerianId: '',
  status: '',
  halaman: 1,
};

export type ProkerRecord = ProkerInput & RecordMeta;

/** A programme as the page shows it (card and detail) and the download holds it. */
export type ProkerRow = Omit<ProkerRecord, 'position'> & {
  /** The ministry's name from Struktur, or UNKNOWN_MINISTRY. */
  kementerian: string;
  /** Realised against planned participants, in percent; null without a target. */
  persentaseKehadiran: number | null;
};

/** Division names by id, in Struktur's order (the structure is the one source of names). */
export type MinistryNames = ReadonlyMap<string, string>;

export function prokerRow(record: ProkerRecord, names: MinistryNames): ProkerRow {
  const { position: _position, ...fields } = record;
  return {
    ...fields,
    kementerian: names.get(record.kementerianId) ?? UNKNOWN_MINISTRY,
    persentaseKehadiran: attendancePercent(record),
  };
}

// Plain code-unit comparisons (not localeCompare): Firestore orders strings the same way, so a
// page cursor there lands exactly where this order puts it.
const byTextDesc = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/**
 * Newest period first, then the latest date (a programme still "TBA" last within its period),
 * then by id, so every page is stable.
 */
export function compareProker(
  a: Pick<ProkerRecord, 'periode' | 'tanggalPelaksanaan' | 'id'>,
  b: Pick<ProkerRecord, 'periode' | 'tanggalPelaksanaan' | 'id'>,
): number {
  return (
    byTextDesc(a.periode, b.periode) ||
    byTextDesc(a.tanggalPelaksanaan, b.tanggalPelaksanaan) ||
    byTextDesc(a.id, b.id)
  );
}

/** Whether a programme passes the filter (search: every word in its name or short description). */
export function prokerMatches(
  record: Pick<
    ProkerInput,
    'namaProgram' | 'deskripsiSingkat' | 'periode' | 'kementerianId' | 'statusProker'
  >,
  filter: ProkerFilter,
  words: readonly string[] = searchWords(filter.q),
): boolean {
  return (
    (filter.periode === '' || record.periode === filter.periode) &&
    (filter.kementerianId === '' || record.kementerianId === filter.kementerianId) &&
    (filter.status === '' || record.statusProker === filter.status) &&
    matchesWords(words, record.namaProgram, record.deskripsiSingkat)
  );
}

/** Every programme the filter asks for, in the list's order. */
export function matchingProker(
  records: readonly ProkerRecord[],
  filter: ProkerFilter,
): ProkerRecord[] {
  const words = searchWords(filter.q);
  return records.filter((record) => prokerMatches(record, filter, words)).sort(compareProker);
}

export type ProkerPage = ListPage<ProkerRow>;

export function prokerPage(
  records: readonly ProkerRecord[],
  query: ProkerPageQuery,
  names: MinistryNames,
): ProkerPage {
  return pageOf(matchingProker(records, query), query.halaman, PROKER_PAGE_SIZE, (record) =>
    prokerRow(record, names),
  );
}

/** The filter's choices, taken from the programmes themselves. */
export interface ProkerChoices {
  /** Periods that have programmes, newest first. */
  periode: string[];
  /** Ministries that have programmes, in Struktur's order; removed divisions last. */
  kementerian: { id: string; nama: string }[];
}

/**
 * The values the choices are made of: the periods and ministry ids that have programmes. Firestore
 * keeps them in a summary document that every write recomputes (it cannot list distinct values).
 */
export interface ProkerChoiceValues {
  periode: string[];
  kementerianId: string[];
}

export function prokerChoiceValues(
  records: readonly Pick<ProkerInput, 'periode' | 'kementerianId'>[],
): ProkerChoiceValues {
  return {
    periode: [...new Set(records.map((record) => record.periode))].sort(byTextDesc),
    kementerianId: [...new Set(records.map((record) => record.kementerianId))].sort(),
  };
}

/** The choices of those values, the ministries named and ordered by Struktur. */
export function prokerChoicesFrom(values: ProkerChoiceValues, names: MinistryNames): ProkerChoices {
  const used = new Set(values.kementerianId);
  const known = [...names.keys()].filter((id) => used.has(id));
  const unknown = values.kementerianId.filter((id) => !names.has(id));
  return {
    periode: [...values.periode].sort(byTextDesc),
    kementerian: [
      ...known.map((id) => ({ id, nama: names.get(id) ?? UNKNOWN_MINISTRY })),
      ...unknown.map((id) => ({ id, nama: UNKNOWN_MINISTRY })),
    ],
  };
}

export const prokerChoices = (
  records: readonly Pick<ProkerInput, 'periode' | 'kementerianId'>[],
  names: MinistryNames,
): ProkerChoices => prokerChoicesFrom(prokerChoiceValues(records), names);

/** The open-data download of a filtered list (table-export.ts): counts as plain numbers. */
export const PROKER_EXPORT_COLUMNS: readonly ExportColumn<ProkerRow>[] = [
  { key: 'namaProgram', header: 'Nama Program', value: (row) => row.namaProgram },
  { key: 'kementerian', header: 'Kementerian Pelaksana', value: (row) => row.kementerian },
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
    value: (row) => row.persentaseKehadiran,
  },
  { key: 'linkLpj', header: 'Tautan LPJ', value: (row) => row.linkLpj },
  { key: 'detailPelaksanaan', header: 'Detail Pelaksanaan', value: (row) => row.detailPelaksanaan },
  { key: 'capaian', header: 'Capaian & Keberhasilan', value: (row) => row.capaian },
  { key: 'kendala', header: 'Kendala Lapangan', value: (row) => row.kendala },
  { key: 'saranUmum', header: 'Saran Umum', value: (row) => row.saranUmum },
  { key: 'saranKhusus', header: 'Saran Khusus', value: (row) => row.saranKhusus },
];

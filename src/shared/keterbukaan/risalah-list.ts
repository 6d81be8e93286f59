import * as z from 'zod/mini';
import type { SearchParamsLike } from '../open-data/address-query';
import type { ExportColumn } from '../open-data/table-export';
import { pageOf, type ListPage } from '../open-data/paging';
import { matchesWords, searchWords } from '../open-data/text-search';
import type { RecordMeta } from '../resources/record-meta';
import type { RisalahInput } from './risalah';

/**
 * The public list of /keterbukaan-informasi/risalah-rapat: final minutes only, searched and paged
 * where the records are, and the same search gives the open-data download. Pure, so both backends
 * answer alike.
 */

export const RISALAH_PAGE_SIZE = 10;
export const RISALAH_SEARCH_MAX = 100;
export const RISALAH_MAX_PAGE = 1_000;

export const risalahFilterSchema = z.object({
  q: z
    .string({ error: 'Kata kunci terlalu panjang.' })
    .check(z.maxLength(RISALAH_SEARCH_MAX, { error: 'Kata kunci terlalu panjang.' })),
});
export type RisalahFilter = z.infer<typeof risalahFilterSchema>;

export const risalahPageQuerySchema = z.extend(risalahFilterSchema, {
  halaman: z
    .number({ error: 'Halaman tidak valid.' })
    .check(
      z.int({ error: 'Halaman tidak valid.' }),
      z.minimum(1, { error: 'Halaman tidak valid.' }),
      z.maximum(RISALAH_MAX_PAGE, { error: 'Halaman tidak valid.' }),
    ),
});
export type RisalahPageQuery = z.infer<typeof risalahPageQuerySchema>;

export const FIRST_RISALAH_PAGE: RisalahPageQuery = { q: '', halaman: 1 };

export type RisalahRecord = RisalahInput & RecordMeta;

/** A final minute as the public sees it (the flag that made it public is not repeated). */
export type RisalahRow = Omit<RisalahRecord, 'position' | 'published'>;

export function risalahRow(record: RisalahRecord): RisalahRow {
  const { position: _position, published: _published, ...row } = record;
  return row;
}

const byTextDesc = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/** Latest meeting first, then by id (Firestore's order too, so a page cursor is exact). */
export const compareRisalah = (
  a: Pick<RisalahRecord, 'tanggalRapat' | 'id'>,
  b: Pick<RisalahRecord, 'tanggalRapat' | 'id'>,
): number => byTextDesc(a.tanggalRapat, b.tanggalRapat) || byTextDesc(a.id, b.id);

/** Public at all: only a final minute. */
export const isFinalRisalah = (record: Pick<RisalahInput, 'published'>): boolean =>
  record.published === true;

/** Whether a minute is public and its name holds every word of the search. */
export function risalahMatches(
  record: Pick<RisalahInput, 'namaRapat' | 'published'>,
  filter: RisalahFilter,
  words: readonly string[] = searchWords(filter.q),
): boolean {
  return isFinalRisalah(record) && matchesWords(words, record.namaRapat);
}

/** Every final minute the search asks for, in the list's order. */
export function matchingRisalah(
  records: readonly RisalahRecord[],
  filter: RisalahFilter,
): RisalahRecord[] {
  const words = searchWords(filter.q);
  return records.filter((record) => risalahMatches(record, filter, words)).sort(compareRisalah);
}

export type RisalahPage = ListPage<RisalahRow>;

export const risalahPage = (
  records: readonly RisalahRecord[],
  query: RisalahPageQuery,
): RisalahPage =>
  pageOf(matchingRisalah(records, query), query.halaman, RISALAH_PAGE_SIZE, risalahRow);

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

/** The page's query in the address (?q=…&halaman=…); anything malformed reads as the default. */
export function risalahQueryFromSearch(search: SearchParamsLike): RisalahPageQuery {
  const halaman = Number(search.get('halaman') ?? '1');
  return {
    q: (search.get('q') ?? '').slice(0, RISALAH_SEARCH_MAX),
    halaman: Number.isInteger(halaman) && halaman >= 1 && halaman <= RISALAH_MAX_PAGE ? halaman : 1,
  };
}

export function risalahSearchFromQuery(query: RisalahPageQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.q.trim()) search.set('q', query.q);
  if (query.halaman > 1) search.set('halaman', String(query.halaman));
  return search;
}

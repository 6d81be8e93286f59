import * as z from 'zod/mini';
import type { ImageRef } from '../images/image-ref';
import type { ListPage } from '../open-data/paging';
import { matchesWords, searchWords } from '../open-data/text-search';
import type { RecordMeta } from '../resources/record-meta';
import {
  ASET_KONDISI,
  ASET_LIMITS,
  tahunPerolehan,
  type AsetInput,
  type AsetKondisi,
  type AsetPeminjaman,
  type AsetTipePerolehan,
} from './aset';

/**
 * What the public reads of the inventory (/keterbukaan-informasi/inventaris): the published
 * assets a filter asks for, computed where the records are (ORIGINAL.md §2.4 filtered in the
 * browser, and only what it had loaded), and one published asset by its id. Pure, so the embedded
 * server and the Firebase adapter answer alike.
 *
 * "Muat Aset Lebih Banyak" grows the list by a page of nine: the query's `halaman` is how many
 * pages are shown, and the answer holds the first `halaman × 9` cards with the total. One live
 * query, so the list the visitor sees is one consistent snapshot (an asset added meanwhile cannot
 * appear twice or push one out between two pages), the address (?halaman=3) reopens the same list,
 * and Firestore answers it with a plain `limit`, no cursors. The cost: loading more re-sends the
 * cards already shown (nine small cards each, thumbnails by address).
 */

export const ASET_PAGE_SIZE = 9;
export const ASET_SEARCH_MAX = 100;
/** Enough pages for the whole collection. */
export const ASET_MAX_HALAMAN = Math.ceil(ASET_LIMITS.maxRecords / ASET_PAGE_SIZE);

/** Borrowability as the filter says it: "Boleh Dipinjam" or "Tidak Dipinjamkan". */
export const ASET_PINJAM_FILTERS = ['boleh', 'tidak'] as const;
export type AsetPinjamFilter = (typeof ASET_PINJAM_FILTERS)[number];
export const ASET_PINJAM_LABELS: Readonly<Record<AsetPinjamFilter, string>> = {
  boleh: 'Boleh Dipinjam',
  tidak: 'Tidak Dipinjamkan',
};

const QUERY_MESSAGES = {
  q: 'Kata kunci terlalu panjang.',
  kondisi: 'Kondisi tidak dikenal.',
  lokasi: 'Lokasi tidak valid.',
  pinjam: 'Ketersediaan tidak dikenal.',
  halaman: 'Halaman tidak valid.',
} as const;

/** The filters; an empty one means "Semua". */
export const asetFilterSchema = z.object({
  q: z
    .string({ error: QUERY_MESSAGES.q })
    .check(z.maxLength(ASET_SEARCH_MAX, { error: QUERY_MESSAGES.q })),
  kondisi: z.enum(['', ...ASET_KONDISI], { error: QUERY_MESSAGES.kondisi }),
  lokasi: z
    .string({ error: QUERY_MESSAGES.lokasi })
    .check(z.maxLength(ASET_LIMITS.lokasiMax, { error: QUERY_MESSAGES.lokasi })),
  pinjam: z.enum(['', ...ASET_PINJAM_FILTERS], { error: QUERY_MESSAGES.pinjam }),
});
export type AsetFilter = z.infer<typeof asetFilterSchema>;

export const asetPageQuerySchema = z.extend(asetFilterSchema, {
  /** How many pages of nine are shown (1: the first nine). */
  halaman: z
    .number({ error: QUERY_MESSAGES.halaman })
    .check(
      z.int({ error: QUERY_MESSAGES.halaman }),
      z.minimum(1, { error: QUERY_MESSAGES.halaman }),
      z.maximum(ASET_MAX_HALAMAN, { error: QUERY_MESSAGES.halaman }),
    ),
});
export type AsetPageQuery = z.infer<typeof asetPageQuerySchema>;

export const NO_ASET_FILTER: AsetFilter = { q: '', kondisi: '', lokasi: '', pinjam: '' };
export const FIRST_ASET_PAGE: AsetPageQuery = { ...NO_ASET_FILTER, halaman: 1 };

export type AsetRecord = AsetInput & RecordMeta;

/** A card of the list: the first picture's thumbnail only, never the gallery or the notes. */
export interface AsetCard {
  id: string;
  namaAset: string;
  kodeAset: string;
  lokasiPenyimpanan: string;
  jumlahAset: number;
  /** The acquisition year, or '' when the date is unknown. */
  tahunPerolehan: string;
  tipePerolehan: AsetTipePerolehan;
  statusKondisi: AsetKondisi;
  statusPeminjaman: AsetPeminjaman;
  dapatDipinjamkan: boolean;
  gambar: Pick<ImageRef, 'thumbUrl' | 'alt' | 'width' | 'height'> | null;
}

/** "Muat Aset Lebih Banyak": the first `halaman × perHalaman` cards, with the total. */
export type AsetPage = ListPage<AsetCard>;

export const isPublicAset = (aset: Pick<AsetInput, 'published'>): boolean =>
  aset.published === true;

export function asetCard(aset: AsetRecord): AsetCard {
  const first = aset.gambar[0];
  return {
    id: aset.id,
    namaAset: aset.namaAset,
    kodeAset: aset.kodeAset,
    lokasiPenyimpanan: aset.lokasiPenyimpanan,
    jumlahAset: aset.jumlahAset,
    tahunPerolehan: tahunPerolehan(aset),
    tipePerolehan: aset.tipePerolehan,
    statusKondisi: aset.statusKondisi,
    statusPeminjaman: aset.statusPeminjaman,
    dapatDipinjamkan: aset.dapatDipinjamkan,
    gambar: first
      ? { thumbUrl: first.thumbUrl, alt: first.alt, width: first.width, height: first.height }
      : null,
  };
}

// Code-unit order, as Firestore orders strings: both backends list equal pages.
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** By name (A to Z), then by id so equal names keep one order. */
export const compareAset = (a: AsetRecord, b: AsetRecord): number =>
  byText(a.namaAset, b.namaAset) || byText(a.id, b.id);

/** Whether an asset passes the filter's choices (not the search, not `published`). */
export const passesAsetChoices = (aset: AsetInput, filter: AsetFilter): boolean =>
  (filter.kondisi === '' || aset.statusKondisi === filter.kondisi) &&
  (filter.lokasi === '' || aset.lokasiPenyimpanan === filter.lokasi) &&
  (filter.pinjam === '' || aset.dapatDipinjamkan === (filter.pinjam === 'boleh'));

/** Whether every searched word is in the asset's name, code or location. */
export const matchesAsetSearch = (words: readonly string[], aset: AsetInput): boolean =>
  matchesWords(words, aset.namaAset, aset.kodeAset, aset.lokasiPenyimpanan);

/** Every published asset the filter asks for, in the list's order. */
export function matchingAset(records: readonly AsetRecord[], filter: AsetFilter): AsetRecord[] {
  const words = searchWords(filter.q);
  return records
    .filter(
      (aset) =>
        isPublicAset(aset) && passesAsetChoices(aset, filter) && matchesAsetSearch(words, aset),
    )
    .sort(compareAset);
}

/** The cards shown for a query: its first `halaman` pages, and how many match. */
export function shownAsetPage(
  matching: readonly AsetRecord[],
  halaman: number,
  total: number = matching.length,
): AsetPage {
  return {
    items: matching.slice(0, halaman * ASET_PAGE_SIZE).map(asetCard),
    total,
    halaman,
    perHalaman: ASET_PAGE_SIZE,
  };
}

export const asetPage = (records: readonly AsetRecord[], query: AsetPageQuery): AsetPage =>
  shownAsetPage(matchingAset(records, query), query.halaman);

/** The location filter's choices: every published asset's location, once, A to Z. */
export function asetLokasiChoices(records: readonly AsetInput[]): string[] {
  const locations = new Set(
    records
      .filter((aset) => isPublicAset(aset) && aset.lokasiPenyimpanan !== '')
      .map((aset) => aset.lokasiPenyimpanan),
  );
  return [...locations].sort((a, b) => a.localeCompare(b, 'id'));
}

/** The published asset with this id, or null: a private asset is as absent as an unknown id. */
export function publicAsetById(records: readonly AsetRecord[], id: string): AsetRecord | null {
  return records.find((aset) => aset.id === id && isPublicAset(aset)) ?? null;
}

/** An id as either backend makes them (the server's UUIDs, Firestore's 20 characters). */
export const isAsetId = (text: string): boolean => /^[A-Za-z0-9_-]{1,64}$/.test(text);

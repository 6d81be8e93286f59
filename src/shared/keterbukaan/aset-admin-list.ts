import { matchesWords, searchWords } from '../open-data/text-search';
import { compareRows, sortKeys } from '../public-lists/list-rows';
import { ASET_PEMINJAMAN, type AsetKondisi, type AsetPeminjaman } from './aset';
import { asetList, type AsetRecord } from './aset-list';

/**
 * Kelola Aset's list (ORIGINAL.md §2.6): every asset, private ones too, filtered by search (name,
 * code, location), condition, lending status and visibility, ten a page. The admins' live list
 * holds the whole collection (at most ASET_LIMITS.maxRecords), so this runs in their browser.
 */
export const ASET_ADMIN_PAGE_SIZE = 10;

export type AsetPublikFilter = '' | 'publik' | 'privat';

export interface AsetAdminFilter {
  q: string;
  kondisi: '' | AsetKondisi;
  peminjaman: '' | AsetPeminjaman;
  publik: AsetPublikFilter;
}

export const NO_ASET_ADMIN_FILTER: AsetAdminFilter = {
  q: '',
  kondisi: '',
  peminjaman: '',
  publik: '',
};

export function matchingAdminAset(
  records: readonly AsetRecord[],
  filter: AsetAdminFilter,
): AsetRecord[] {
  const words = searchWords(filter.q);
  return records
    .filter(
      (aset) =>
        (filter.kondisi === '' || aset.statusKondisi === filter.kondisi) &&
        (filter.peminjaman === '' || aset.statusPeminjaman === filter.peminjaman) &&
        (filter.publik === '' || aset.published === (filter.publik === 'publik')) &&
        matchesWords(words, aset.namaAset, aset.kodeAset, aset.lokasiPenyimpanan),
    )
    .sort(compareRows(sortKeys(asetList, undefined)));
}

/** The lending status after a quick toggle: Tersedia ↔ Dipinjam. */
export const nextPeminjaman = (status: AsetPeminjaman): AsetPeminjaman =>
  status === ASET_PEMINJAMAN[0] ? ASET_PEMINJAMAN[1] : ASET_PEMINJAMAN[0];

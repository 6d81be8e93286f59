import { withoutTrailingSlash } from '../site-info';
import { ASET_KONDISI, ASET_LIMITS } from './aset';
import {
  ASET_MAX_HALAMAN,
  ASET_PINJAM_FILTERS,
  ASET_SEARCH_MAX,
  type AsetFilter,
  type AsetPageQuery,
} from './aset-list';

/**
 * The inventory's query in the address (?q=…&kondisi=…&lokasi=…&pinjam=boleh&halaman=2), like
 * /berita: the page reads and writes it, and the open-data routes parse the same search, so
 * "Unduh CSV" downloads exactly what the page filters. Anything malformed reads as the default.
 */

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | '' =>
  value !== null && (choices as readonly string[]).includes(value) ? (value as T) : '';

export function asetFilterFromSearch(search: URLSearchParams): AsetFilter {
  return {
    q: (search.get('q') ?? '').slice(0, ASET_SEARCH_MAX),
    kondisi: oneOf(ASET_KONDISI, search.get('kondisi')),
    lokasi: (search.get('lokasi') ?? '').slice(0, ASET_LIMITS.lokasiMax),
    pinjam: oneOf(ASET_PINJAM_FILTERS, search.get('pinjam')),
  };
}

export function asetQueryFromSearch(search: URLSearchParams): AsetPageQuery {
  const halaman = Number(search.get('halaman') ?? '1');
  return {
    ...asetFilterFromSearch(search),
    halaman: Number.isInteger(halaman) && halaman >= 1 && halaman <= ASET_MAX_HALAMAN ? halaman : 1,
  };
}

/** The address's search for a query: only what differs from the default. */
export function asetSearchFromQuery(query: AsetFilter & { halaman?: number }): URLSearchParams {
  const search = new URLSearchParams();
  if (query.q.trim()) search.set('q', query.q);
  if (query.kondisi) search.set('kondisi', query.kondisi);
  if (query.lokasi) search.set('lokasi', query.lokasi);
  if (query.pinjam) search.set('pinjam', query.pinjam);
  if (query.halaman !== undefined && query.halaman > 1)
    search.set('halaman', String(query.halaman));
  return search;
}

/** The public list of the inventory. */
export const ASET_LIST_PATH = '/keterbukaan-informasi/inventaris';

/** The public page of one asset: what its QR label opens. */
export const asetPublicPath = (id: string): string => `${ASET_LIST_PATH}/${encodeURIComponent(id)}`;

/** The address a QR label encodes: the site's configured public address, then the page. */
export const asetPublicUrl = (siteUrl: string, id: string): string =>
  `${withoutTrailingSlash(siteUrl)}${asetPublicPath(id)}`;

import type { SearchParamsLike } from '../open-data/address-query';
import { isProkerPeriod, PROKER_LIMITS, PROKER_STATUSES, type ProkerStatus } from './proker-values';

export const PROKER_SEARCH_MAX = 100;
export const PROKER_MAX_PAGE = 1_000;

/**
 * A work-programme page's query as the address holds it (the shape of proker-list.ts's
 * ProkerPageQuery, written here without its schema: the public page needs no schema to read its
 * address).
 */
export interface ProkerAddressQuery {
  q: string;
  periode: string;
  kementerianId: string;
  status: '' | ProkerStatus;
  halaman: number;
}

/**
 * The page's query in the address (?q=…&periode=…&kementerian=…&status=…&halaman=…), so a filtered
 * page can be shared and the open-data download (the same address on /api/keterbukaan/…) holds
 * what the page shows. Anything malformed reads as "Semua" or page 1.
 */
export function prokerQueryFromSearch(search: SearchParamsLike): ProkerAddressQuery {
  const periode = search.get('periode') ?? '';
  const kementerianId = search.get('kementerian') ?? '';
  const status = search.get('status') ?? '';
  const halaman = Number(search.get('halaman') ?? '1');
  return {
    q: (search.get('q') ?? '').slice(0, PROKER_SEARCH_MAX),
    periode: isProkerPeriod(periode) ? periode : '',
    kementerianId: kementerianId.length <= PROKER_LIMITS.idMax ? kementerianId : '',
    status: (PROKER_STATUSES as readonly string[]).includes(status) ? (status as ProkerStatus) : '',
    halaman: Number.isInteger(halaman) && halaman >= 1 && halaman <= PROKER_MAX_PAGE ? halaman : 1,
  };
}

/** The address's query of a page query: only what differs from the first page of everything. */
export function prokerSearchFromQuery(query: ProkerAddressQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.q.trim()) search.set('q', query.q);
  if (query.periode) search.set('periode', query.periode);
  if (query.kementerianId) search.set('kementerian', query.kementerianId);
  if (query.status) search.set('status', query.status);
  if (query.halaman > 1) search.set('halaman', String(query.halaman));
  return search;
}

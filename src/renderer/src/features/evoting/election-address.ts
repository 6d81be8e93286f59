import type { PublicElectionQuery } from '../../backend/evoting-api';

/**
 * /pemilihan's filter in the address (`?q=…&status=…`), like the other public lists, so a
 * filtered list can be shared and the Back button restores it. Anything unknown is the default.
 */
export const ELECTION_SEARCH_MAX = 100;

export const ELECTION_STATUS_FILTERS = [
  { value: 'semua', label: 'Semua' },
  { value: 'akan-datang', label: 'Akan Datang' },
  { value: 'berlangsung', label: 'Berlangsung' },
  { value: 'selesai', label: 'Selesai' },
] as const satisfies readonly { value: PublicElectionQuery['status']; label: string }[];

const isStatus = (value: string | null): value is PublicElectionQuery['status'] =>
  ELECTION_STATUS_FILTERS.some((filter) => filter.value === value);

export function electionQueryFromSearch(search: URLSearchParams): PublicElectionQuery {
  const status = search.get('status');
  return {
    q: (search.get('q') ?? '').trim().slice(0, ELECTION_SEARCH_MAX),
    status: isStatus(status) ? status : 'semua',
  };
}

export function electionSearchFromQuery(query: PublicElectionQuery): URLSearchParams {
  const search = new URLSearchParams();
  const q = query.q.trim();
  if (q) search.set('q', q);
  if (query.status !== 'semua') search.set('status', query.status);
  return search;
}

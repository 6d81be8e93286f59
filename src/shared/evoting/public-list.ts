import type { PublicElection } from './election';
import type { ElectionState } from './election-state';

/**
 * /pemilihan's list (ORIGINAL.md §3.1): which elections a visitor sees for a search and a status,
 * in which order. Decided here once, so both backends answer the same query the same way.
 */

export const PUBLIC_STATUS_FILTERS = ['semua', 'akan-datang', 'berlangsung', 'selesai'] as const;
export type PublicStatusFilter = (typeof PUBLIC_STATUS_FILTERS)[number];

/** The search box's longest text. */
export const PUBLIC_QUERY_MAX = 100;

export interface PublicListQuery {
  q: string;
  status: PublicStatusFilter;
}

/** What each choice of the status select keeps. */
const KEEP: Readonly<Record<PublicStatusFilter, (state: ElectionState) => boolean>> = {
  semua: () => true,
  'akan-datang': (state) => state === 'dijadwalkan',
  berlangsung: (state) => state === 'berlangsung',
  selesai: (state) => state === 'selesai',
};

/** Open elections first, then by start, newest first (the old list's order). */
export const byPublicOrder = (
  a: Pick<PublicElection, 'id' | 'state' | 'mulai'>,
  b: Pick<PublicElection, 'id' | 'state' | 'mulai'>,
): number =>
  Number(b.state === 'berlangsung') - Number(a.state === 'berlangsung') ||
  (b.mulai ?? '').localeCompare(a.mulai ?? '') ||
  a.id.localeCompare(b.id);

/**
 * Every election that has been scheduled (never a draft, nor a draft cancelled before it had a
 * schedule) of the chosen status whose name or organiser contains the search text, in the
 * list's order.
 */
export function publicElectionList(
  elections: readonly PublicElection[],
  query: PublicListQuery,
): PublicElection[] {
  const q = query.q.trim().toLocaleLowerCase('id');
  const keep = KEEP[query.status];
  return elections
    .filter((election) => election.state !== 'draf' && election.mulai !== null)
    .filter((election) => keep(election.state))
    .filter(
      (election) =>
        !q ||
        election.nama.toLocaleLowerCase('id').includes(q) ||
        election.penyelenggara.toLocaleLowerCase('id').includes(q),
    )
    .sort(byPublicOrder);
}

import type { PublicElection } from './election';
import type { ElectionState } from './election-state';

/**
 * /pemilihan's list (ORIGINAL.md §3.1): which elections a visitor sees for a search and a status,
 * in which order. Decided here once, so both backends answer the same query the same way.
 */

export const PUBLIC_STATUS_FILTERS = ['semua', 'akan-datang', 'berlangsung', 'selesai'] as const;
export type PublicStatusFilter = (typeof PUBLIC_STATUS_FILTERS)[number];

export interface PublicListQuery {
  q: string;
  status: PublicStatusFilter;
}

/** The states each choice of the status select shows; "Semua" is every state but a draft. */
const SHOWN: Readonly<Record<PublicStatusFilter, readonly ElectionState[]>> = {
  semua: ['dijadwalkan', 'berlangsung', 'selesai', 'dibatalkan'],
  'akan-datang': ['dijadwalkan'],
  berlangsung: ['berlangsung'],
  selesai: ['selesai'],
};

/** Open elections first, then the rest by start, newest first (the old list's order). */
const rank = (state: ElectionState): number => (state === 'berlangsung' ? 0 : 1);

export const byPublicOrder = (
  a: Pick<PublicElection, 'id' | 'state' | 'mulai'>,
  b: Pick<PublicElection, 'id' | 'state' | 'mulai'>,
): number =>
  rank(a.state) - rank(b.state) ||
  (b.mulai ?? '').localeCompare(a.mulai ?? '') ||
  a.id.localeCompare(b.id);

const folded = (text: string) => text.toLocaleLowerCase('id-ID').normalize('NFKD');

export function publicElectionList(
  elections: readonly PublicElection[],
  query: PublicListQuery,
): PublicElection[] {
  const words = folded(query.q).split(/\s+/).filter(Boolean);
  const states = SHOWN[query.status];
  return elections
    .filter((election) => states.includes(election.state))
    .filter((election) => {
      const haystack = folded(`${election.nama} ${election.penyelenggara}`);
      return words.every((word) => haystack.includes(word));
    })
    .sort(byPublicOrder);
}

import type { PublicElection } from '../../../../shared/evoting/election';

/**
 * Which election the home page calls to (ORIGINAL.md §1.1, now with upcoming ones too): an open
 * one first, else the one that opens soonest; none when nothing is open or coming.
 */
export function electionToCall(elections: readonly PublicElection[]): PublicElection | null {
  const open = elections.find((election) => election.state === 'berlangsung');
  if (open) return open;
  const upcoming = elections
    .filter((election) => election.state === 'dijadwalkan' && election.mulai !== null)
    .sort((a, b) => (a.mulai ?? '').localeCompare(b.mulai ?? ''));
  return upcoming[0] ?? null;
}

export const ELECTION_CALL_TEXTS = {
  open: 'Pemilihan Sedang Berlangsung!',
  upcoming: 'Pemilihan Akan Datang',
  body: 'Salurkan aspirasi Anda dan berpartisipasilah dalam pesta demokrasi KM Poltek Nuklir.',
  action: 'Masuk ke Portal E-Voting',
} as const;

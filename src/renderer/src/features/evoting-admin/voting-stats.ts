import type { ElectionRequest } from '../../../../shared/evoting/election';
import type { ElectionOverview } from '../../backend/evoting-api';

export interface VotingStats {
  /** Requests waiting for the master's decision. */
  permintaanMasuk: number;
  /** Elections open now. */
  eventAktif: number;
  /** Verified voters over every election's roll (a voter on two rolls counts twice). */
  pemilihTerdaftar: number;
  /** Turnout over every election: how many of the rolls voted, never for whom. */
  totalSuara: number;
}

/** Manajemen E-Voting's four counts (ORIGINAL.md §3.3), from what the page already watches. */
export function votingStats(
  requests: readonly ElectionRequest[] | undefined,
  elections: readonly ElectionOverview[] | undefined,
): VotingStats | undefined {
  if (!requests || !elections) return undefined;
  return {
    permintaanMasuk: requests.filter((request) => request.status === 'menunggu').length,
    eventAktif: elections.filter((election) => election.state === 'berlangsung').length,
    pemilihTerdaftar: elections.reduce((sum, election) => sum + election.jumlahPemilih, 0),
    totalSuara: elections.reduce((sum, election) => sum + election.sudahMemilih, 0),
  };
}

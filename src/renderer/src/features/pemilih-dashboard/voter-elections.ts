import type { PublicElection } from '../../../../shared/evoting/election';
import type { Announcement } from '../../../../shared/evoting/election';
import type { VoterElection } from '../../backend/evoting-api';

/** "Pemilihan Aktif" (open or coming) and "Riwayat" (over or cancelled), as ORIGINAL.md §3.6. */
export function splitVoterElections(elections: readonly VoterElection[]): {
  aktif: VoterElection[];
  riwayat: VoterElection[];
} {
  const aktif = elections.filter(
    (election) =>
      election.state === 'berlangsung' ||
      election.state === 'dijadwalkan' ||
      election.state === 'draf',
  );
  const riwayat = elections.filter((election) => !aktif.includes(election));
  return { aktif, riwayat };
}

export interface VoterAnnouncement extends Announcement {
  pemilihan: string;
}

/** "Pengumuman Penting": every announcement of the voter's elections, newest first. */
export function voterAnnouncements(elections: readonly VoterElection[]): VoterAnnouncement[] {
  return elections
    .flatMap((election) =>
      election.pengumuman.map((announcement) => ({ ...announcement, pemilihan: election.nama })),
    )
    .sort((a, b) => b.dibuatPada.localeCompare(a.dibuatPada));
}

/** The upcoming public elections whose roll the voter is not on yet (nor asked to join). */
export function joinableElections(
  upcoming: readonly PublicElection[],
  mine: readonly VoterElection[],
): PublicElection[] {
  const taken = new Set(mine.map((election) => election.id));
  return upcoming.filter((election) => election.state === 'dijadwalkan' && !taken.has(election.id));
}

/** What a card says instead of a button, when there is nothing to press. */
export function voterElectionNote(election: VoterElection): string | null {
  if (election.sudahMemilih) return null;
  if (election.state === 'dijadwalkan' || election.state === 'draf')
    return 'Pemilihan akan segera dimulai.';
  if (election.state === 'selesai') return 'Pemilihan telah selesai.';
  if (election.state === 'dibatalkan') return 'Pemilihan ini dibatalkan.';
  return null;
}

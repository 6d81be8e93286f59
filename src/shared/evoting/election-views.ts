import * as z from 'zod/mini';
import type { Announcement, Election, PublicElection } from './election';
import { PUBLIC_QUERY_MAX, PUBLIC_STATUS_FILTERS } from './public-list';
import type { RollStatus } from './roll';
import type { RollImportRow } from './roll-csv';

/**
 * What the backends answer about elections beyond the stored records (election.ts): the views
 * of /pemilihan, the master, the committee and the voter. Both backends build them; the pages
 * read them through src/renderer/src/backend/evoting-api.ts.
 */

/** /pemilihan's filter: the status select of ORIGINAL.md §3.1, and the search box. */
export const publicElectionQuerySchema = z.object({
  q: z.string().check(z.maxLength(PUBLIC_QUERY_MAX)),
  status: z.enum(PUBLIC_STATUS_FILTERS),
});
export type PublicElectionQuery = z.infer<typeof publicElectionQuerySchema>;

/** An election in the master's list: its state, roll size and turnout. */
export interface ElectionOverview extends Election {
  jumlahKandidat: number;
  /** Verified voters on the roll. */
  jumlahPemilih: number;
  menungguVerifikasi: number;
  /** How many of the roll voted (no counts per candidate before the results). */
  sudahMemilih: number;
  panitia: CommitteeMember[];
}

export interface CommitteeMember {
  id: string;
  namaTampilan: string;
  email: string;
}

/** The committee area's view of its election: the overview, and why it cannot open yet. */
export interface CommitteeElection extends ElectionOverview {
  /** readinessProblem(): null when "Buka sekarang" may open it. */
  belumSiap: string | null;
}

/**
 * One line of a roll import's preview: the committee's own NIM and name, fine or with its
 * problem. Nothing in it is read from a voter's account (issue 33 item 1).
 */
export type RollImportLine = RollImportRow;

export interface RollImportPreview {
  lines: RollImportLine[];
  /** How many lines would be added. */
  siap: number;
}

/** An election as a voter's dashboard shows it: their place on its roll and its announcements. */
export interface VoterElection extends PublicElection {
  statusPemilih: RollStatus | null;
  alasanPenolakan: string | null;
  sudahMemilih: boolean;
  pengumuman: Announcement[];
  /**
   * A Belenios election (issue 34): the voter prepares a credential before it opens. Absent for
   * an election counted in plaintext (older ones, and Firebase's).
   */
  terenkripsi?: true;
}

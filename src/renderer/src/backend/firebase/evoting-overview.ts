import { getCountFromServer, query, where, type Query } from 'firebase/firestore';
import type { Election } from '../../../../shared/evoting/election';
import { readinessProblem } from '../../../../shared/evoting/election-state';
import type { RollEntry } from '../../../../shared/evoting/roll';
import type { CommitteeElection, ElectionOverview } from '../evoting-api';
import { evotingRefs, readCommittee, readElection, refuse } from './evoting-access';
import { electionWithCommittee, type CommitteeRecord, type ElectionRecord } from './evoting-docs';
import { ballotRefs } from './ballot-docs';
import { beleniosRefs } from './belenios-docs';
import type { FirebaseHandles } from './firebase-app';
import { translated } from './firebase-errors';

/**
 * An election as the master's list and the committee area show it: its state, candidates, roll
 * size, waiting voters and turnout. Firestore cannot count in a rule, so the roll is counted when
 * read: by count aggregations for a list, by the roll itself where the committee follows it live.
 * Turnout is the number of receipts in the box (one per voter who voted; no count per candidate,
 * which nobody may read before publication).
 */
export interface RollCounts {
  terverifikasi: number;
  menunggu: number;
  sudahMemilih: number;
}

export const NO_ROLL: RollCounts = { terverifikasi: 0, menunggu: 0, sudahMemilih: 0 };

export function rollCountsOf(
  entries: readonly Pick<RollEntry, 'status'>[],
  sudahMemilih: number,
): RollCounts {
  let terverifikasi = 0;
  let menunggu = 0;
  for (const entry of entries) {
    if (entry.status === 'terverifikasi') terverifikasi += 1;
    else if (entry.status === 'menunggu') menunggu += 1;
  }
  return { terverifikasi, menunggu, sudahMemilih };
}

export function overviewOf(
  record: ElectionRecord,
  committee: CommitteeRecord | null,
  counts: RollCounts,
): ElectionOverview {
  return {
    ...electionWithCommittee(record, committee),
    jumlahKandidat: record.jumlahKandidat,
    jumlahPemilih: counts.terverifikasi,
    menungguVerifikasi: counts.menunggu,
    sudahMemilih: counts.sudahMemilih,
    panitia: committee?.members ?? [],
  };
}

/**
 * The committee area's view: `candidates` is the number of candidate documents (not the stored
 * count), so "Buka sekarang"'s readiness is judged on what the ballot would really offer.
 */
export function committeeElectionOf(
  overview: ElectionOverview,
  candidates: number,
): CommitteeElection {
  // Once open (or over) there is nothing left to be ready for, as on the server.
  const beforeOpening = overview.state === 'draf' || overview.state === 'dijadwalkan';
  return {
    ...overview,
    jumlahKandidat: candidates,
    belumSiap: beforeOpening
      ? readinessProblem({
          candidates,
          abstain: overview.abstain,
          rollSize: overview.jumlahPemilih,
        })
      : null,
  };
}

/** The master's and the committee's order: newest start (or approval) first, as the server. */
export const byNewest = (a: Election, b: Election): number =>
  (b.mulai ?? b.dibuatPada).localeCompare(a.mulai ?? a.dibuatPada) || a.id.localeCompare(b.id);

/** The roll of one election counted by status, and its box (four count aggregations). */
export async function countRoll(h: FirebaseHandles, id: string): Promise<RollCounts> {
  const roll = evotingRefs(h).roll(id);
  const count = async (q: Query) => (await translated(() => getCountFromServer(q))).data().count;
  const [terverifikasi, menunggu, receipts, beleniosBallots] = await Promise.all([
    count(query(roll, where('status', '==', 'terverifikasi'))),
    count(query(roll, where('status', '==', 'menunggu'))),
    count(ballotRefs(h).box(id)),
    // A Belenios ballot leaves no receipt in the box: its ballots are counted instead. An
    // election has only one of the two, so the sum is its turnout.
    count(beleniosRefs(h).ballots(id)),
  ]);
  return { terverifikasi, menunggu, sudahMemilih: receipts + beleniosBallots };
}

/** The number of candidate documents of an election. */
export async function countCandidates(h: FirebaseHandles, id: string): Promise<number> {
  return (await translated(() => getCountFromServer(evotingRefs(h).candidates(id)))).data().count;
}

/** One election as the master's list shows it, read now. */
export async function readOverview(h: FirebaseHandles, id: string): Promise<ElectionOverview> {
  const [record, committee, counts] = await Promise.all([
    readElection(h, id),
    readCommittee(h, id),
    countRoll(h, id),
  ]);
  if (!record) throw refuse.notFound();
  return overviewOf(record, committee, counts);
}

/** One election as its committee area shows it, read now (after a change). */
export async function readCommitteeElection(
  h: FirebaseHandles,
  id: string,
): Promise<CommitteeElection> {
  const [overview, candidates] = await Promise.all([readOverview(h, id), countCandidates(h, id)]);
  return committeeElectionOf(overview, candidates);
}

import { ABSTAIN } from '../../shared/evoting/ballot';
import type { Prodi } from '../../shared/evoting/prodi';
import type { Db } from '../db/database';
import { createBallotReads } from '../evoting/ballot-reads';
import { createBallotRepository } from '../evoting/ballot-repository';
import { createBallotService } from '../evoting/ballot-service';
import { createElectionRepository } from '../evoting/election-repository';
import type { PortalServices } from '../services';

/**
 * The demo's ballots (issue 19 item 5). The open Pemira's are cast through the real casting
 * service: a ballot can only be cast while its election is open by the service's clock, so each
 * is cast with a clock set to an instant inside its election's schedule (earlier today) — the
 * checks, the records and the receipts are the service's own. A plan marked `publish` is a
 * published Belenios election instead (the closed UKM Robotika election): its ballots, made for
 * these choices, are in the precomputed record of demo-belenios.ts, and this file's casting and
 * publishing serve a plaintext one (none in the demo today).
 */

const PRODI_PREFIX: Record<Prodi, string> = {
  'Teknokimia Nuklir': '01',
  'Elektronika Instrumentasi': '02',
  'Elektro Mekanika': '03',
};

const MEMBER_NAMES: readonly [string, Prodi][] = [
  ['Eka Wulandari', 'Teknokimia Nuklir'],
  ['Farhan Hakim', 'Elektronika Instrumentasi'],
  ['Gita Savitri', 'Elektro Mekanika'],
  ['Hanif Rahman', 'Teknokimia Nuklir'],
  ['Indah Kusuma', 'Elektronika Instrumentasi'],
  ['Joko Santoso', 'Elektro Mekanika'],
  ['Kartika Sari', 'Teknokimia Nuklir'],
  ['Lukman Hakim', 'Elektronika Instrumentasi'],
  ['Melati Ayuningtyas', 'Elektro Mekanika'],
  ['Naufal Akbar', 'Teknokimia Nuklir'],
];

/** Ten more voters (pemilih5 … pemilih14), on the rolls of the open and the closed election. */
export const DEMO_BALLOT_VOTERS: readonly {
  email: string;
  nim: string;
  namaLengkap: string;
  prodi: Prodi;
}[] = MEMBER_NAMES.map(([namaLengkap, prodi], i) => ({
  email: `pemilih${i + 5}@bem.demo`,
  nim: `${PRODI_PREFIX[prodi]}2310${String(i + 5).padStart(3, '0')}`,
  namaLengkap,
  prodi,
}));

const members = (from: number, to: number) =>
  DEMO_BALLOT_VOTERS.slice(from - 5, to - 4).map((voter) => voter.email);

/** A ballot of the demo: who, and the candidate's number or abstain. */
export interface DemoBallot {
  email: string;
  pilihan: number | typeof ABSTAIN;
}

/** The ballots of each demo election (by name), in the order they are cast. */
export const DEMO_BALLOTS: Readonly<Record<string, { ballots: DemoBallot[]; publish: boolean }>> = {
  // pemilih1-3 have not voted: the demo voters can vote here.
  'Pemilihan Raya Ketua dan Wakil Ketua BEM KM 2026': {
    ballots: members(5, 10).map((email, i) => ({
      email,
      pilihan: ([1, 2, 2, 1, 1, ABSTAIN] as const)[i]!,
    })),
    publish: false,
  },
  // pemilih2 voted, pemilih3, pemilih13 and pemilih14 did not; the results are published. A
  // Belenios election: change this, then run scripts/make-demo-belenios.ts.
  'Pemilihan Ketua UKM Robotika 2025': {
    ballots: ['pemilih2@bem.demo', ...members(5, 12)].map((email, i) => ({
      email,
      pilihan: ([1, 1, 2, 1, ABSTAIN, 2, 1, 1, 2] as const)[i]!,
    })),
    publish: true,
  },
};

/** The voters on each demo election's roll besides DEMO_VOTERS' own places (demo-evoting.ts). */
export const DEMO_EXTRA_ROLL: Readonly<Record<string, readonly string[]>> = {
  'Pemilihan Raya Ketua dan Wakil Ketua BEM KM 2026': members(5, 14),
  'Pemilihan Ketua UKM Robotika 2025': members(5, 14),
};

/** Minutes between two demo ballots, from the election's start. */
const BALLOT_EVERY_MS = 47 * 60 * 1000;

/**
 * Casts an election's demo ballots through the casting service, its clock inside the schedule;
 * inside the seeding transaction. Returns whether its results are to be published.
 */
export function castDemoBallots(
  db: Db,
  services: PortalServices,
  election: { id: string; nama: string; mulai: number },
  voterIds: ReadonlyMap<string, string>,
): boolean {
  const plan = DEMO_BALLOTS[election.nama];
  if (!plan) return false;
  let at = election.mulai;
  const elections = createElectionRepository(db, () => at);
  const ballots = createBallotRepository(db);
  const { candidates, events } = services.evoting;
  const booth = createBallotService({
    db,
    elections,
    candidates,
    ballots,
    reads: createBallotReads({ elections, candidates, ballots, beleniosBox: () => null }),
    histori: services.histori,
    events,
    // The demo's plaintext elections are seeded as such: none of them has trustees.
    belenios: services.evoting.belenios.results,
  });
  const byNumber = new Map(candidates.list(election.id).map((c) => [c.nomor, c.id]));
  for (const ballot of plan.ballots) {
    const voter = services.voters.findById(voterIds.get(ballot.email) ?? '');
    const pilihan = ballot.pilihan === ABSTAIN ? ABSTAIN : byNumber.get(ballot.pilihan);
    if (!voter || !pilihan) continue;
    at += BALLOT_EVERY_MS;
    booth.cast(voter, election.id, { pilihan });
  }
  return plan.publish;
}

/** The committee publishes the closed demo elections' results (after the seeding transaction). */
export async function publishDemoResults(
  services: PortalServices,
  electionIds: readonly string[],
  committeeEmail: string,
): Promise<void> {
  const committee = services.users.findByEmail(committeeEmail);
  if (!committee) return;
  for (const id of electionIds) await services.evoting.ballots.publish(committee, id);
}

import { ABSTAIN, boothProblem, type BoothView } from '../../shared/evoting/ballot';
import { toPublicElection, type Election } from '../../shared/evoting/election';
import type { CandidateResult, ElectionResults } from '../../shared/evoting/results';
import type { BallotRepository, Tally } from './ballot-repository';
import type { CandidateRepository } from './candidate-repository';
import { electionNotFound } from './committee-service';
import type { ElectionRepository } from './election-repository';

/** The box of a closed election as the results show it and the fingerprint hashes it. */
export interface BallotBox {
  receipts: string[];
  kandidat: CandidateResult[];
  abstain: number | null;
}

/**
 * What the booth and the results page read. The booth tells a voter their own standing (and,
 * once they voted, when and their receipt: their own facts, never the choice) and nothing of
 * anyone else's; the results exist only
 * for a closed election whose results were published, for anyone, and never before: no count
 * leaves these reads otherwise.
 */
export function createBallotReads(deps: {
  elections: ElectionRepository;
  candidates: CandidateRepository;
  ballots: BallotRepository;
  /** A Belenios election's box (its trackers, the result's counts), or null for another. */
  beleniosBox: (election: Election) => (BallotBox & { uuid: string }) | null;
}) {
  const { elections, candidates, ballots } = deps;

  /** The box, read at this moment: the receipts sorted, every choice's count (0 when none). */
  const boxOf = (election: Election): BallotBox => {
    const belenios = deps.beleniosBox(election);
    if (belenios) return belenios;
    const tally: Tally = ballots.tally(election.id);
    return {
      receipts: ballots.receipts(election.id),
      kandidat: candidates.list(election.id).map((candidate) => ({
        id: candidate.id,
        nomor: candidate.nomor,
        nama: candidate.nama,
        namaWakil: candidate.namaWakil,
        fotoUrl: candidate.foto?.url ?? null,
        suara: tally.get(candidate.id) ?? 0,
      })),
      abstain: election.abstain ? (tally.get(ABSTAIN) ?? 0) : null,
    };
  };

  return {
    boxOf,

    /**
     * /voting/{eventId} for one voter: the frozen ballot while it is open and they may cast,
     * else the one reason why not. A draft does not exist for a voter.
     */
    booth(voterId: string, eventId: string): BoothView {
      const election = elections.find(eventId);
      if (!election || election.state === 'draf') throw electionNotFound();
      const candidateList = candidates.list(eventId);
      const shown = toPublicElection(election, candidateList.length);
      const voted = ballots.voted(eventId, voterId);
      // Only a plaintext election made before the upgrade (migration 18) keeps its view as it
      // always was; every other one is a Belenios election, never offered a plaintext ballot.
      const plaintext = deps.beleniosBox(election) === null && elections.plaintextLegacy(eventId);
      const encrypted = plaintext ? {} : { terenkripsi: true as const };
      const alasan = boothProblem(
        election.state,
        ballots.rollStatus(eventId, voterId),
        voted?.memilihPada ?? null,
      );
      if (alasan)
        return {
          kind: 'ditolak',
          election: shown,
          alasan,
          votedAt: voted?.memilihPada ?? null,
          kodeTanda: voted?.kodeTanda ?? null,
          ...encrypted,
        };
      return {
        kind: 'terbuka',
        election: shown,
        candidates: candidateList,
        abstain: election.abstain,
        ...encrypted,
      };
    },

    /**
     * /hasil/{eventId}: the published results of a closed election, or null — for an election
     * not closed, not published, cancelled or unknown alike (whether an id exists is nobody's
     * business here). The fingerprint is the one stored when publishing; anyone recomputing it
     * from this page's receipts and counts gets it again, unless the box changed since.
     */
    results(eventId: string): ElectionResults | null {
      const election = elections.find(eventId);
      if (!election || election.state !== 'selesai' || !election.hasilDipublikasikan) return null;
      const publication = ballots.publication(eventId);
      if (!publication) return null;
      const belenios = deps.beleniosBox(election);
      const box = belenios ?? boxOf(election);
      return {
        election: toPublicElection(election, box.kandidat.length),
        jumlahPemilih: elections.counts(eventId).terverifikasi,
        suaraMasuk: box.receipts.length,
        abstain: box.abstain,
        kandidat: box.kandidat,
        kodeTanda: box.receipts,
        sidikJari: publication.sidikJari,
        beleniosUuid: belenios?.uuid ?? null,
        ditutupPada: election.selesai!,
        dipublikasikanPada: publication.dipublikasikanPada,
      };
    },
  };
}

export type BallotReads = ReturnType<typeof createBallotReads>;

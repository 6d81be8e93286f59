import { randomFillSync } from 'node:crypto';
import {
  BOOTH_MESSAGES,
  boothProblem,
  castInput,
  choiceProblem,
  newReceipt,
  type CastReceipt,
} from '../../shared/evoting/ballot';
import { BELENIOS_MESSAGES } from '../../shared/evoting/belenios-election';
import type { Election } from '../../shared/evoting/election';
import { EVOTING_HISTORY } from '../../shared/evoting/election-history';
import {
  ballotFingerprint,
  fingerprintText,
  PUBLISH_MESSAGES,
  publishProblem,
  type ElectionResults,
} from '../../shared/evoting/results';
import type { StoredUser } from '../accounts/user-repository';
import type { Db } from '../db/database';
import type { HistoriService } from '../histori/histori-service';
import { AppError, parseInput } from '../http/app-error';
import type { BallotReads, BallotBox } from './ballot-reads';
import type { BallotRepository } from './ballot-repository';
import type { CandidateRepository } from './candidate-repository';
import { electionNotFound, refused } from './committee-service';
import type { ElectionRepository } from './election-repository';
import type { EvotingEvents } from './evoting-events';
import type { StoredVoter } from './voter-repository';

const MINUTE = 60_000;

/** The fingerprint's input of a box: the text ballotFingerprint hashes (results.ts). */
const textOf = (box: BallotBox) => fingerprintText(box.receipts, box.kandidat, box.abstain);

/**
 * Casting and publishing (issue 19; docs/EVOTING.md). A cast is one transaction that checks
 * everything again by the backend's clock (the election repository's) — the state, the voter's
 * place on the roll, that they have not voted, that the choice is on the frozen ballot — then
 * puts a fresh receipt in the box, records that they voted (with that receipt, so their booth
 * can show it again should this answer be lost) and counts the choice. better-sqlite3
 * runs it start to end with the write lock held, so concurrent attempts by one voter are
 * serialised: the first is counted, every other one finds the has-voted record and is refused
 * (its primary key would refuse it anyway). No history entry, no log line, no published event
 * carries the choice: the route logs no body, and the events only name the turnout's topics.
 */
export function createBallotService(deps: {
  db: Db;
  elections: ElectionRepository;
  candidates: CandidateRepository;
  ballots: BallotRepository;
  reads: BallotReads;
  histori: HistoriService;
  events: EvotingEvents;
  /** Belenios elections: their own cast route, and a result computed from the decryptions. */
  belenios: {
    handles: (eventId: string) => boolean;
    compute: (election: Election) => string;
  };
}) {
  const { db, elections, ballots, events } = deps;
  const receipt = () => newReceipt((bytes) => randomFillSync(bytes));

  return {
    cast(voter: StoredVoter, eventId: string, body: unknown): CastReceipt {
      const { pilihan } = parseInput(castInput, body);
      const kodeTanda = db
        .transaction(() => {
          const election = elections.find(eventId);
          // A draft is nobody's business but its committee's: it does not exist for a voter.
          if (!election || election.state === 'draf') throw electionNotFound();
          // Plaintext counters only for an election made before trustees became mandatory
          // (migration 18) that never named any: any other is a Belenios election, cast through
          // its own route. Checked after the draft test, so that a draft stays a 404.
          if (!elections.plaintextLegacy(eventId) || deps.belenios.handles(eventId))
            throw refused(BELENIOS_MESSAGES.legacyCast);
          const alasan = boothProblem(
            election.state,
            ballots.rollStatus(eventId, voter.id),
            ballots.voted(eventId, voter.id)?.memilihPada ?? null,
          );
          if (alasan) throw new AppError('CONFLICT', 409, BOOTH_MESSAGES[alasan]);
          const ids = deps.candidates.list(eventId).map((candidate) => candidate.id);
          const problem = choiceProblem(pilihan, ids, election.abstain);
          if (problem) throw new AppError('VALIDATION', 400, problem, { pilihan: problem });
          // The voter's own record keeps the minute they voted and their receipt (what the
          // booth shows them, also when this answer never reaches them), nothing finer.
          const at = new Date(Math.floor(elections.now() / MINUTE) * MINUTE).toISOString();
          return ballots.record(
            { electionId: eventId, voterId: voter.id, pilihan, abstain: election.abstain },
            at,
            receipt,
          );
        })
        .immediate();
      events.voted(voter.id, eventId);
      return { kodeTanda };
    },

    /**
     * The committee (or the master) publishes the results of a closed election, once. The
     * fingerprint is computed from the box as it is (closed: no ballot can arrive any more, the
     * cast checks the same clock) and stored with the publication, in one transaction with its
     * history entry, after checking that the box read there is the one hashed.
     */
    async publish(actor: StoredUser, eventId: string): Promise<ElectionResults> {
      const check = () => {
        const election = elections.find(eventId);
        if (!election) throw electionNotFound();
        const problem = publishProblem(election.state, election.hasilDipublikasikan);
        if (problem) throw refused(problem);
        // A new election has no plaintext box to publish: only its trustees' decryptions count.
        if (!deps.belenios.handles(eventId) && !elections.plaintextLegacy(eventId))
          throw refused(BELENIOS_MESSAGES.notBelenios);
        return election;
      };
      const hashed = deps.reads.boxOf(check());
      // A Belenios election's fingerprint is its election.json's (the record names it), and its
      // counts exist only once the trustees' decryptions give the result, computed here.
      const sidikJari = deps.belenios.handles(eventId)
        ? deps.belenios.compute(check())
        : await ballotFingerprint(hashed.receipts, hashed.kandidat, hashed.abstain);
      db.transaction(() => {
        const election = check();
        if (
          !deps.belenios.handles(eventId) &&
          textOf(deps.reads.boxOf(election)) !== textOf(hashed)
        )
          throw new Error('The ballot box of a closed election changed while publishing');
        const at = new Date(elections.now()).toISOString();
        if (!ballots.publish(eventId, at, sidikJari))
          throw refused(PUBLISH_MESSAGES.alreadyPublished);
        deps.histori.record(actor, EVOTING_HISTORY.resultsPublished(election.nama));
      }).immediate();
      events.changed('results');
      return deps.reads.results(eventId)!;
    },
  };
}

export type BallotService = ReturnType<typeof createBallotService>;

import { BOOTH_MESSAGES, boothProblem } from '../../../shared/evoting/ballot';
import { BELENIOS_LIMITS, BELENIOS_MESSAGES } from '../../../shared/evoting/belenios-election';
import { ballotTracker } from '../../../shared/evoting/belenios/tracker';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { BallotRepository } from '../ballot-repository';
import { electionNotFound, refused } from '../committee-service';
import type { ElectionRepository } from '../election-repository';
import type { EvotingEvents } from '../evoting-events';
import type { StoredVoter } from '../voter-repository';
import type { BallotChecker } from './ballot-checker';
import type { BeleniosRecord } from './belenios-record';
import type { BeleniosRepository } from './belenios-repository';

const MINUTE = 60_000;

export interface BeleniosVoterView {
  uuid: string;
  /** election.json, once the election opened: the booth encrypts under it. */
  pemilihan: string | null;
  /** A public credential is registered for this voter. */
  kredensial: boolean;
  /** That public credential (g^s), so the voter's browser can tell its code is the right one. */
  kredensialPublik: string | null;
  /** The voter's own tracker once they voted (their receipt), else null. */
  tracker: string | null;
}

/**
 * Casting a Belenios ballot (issue 34 item 3). The voter's browser encrypted, proved and signed
 * it; the backend checks who may cast (the state by its clock, the verified roll, no earlier
 * ballot), that the ballot is signed with this voter's own credential, and every proof and the
 * signature, and only then stores it, encrypted, keyed by its credential, in one transaction with
 * the has-voted record holding the tracker. One per voter, final: a second attempt finds the
 * has-voted record (or the credential's ballot) and is refused. The ballot's text is kept exactly
 * as received: its hash is the voter's tracker and names it in the record.
 */
export function createBeleniosBallotService(deps: {
  db: Db;
  elections: ElectionRepository;
  ballots: BallotRepository;
  belenios: BeleniosRepository;
  record: BeleniosRecord;
  events: EvotingEvents;
  checker: BallotChecker;
}) {
  const { db, elections, ballots, belenios, record } = deps;

  /** Who may cast, by the backend's clock; returns the frozen record and the voter's credential. */
  const admitted = (voter: StoredVoter, eventId: string) => {
    const election = elections.find(eventId);
    if (!election || election.state === 'draf') throw electionNotFound();
    if (!belenios.find(eventId)) throw refused(BELENIOS_MESSAGES.notBelenios);
    const alasan = boothProblem(
      election.state,
      ballots.rollStatus(eventId, voter.id),
      ballots.voted(eventId, voter.id)?.memilihPada ?? null,
    );
    if (alasan) throw refused(BOOTH_MESSAGES[alasan]);
    const frozen = record.setup(election);
    if (!frozen) throw refused(BELENIOS_MESSAGES.notReady);
    const credential = belenios.credential(eventId, voter.id);
    if (!credential || !frozen.stored.credentialsJson!.includes(`"${credential}"`))
      throw refused(BELENIOS_MESSAGES.noCredential);
    return { frozen, credential };
  };

  return {
    view(voter: StoredVoter, eventId: string): BeleniosVoterView {
      const election = elections.find(eventId);
      const stored = belenios.find(eventId);
      if (!election || election.state === 'draf' || !stored) throw electionNotFound();
      const frozen = record.setup(election);
      return {
        uuid: stored.uuid,
        pemilihan: frozen?.stored.electionJson ?? null,
        kredensial: belenios.credential(eventId, voter.id) !== null,
        kredensialPublik: belenios.credential(eventId, voter.id),
        tracker: ballots.voted(eventId, voter.id)?.kodeTanda ?? null,
      };
    },

    async cast(voter: StoredVoter, eventId: string, text: string): Promise<{ tracker: string }> {
      if (text.length > BELENIOS_LIMITS.ballotBytesMax)
        throw new AppError('VALIDATION', 400, BELENIOS_MESSAGES.badBallot + 'terlalu besar.');
      const { frozen, credential } = admitted(voter, eventId);
      const problem = await deps.checker.check(frozen.stored.electionJson!, credential, text);
      if (problem) throw new AppError('VALIDATION', 400, problem);
      const tracker = ballotTracker(text);
      db.transaction(() => {
        // Checked again with the write lock held: the clock may have closed it meanwhile, and a
        // concurrent attempt by the same voter may have been stored first.
        admitted(voter, eventId);
        const at = new Date(Math.floor(elections.now() / MINUTE) * MINUTE).toISOString();
        if (
          !ballots.markVoted(eventId, voter.id, at, tracker) ||
          !belenios.addBallot(eventId, credential, tracker, text)
        )
          throw refused(BOOTH_MESSAGES['sudah-memilih']);
      }).immediate();
      deps.events.voted(voter.id, eventId);
      return { tracker };
    },
  };
}

export type BeleniosBallotService = ReturnType<typeof createBeleniosBallotService>;

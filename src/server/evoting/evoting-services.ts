import type { UserRepository } from '../accounts/user-repository';
import type { Db } from '../db/database';
import type { HistoriService } from '../histori/histori-service';
import type { ImageService } from '../images/image-service';
import type { LiveHub } from '../live/live-hub';
import type { ResourceServices } from '../resources/resource-services';
import { createBallotReads } from './ballot-reads';
import { createBallotRepository } from './ballot-repository';
import { createBallotService } from './ballot-service';
import { createBeleniosServices } from './belenios/belenios-services';
import { createCandidateRepository } from './candidate-repository';
import { createCandidateService } from './candidate-service';
import { createCommitteeService } from './committee-service';
import { createElectionReads } from './election-reads';
import type { ElectionRepository } from './election-repository';
import { createEvotingEvents } from './evoting-events';
import { createRequestRepository } from './request-repository';
import { createRequestService } from './request-service';
import { createRollRepository } from './roll-repository';
import { createRollService } from './roll-service';
import { createVoterElectionsService } from './voter-elections-service';
import type { VoterRepository } from './voter-repository';

/**
 * E-voting on the embedded server (issues 18 and 19): requests, the master's decisions, the
 * committee area, the voter's side and the secret ballot, over one database and one change hub.
 * Every service reads states with the election repository's clock (`elections.now`), so a test
 * that moves it moves them all.
 */
export function createEvotingServices(deps: {
  db: Db;
  hub: LiveHub;
  elections: ElectionRepository;
  voters: VoterRepository;
  users: UserRepository;
  resources: ResourceServices;
  images: ImageService;
  histori: HistoriService;
}) {
  const { db, elections, histori } = deps;
  const events = createEvotingEvents({ db, hub: deps.hub, now: elections.now });
  const requests = createRequestRepository(db);
  const candidates = createCandidateRepository(db);
  const roll = createRollRepository(db);
  const shared = { db, elections, histori, events };
  const ballots = createBallotRepository(db);
  const belenios = createBeleniosServices({ ...shared, users: deps.users, candidates, ballots });
  const { trusteesProblem } = belenios.trusteeSetup;
  const reads = createElectionReads({ elections, users: deps.users, trusteesProblem });
  const ballotReads = createBallotReads({
    elections,
    candidates,
    ballots,
    beleniosBox: belenios.results.box,
  });
  return {
    events,
    requests,
    candidates,
    roll,
    reads,
    requestService: createRequestService({
      ...shared,
      requests,
      reads,
      users: deps.users,
      resources: deps.resources,
    }),
    committee: createCommitteeService({
      ...shared,
      candidates,
      reads,
      openProblem: belenios.trusteeSetup.openProblem,
      trusteesProblem,
    }),
    candidateService: createCandidateService({ ...shared, candidates, images: deps.images }),
    rollService: createRollService({ ...shared, roll, voters: deps.voters }),
    voterElections: createVoterElectionsService({
      db,
      elections,
      candidates,
      roll,
      events,
      encrypted: belenios.results.handles,
    }),
    /** Part 2 (issue 19): the booth, the ballot, the results. */
    ballotReads,
    ballots: createBallotService({
      ...shared,
      candidates,
      ballots,
      reads: ballotReads,
      belenios: belenios.results,
    }),
    /** Issue 34: Belenios elections (trustees, credentials, encrypted ballots, the record). */
    belenios,
  };
}

export type EvotingServices = ReturnType<typeof createEvotingServices>;

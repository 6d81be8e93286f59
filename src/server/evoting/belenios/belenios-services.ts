import type { UserRepository } from '../../accounts/user-repository';
import type { Db } from '../../db/database';
import type { HistoriService } from '../../histori/histori-service';
import type { BallotRepository } from '../ballot-repository';
import type { CandidateRepository } from '../candidate-repository';
import type { ElectionRepository } from '../election-repository';
import type { EvotingEvents } from '../evoting-events';
import { createBallotChecker } from './ballot-checker';
import { createBeleniosBallotService } from './belenios-ballot-service';
import { createBeleniosRecord } from './belenios-record';
import { createBeleniosRepository } from './belenios-repository';
import { createBeleniosResults } from './belenios-results';
import { createCredentialService } from './credential-service';
import { createTrusteeSetupService } from './trustee-setup-service';
import { createTrusteeStepsService } from './trustee-steps-service';

/** Belenios elections on the embedded server (issue 34), over the e-voting database. */
export function createBeleniosServices(deps: {
  db: Db;
  elections: ElectionRepository;
  users: UserRepository;
  candidates: CandidateRepository;
  ballots: BallotRepository;
  histori: HistoriService;
  events: EvotingEvents;
  /** Threads that check ballots (ballot-checker.ts); one per core unless given. */
  checkThreads?: number;
}) {
  const belenios = createBeleniosRepository(deps.db);
  const record = createBeleniosRecord({ db: deps.db, belenios, candidates: deps.candidates });
  const checker = createBallotChecker(
    deps.checkThreads === undefined ? {} : { threads: deps.checkThreads },
  );
  const shared = { ...deps, belenios, record, checker };
  return {
    repository: belenios,
    record,
    trusteeSetup: createTrusteeSetupService(shared),
    trusteeSteps: createTrusteeStepsService(shared),
    credentials: createCredentialService(shared),
    ballot: createBeleniosBallotService(shared),
    results: createBeleniosResults(shared),
    /** Ends the ballot checks' threads (the app's onClose). */
    close: () => checker.close(),
  };
}

export type BeleniosServices = ReturnType<typeof createBeleniosServices>;

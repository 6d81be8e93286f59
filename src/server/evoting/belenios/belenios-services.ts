import type { UserRepository } from '../../accounts/user-repository';
import type { Db } from '../../db/database';
import type { HistoriService } from '../../histori/histori-service';
import type { BallotRepository } from '../ballot-repository';
import type { CandidateRepository } from '../candidate-repository';
import type { ElectionRepository } from '../election-repository';
import type { EvotingEvents } from '../evoting-events';
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
}) {
  const belenios = createBeleniosRepository(deps.db);
  const record = createBeleniosRecord({ db: deps.db, belenios, candidates: deps.candidates });
  const shared = { ...deps, belenios, record };
  return {
    repository: belenios,
    record,
    trusteeSetup: createTrusteeSetupService(shared),
    trusteeSteps: createTrusteeStepsService(shared),
    credentials: createCredentialService(shared),
    ballot: createBeleniosBallotService(shared),
    results: createBeleniosResults(shared),
  };
}

export type BeleniosServices = ReturnType<typeof createBeleniosServices>;

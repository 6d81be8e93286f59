import { createBallot } from '../../src/shared/evoting/belenios/ballot';
import {
  derivePublicCredential,
  publicCredentialToString,
} from '../../src/shared/evoting/belenios/credential';
import { type BeleniosElection, parseElection } from '../../src/shared/evoting/belenios/election';
import { BELENIOS_2048 } from '../../src/shared/evoting/belenios/group';
import { type BenchChoice, choicePlaintext } from './belenios-plan';

/**
 * A thread of the Belenios bench's piscina pools (belenios-pool.ts): in the bench server it
 * derives public credentials (a PBKDF2 and a 2048-bit power each, ≈ 30 ms), in the benchmark's
 * process it makes ballots with the shared library the booth runs (createBallot, ≈ 30 ms).
 * On a single thread 2,000 of either would take minutes.
 */
export type BeleniosTask =
  | { kind: 'publicCredential'; uuid: string; credential: string }
  | { kind: 'ballot'; electionJson: string; credential: string; choice: BenchChoice };

// Every ballot of a run is for one election: parsed once per thread.
let parsed: BeleniosElection | undefined;

export default function run(task: BeleniosTask): string {
  if (task.kind === 'publicCredential')
    return publicCredentialToString(
      derivePublicCredential(BELENIOS_2048, task.uuid, task.credential),
    );
  if (parsed?.raw !== task.electionJson) parsed = parseElection(task.electionJson);
  return createBallot(parsed, task.credential, choicePlaintext(parsed, task.choice)).text;
}

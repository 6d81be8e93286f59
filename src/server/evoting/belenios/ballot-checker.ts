import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { castBallotProblem } from '../../../shared/evoting/belenios/cast-check';

export interface BallotChecker {
  /** The ballot's refusal, or null when every check holds. */
  check(electionJson: string, credential: string, text: string): Promise<string | null>;
  close(): Promise<void>;
}

/**
 * Ballot checks off the event loop (issue 34; ../shared/EVOTING.md "Numbers to hold": 2,000
 * ballots within 120 s on two cores with p99 acknowledgement under 2 s). Each check is tens of
 * milliseconds of arithmetic; on the server's thread every other request (the turnout stream,
 * sign-ins, pages) would queue behind it. A pool of one thread per core runs them instead;
 * `threads: 0` checks on the calling thread (unit tests of the service).
 */
export function createBallotChecker(options: { threads?: number } = {}): BallotChecker {
  const threads = options.threads ?? availableParallelism();
  if (threads === 0)
    return {
      check: (electionJson, credential, text) =>
        Promise.resolve(castBallotProblem(electionJson, credential, text)),
      close: () => Promise.resolve(),
    };
  // Made at the first ballot: most servers (and every test server) never check one.
  let pool: Piscina | undefined;
  const started = () =>
    (pool ??= new Piscina({
      filename: new URL('./ballot-check-worker.ts', import.meta.url).href,
      maxThreads: threads,
      // The worker is TypeScript: its threads load it through tsx, as the server itself is run.
      execArgv: ['--import', 'tsx'],
      idleTimeout: 60_000,
    }));
  return {
    check: (electionJson, credential, text) =>
      started().run({ electionJson, credential, text }) as Promise<string | null>,
    close: async () => {
      await pool?.destroy();
    },
  };
}

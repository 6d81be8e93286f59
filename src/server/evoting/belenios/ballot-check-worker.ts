import { castBallotProblem } from '../../../shared/evoting/belenios/cast-check';

/** One ballot's checks in a thread of ballot-checker.ts's pool. */
export default function check(task: { electionJson: string; credential: string; text: string }) {
  return castBallotProblem(task.electionJson, task.credential, task.text);
}

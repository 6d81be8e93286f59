import { ABSTAIN } from '../../src/shared/evoting/ballot';
import type { Plaintext } from '../../src/shared/evoting/belenios/ballot-json';
import type { BeleniosElection } from '../../src/shared/evoting/belenios/election';

/**
 * The pure parts of the Belenios election bench (belenios-load.ts): whom each voter chooses, the
 * plaintext of that choice, the counts those choices must give, and the checks of the public
 * ballot box and of the committee's turnout against what was acknowledged.
 */

/** A candidate's index in ballot-number order, or abstain. */
export type BenchChoice = number | typeof ABSTAIN;

/** Voter i's choice: the candidates in turn, then abstain, and again (so every count differs from 0). */
export function planChoice(i: number, candidates: number): BenchChoice {
  const k = i % (candidates + 1);
  return k === candidates ? ABSTAIN : k;
}

/** The plaintext of the portal's one-question ballot: blank (abstain) first when allowed. */
export function choicePlaintext(election: BeleniosElection, choice: BenchChoice): Plaintext {
  const question = election.questions[0];
  if (question === undefined || election.questions.length !== 1)
    throw new Error('Pemilihan portal berisi tepat satu pertanyaan.');
  if (choice === ABSTAIN && !question.blank) throw new Error('Pemilihan ini tanpa abstain.');
  const answers = question.answers.map((_, i) => (i === choice ? 1 : 0));
  return question.blank ? [[choice === ABSTAIN ? 1 : 0, ...answers]] : [answers];
}

/** The counts the acknowledged ballots' choices must give: per candidate, and abstain. */
export function expectedCounts(
  choices: readonly BenchChoice[],
  candidates: number,
): { kandidat: number[]; abstain: number } {
  const kandidat = Array.from({ length: candidates }, () => 0);
  let abstain = 0;
  for (const choice of choices) {
    if (choice === ABSTAIN) abstain += 1;
    else kandidat[choice] = (kandidat[choice] ?? 0) + 1;
  }
  return { kandidat, abstain };
}

/** The public box against the acknowledged trackers: what is missing, unknown, or listed twice. */
export function compareBox(acknowledged: readonly string[], box: readonly string[]) {
  const expected = new Set(acknowledged);
  const seen = new Set<string>();
  const doubled: string[] = [];
  for (const tracker of box) {
    if (seen.has(tracker)) doubled.push(tracker);
    seen.add(tracker);
  }
  return {
    missing: [...expected].filter((t) => !seen.has(t)),
    unknown: [...seen].filter((t) => !expected.has(t)),
    doubled,
    /** Also false when one acknowledgement named a tracker twice (the server gave it twice). */
    exact:
      expected.size === acknowledged.length &&
      box.length === acknowledged.length &&
      doubled.length === 0 &&
      [...expected].every((t) => seen.has(t)),
  };
}

/**
 * After each acknowledgement (its time), until a turnout snapshot counted it: the k-th
 * acknowledged ballot by time is shown by the first snapshot counting at least k. Sorted; never
 * shown is infinite. A snapshot may arrive a little before the answer it counts (the stream
 * and the answer race): that is no delay.
 */
export function turnoutDelays(
  acks: readonly number[],
  seen: readonly { at: number; count: number }[],
): number[] {
  return [...acks]
    .sort((a, b) => a - b)
    .map((ack, k) => {
      const shown = seen.find((snapshot) => snapshot.count >= k + 1);
      return shown ? Math.max(0, shown.at - ack) : Number.POSITIVE_INFINITY;
    })
    .sort((a, b) => a - b);
}

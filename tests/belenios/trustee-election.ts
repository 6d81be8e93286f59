/**
 * The election both trustee interop suites (trustee-interop.test.ts for Single trustees,
 * threshold-interop.test.ts for threshold ones) run through belenios-tool 2.0 once trustees.json
 * is in place, and their shared helpers. Not a test file itself.
 */
import { cpSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BeleniosElection, parseElection } from '../../src/shared/evoting/belenios/election';
import { runTool, tool } from './belenios-tool';

export const G = '--group=BELENIOS-2048';
export const TEMPLATE = {
  description: 'Uji wali',
  name: 'Pemira Uji Wali',
  questions: [
    { answers: ['Paslon 1', 'Paslon 2'], blank: true, min: 1, max: 1, question: 'Ketua BEM' },
  ],
};
export const CHOICES = [[[0, 1, 0]], [[0, 0, 1]], [[1, 0, 0]], [[0, 1, 0]]];
export const EXPECTED = [[1, 2, 1]];

export function verify(dir: string): { passed: boolean; output: string } {
  const run = runTool(['election', 'verify', `--dir=${dir}`], { cwd: dir });
  const output = run.stdout + run.stderr;
  return { passed: run.status === 0 && output.includes('all checks passed'), output };
}

/** The text with one digit of the first number after `marker` changed. */
export function changeDigit(text: string, marker: string): string {
  const start = text.indexOf(marker);
  if (start < 0) throw new Error(`marker ${marker} not found`);
  const at = start + marker.length + 10;
  return text.slice(0, at) + (text.charAt(at) === '4' ? '5' : '4') + text.slice(at + 1);
}

/** Sets up an election in `dir` (trustees.json already there), casts CHOICES, ends and tallies. */
export function runElection(dir: string): {
  election: BeleniosElection;
  ballots: string[];
  tally: string[];
} {
  const uuid = tool(['setup', 'generate-token'], { cwd: dir }).trim();
  tool(
    [
      'setup',
      'generate-credentials',
      `--uuid=${uuid}`,
      G,
      `--count=${CHOICES.length}`,
      `--dir=${dir}`,
    ],
    {
      cwd: dir,
    },
  );
  const files = readdirSync(dir);
  const pub = files.find((f) => f.endsWith('.pubcreds')) ?? '';
  const priv = files.find((f) => f.endsWith('.privcreds')) ?? '';
  cpSync(join(dir, pub), join(dir, 'public_creds.json'));
  writeFileSync(join(dir, 'template.json'), JSON.stringify(TEMPLATE));
  tool(
    ['setup', 'make-election', `--uuid=${uuid}`, G, '--template=template.json', `--dir=${dir}`],
    {
      cwd: dir,
    },
  );
  tool(['archive', 'init', `--dir=${dir}`], { cwd: dir });
  const credentials = readFileSync(join(dir, priv), 'utf8').trim().split('\n');
  const ballots = CHOICES.map((choice, i) => {
    writeFileSync(join(dir, 'cred'), `${(credentials[i] ?? '').split(' ')[1] ?? ''}\n`);
    writeFileSync(join(dir, 'choice'), JSON.stringify(choice));
    const args = [
      'election',
      'generate-ballot',
      `--dir=${dir}`,
      '--privcred=cred',
      '--ballot=choice',
    ];
    const text = tool(args, { cwd: dir }).replace(/\n$/, '');
    tool(['archive', 'add-event', `--dir=${dir}`, '--type=Ballot'], { cwd: dir, input: text });
    return text;
  });
  tool(['archive', 'add-event', `--dir=${dir}`, '--type=EndBallots'], { cwd: dir });
  const tallyOut = tool(['election', 'compute-encrypted-tally', `--dir=${dir}`], { cwd: dir });
  tool(['archive', 'add-event', `--dir=${dir}`, '--type=EncryptedTally'], {
    cwd: dir,
    input: tallyOut,
  });
  const election = parseElection(
    readFileSync(join(dir, 'election.json'), 'utf8').replace(/\n$/, ''),
  );
  return { election, ballots, tally: tallyOut.trim().split('\n') };
}

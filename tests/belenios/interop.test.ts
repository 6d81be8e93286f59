/**
 * Interop with belenios-tool 2.0 (issue 34): an election made by belenios-tool, ballots made by
 * the portal's TypeScript code (src/shared/evoting/belenios) from the voters' private credentials,
 * tallied, decrypted and verified by belenios-tool; a ballot belenios-tool made, accepted by our
 * checker; one changed digit refused by both. Skipped with the printed reason where belenios-tool
 * is not installed. Run: `npx vitest run --project belenios`.
 */
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBallotText, createBallot } from '../../src/shared/evoting/belenios/ballot';
import {
  derivePublicCredential,
  generatePrivateCredential,
  parsePublicCredential,
} from '../../src/shared/evoting/belenios/credential';
import { type BeleniosElection, parseElection } from '../../src/shared/evoting/belenios/election';
import { ballotArchiveHash, ballotTracker } from '../../src/shared/evoting/belenios/tracker';
import { beleniosSkipReason, runTool, tool } from './belenios-tool';

const skip = beleniosSkipReason();
const GROUP = 'BELENIOS-2048';

const TEMPLATE = {
  description: 'Uji interop Belenios',
  name: 'Pemira Uji Interop',
  questions: [
    {
      answers: ['Paslon 1', 'Paslon 2', 'Paslon 3'],
      blank: true,
      min: 1,
      max: 1,
      question: 'Ketua BEM',
    },
    { answers: ['Setuju', 'Tidak setuju'], min: 0, max: 2, question: 'Pertanyaan tanpa kosong' },
  ],
};

/** One plaintext per voter made with our code; the last voter's ballot is belenios-tool's. */
const OUR_CHOICES = [
  [
    [0, 1, 0, 0],
    [1, 0],
  ],
  [
    [0, 1, 0, 0],
    [0, 1],
  ],
  [
    [0, 0, 1, 0],
    [1, 1],
  ],
  [
    [1, 0, 0, 0],
    [0, 0],
  ], // blank on the first question
  [
    [0, 0, 0, 1],
    [0, 0],
  ],
  [
    [0, 1, 0, 0],
    [1, 0],
  ],
];
const TOOL_CHOICE = [
  [0, 0, 1, 0],
  [0, 1],
];
const VOTERS = OUR_CHOICES.length + 1;

/** The text with one digit of the first ciphertext's alpha changed. */
function changeOneDigit(text: string): string {
  const at = text.indexOf('"alpha":"') + '"alpha":"'.length + 20;
  const digit = text.charAt(at);
  return text.slice(0, at) + (digit === '4' ? '5' : '4') + text.slice(at + 1);
}

function sumChoices(choices: readonly (readonly (readonly number[])[])[]): number[][] {
  const first = choices[0] ?? [];
  return first.map((question, q) =>
    question.map((_, a) => choices.reduce((s, c) => s + (c[q]?.[a] ?? 0), 0)),
  );
}

function verify(dir: string): { passed: boolean; output: string } {
  const run = runTool(['election', 'verify', `--dir=${dir}`], { cwd: dir });
  const output = run.stdout + run.stderr;
  return { passed: run.status === 0 && output.includes('all checks passed'), output };
}

describe.skipIf(skip !== null)('Belenios interop with belenios-tool 2.0', () => {
  let root = '';
  let dir = '';
  /** A copy of the election directory right after `archive init`, before any ballot. */
  let pristine = '';
  let election: BeleniosElection;
  let privateCredentials: string[] = [];
  const trusteeKeys: string[] = [];
  const ourTexts: string[] = [];

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'belenios-interop-'));
    dir = join(root, 'election');
    pristine = join(root, 'pristine');
    mkdirSync(dir);
    const uuid = tool(['setup', 'generate-token'], { cwd: dir }).trim();
    for (let i = 0; i < 2; i++) {
      const before = new Set(readdirSync(dir));
      tool(['setup', 'generate-trustee-key', `--group=${GROUP}`], { cwd: dir });
      const added = readdirSync(dir).find((f) => f.endsWith('.pubkey') && !before.has(f));
      if (added === undefined) throw new Error('generate-trustee-key wrote no .pubkey');
      trusteeKeys.push(added.replace(/\.pubkey$/, ''));
    }
    // The trustee id given to `election decrypt` is the key's position (from 1) in this file.
    writeFileSync(
      join(dir, 'public_keys.jsons'),
      trusteeKeys.map((k) => readFileSync(join(dir, `${k}.pubkey`), 'utf8')).join(''),
    );
    tool(['setup', 'make-trustees', `--dir=${dir}`], { cwd: dir });
    tool(
      [
        'setup',
        'generate-credentials',
        `--uuid=${uuid}`,
        `--group=${GROUP}`,
        `--count=${VOTERS}`,
        `--dir=${dir}`,
      ],
      { cwd: dir },
    );
    const files = readdirSync(dir);
    const privFile = files.find((f) => f.endsWith('.privcreds'));
    const pubFile = files.find((f) => f.endsWith('.pubcreds'));
    if (privFile === undefined || pubFile === undefined)
      throw new Error('generate-credentials wrote no files');
    privateCredentials = readFileSync(join(dir, privFile), 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split(' ')[1] ?? '');
    copyFileSync(join(dir, pubFile), join(dir, 'public_creds.json'));
    writeFileSync(join(dir, 'template.json'), JSON.stringify(TEMPLATE));
    tool(
      [
        'setup',
        'make-election',
        `--uuid=${uuid}`,
        `--group=${GROUP}`,
        '--template=template.json',
        `--dir=${dir}`,
      ],
      { cwd: dir },
    );
    tool(['archive', 'init', `--dir=${dir}`], { cwd: dir });
    cpSync(dir, pristine, { recursive: true });
    // election.json as belenios-tool wrote it, without the file's final newline.
    election = parseElection(readFileSync(join(dir, 'election.json'), 'utf8').replace(/\n$/, ''));
  });

  afterAll(() => {
    if (root !== '') rmSync(root, { recursive: true, force: true });
  });

  it("derives every voter's public credential exactly as belenios-tool published it", () => {
    const pubFile = readdirSync(dir).find((f) => f.endsWith('.pubcreds')) ?? '';
    const published = (JSON.parse(readFileSync(join(dir, pubFile), 'utf8')) as string[]).map(
      (line) => parsePublicCredential(election.group, line).credential,
    );
    const ours = privateCredentials.map((c) =>
      derivePublicCredential(election.group, election.uuid, c),
    );
    expect(new Set(ours)).toEqual(new Set(published));
  });

  it('makes private credentials whose public credential belenios-tool derives as we do', () => {
    for (let i = 0; i < 3; i++) {
      const credential = generatePrivateCredential();
      const theirs = tool(
        [
          'setup',
          'generate-credentials',
          `--uuid=${election.uuid}`,
          `--group=${GROUP}`,
          `--derive=${credential}`,
        ],
        { cwd: root },
      ).trim();
      expect(theirs).toBe(
        derivePublicCredential(election.group, election.uuid, credential).toString(),
      );
    }
  });

  it('accepts a ballot belenios-tool generate-ballot made, and refuses it with one digit changed', () => {
    const credFile = join(root, 'tool-voter.cred');
    writeFileSync(credFile, `${privateCredentials[VOTERS - 1]}\n`);
    const choiceFile = join(root, 'tool-voter.choice');
    writeFileSync(choiceFile, JSON.stringify(TOOL_CHOICE));
    const text = tool(
      [
        'election',
        'generate-ballot',
        `--dir=${dir}`,
        `--privcred=${credFile}`,
        `--ballot=${choiceFile}`,
      ],
      {
        cwd: dir,
      },
    ).replace(/\n$/, '');
    expect(checkBallotText(election, text)).toMatchObject({ ok: true });
    expect(checkBallotText(election, changeOneDigit(text)).ok).toBe(false);
    tool(['archive', 'add-event', `--dir=${dir}`, '--type=Ballot'], { cwd: dir, input: text });
  });

  it("casts our ballots; belenios-tool's verify passes and its summary lists our trackers", () => {
    OUR_CHOICES.forEach((choice, i) => {
      const { text } = createBallot(election, privateCredentials[i] ?? '', choice);
      expect(checkBallotText(election, text).ok).toBe(true);
      ourTexts.push(text);
      tool(['archive', 'add-event', `--dir=${dir}`, '--type=Ballot'], { cwd: dir, input: text });
    });
    const check = verify(dir);
    expect(check.output).toContain('all checks passed');
    expect(check.passed).toBe(true);
    const summary = JSON.parse(
      tool(['election', 'compute-ballot-summary', `--dir=${dir}`], { cwd: dir }),
    ) as { hash: string }[];
    const listed = new Set(summary.map((s) => s.hash));
    expect(listed.size).toBe(VOTERS);
    for (const text of ourTexts) {
      expect(listed.has(ballotArchiveHash(text))).toBe(true);
      expect(ballotTracker(text)).toMatch(/^[A-Za-z0-9+/]{43}$/);
    }
  });

  it('tallies, decrypts and verifies with belenios-tool; the result equals the choices', () => {
    tool(['archive', 'add-event', `--dir=${dir}`, '--type=EndBallots'], { cwd: dir, input: '' });
    const tally = tool(['election', 'compute-encrypted-tally', `--dir=${dir}`], { cwd: dir });
    tool(['archive', 'add-event', `--dir=${dir}`, '--type=EncryptedTally'], {
      cwd: dir,
      input: tally,
    });
    trusteeKeys.forEach((key, i) => {
      const partial = tool(
        [
          'election',
          'decrypt',
          `--dir=${dir}`,
          `--privkey=${join(dir, `${key}.privkey`)}`,
          `--trustee-id=${i + 1}`,
        ],
        {
          cwd: dir,
        },
      );
      tool(['archive', 'add-event', `--dir=${dir}`, '--type=PartialDecryption'], {
        cwd: dir,
        input: partial,
      });
    });
    const result = tool(['election', 'compute-result', `--dir=${dir}`], { cwd: dir });
    tool(['archive', 'add-event', `--dir=${dir}`, '--type=Result'], { cwd: dir, input: result });
    const check = verify(dir);
    expect(check.output).toContain('all checks passed');
    expect(check.passed).toBe(true);
    expect((JSON.parse(result) as { result: number[][] }).result).toEqual(
      sumChoices([...OUR_CHOICES, TOOL_CHOICE]),
    );
  });

  it('makes verify fail when one digit of one of our ballots changes', () => {
    // (a) a tampered ballot cast into a fresh copy of the election;
    const copy = join(root, 'tampered-cast');
    cpSync(pristine, copy, { recursive: true });
    const tampered = changeOneDigit(ourTexts[0] ?? '');
    expect(checkBallotText(election, tampered).ok).toBe(false);
    const added = runTool(['archive', 'add-event', `--dir=${copy}`, '--type=Ballot'], {
      cwd: copy,
      input: tampered,
    });
    if (added.status === 0) {
      const check = verify(copy);
      expect(check.passed).toBe(false);
      expect(check.output).toMatch(/invalid ballot/);
    }
    // (b) one digit changed inside the finished archive (.bel), where our first ballot lies.
    const edited = join(root, 'tampered-archive');
    cpSync(dir, edited, { recursive: true });
    const bel = readdirSync(edited).find((f) => f.endsWith('.bel')) ?? '';
    const bytes = readFileSync(join(edited, bel));
    const alpha = /"alpha":"(\d{30})/.exec(ourTexts[0] ?? '')?.[1] ?? '';
    const at = bytes.indexOf(alpha);
    expect(at).toBeGreaterThan(0);
    const position = at + 20;
    bytes[position] = bytes[position] === 0x34 ? 0x35 : 0x34;
    writeFileSync(join(edited, bel), bytes);
    const check = verify(edited);
    expect(check.passed).toBe(false);
    expect(check.output).not.toContain('all checks passed');
  });
});

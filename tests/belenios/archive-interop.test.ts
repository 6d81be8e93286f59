/**
 * The election archive (UUID.bel) against belenios-tool 2.0 (issue 34): an archive the tool made
 * is read by our reader (hashes and chain checked) and rewritten byte for byte by our writer; an
 * archive our writer made, with ballots from our ballot.ts, is rebuilt identically by `archive
 * make` and passes `election verify` before and after the tally (tally, decryptions and result
 * computed by the tool, written by our writer). Skipped with the printed reason where the tool is
 * missing. Run: `npx vitest run --project belenios`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArchiveWriter, archiveHash, readArchive } from '../../src/shared/evoting/belenios/archive';
import { createBallot } from '../../src/shared/evoting/belenios/ballot';
import { type BeleniosElection, parseElection } from '../../src/shared/evoting/belenios/election';
import { beleniosSkipReason, runTool, tool } from './belenios-tool';

const skip = beleniosSkipReason();
const GROUP = 'BELENIOS-2048';
const TEMPLATE = {
  description: 'Uji arsip Belenios',
  name: 'Pemira Uji Arsip',
  questions: [
    { answers: ['Paslon 1', 'Paslon 2'], blank: true, min: 1, max: 1, question: 'Ketua BEM' },
  ],
};
/** Voter 0 votes with belenios-tool in the tool's archive; every other ballot is ours. */
const CHOICES = [[[0, 1, 0]], [[0, 0, 1]], [[1, 0, 0]]];

function verify(dir: string): { passed: boolean; output: string } {
  const run = runTool(['election', 'verify', `--dir=${dir}`], { cwd: dir });
  return { passed: run.status === 0, output: run.stdout + run.stderr };
}

function belFile(dir: string): string {
  return join(dir, readdirSync(dir).find((f) => f.endsWith('.bel')) ?? 'missing.bel');
}

/**
 * Extracts the archive with the system's tar into a fresh directory, then returns what
 * `belenios-tool archive make` rebuilds from the extracted files (the canonical archive).
 */
function toolRebuild(bel: Uint8Array, root: string, name: string): Uint8Array {
  const x = join(root, name);
  mkdirSync(x);
  const untar = spawnSync('tar', ['-xf', '-'], { cwd: x, input: bel });
  if (untar.status !== 0) throw new Error(`tar gagal: ${String(untar.stderr)}`);
  const made = spawnSync(process.env.BELENIOS_TOOL ?? 'belenios-tool', ['archive', 'make'], {
    cwd: x,
    maxBuffer: 256 * 1024 * 1024,
  });
  if (made.status !== 0) throw new Error(`archive make gagal: ${String(made.stderr)}`);
  return new Uint8Array(made.stdout);
}

/** The two lines `compute-encrypted-tally` and `decrypt` print: the data and its wrapper. */
function twoLines(output: string): [string, string] {
  const [data = '', wrapper = ''] = output.split('\n');
  return [data, wrapper];
}

describe.skipIf(skip !== null)('UUID.bel with belenios-tool 2.0', () => {
  let root = '';
  let dir = '';
  let election: BeleniosElection;
  let privateCredentials: string[] = [];
  const trusteeKeys: string[] = [];
  let toolBallot = '';

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'belenios-archive-'));
    dir = join(root, 'tool');
    mkdirSync(dir);
    const uuid = tool(['setup', 'generate-token'], { cwd: dir }).trim();
    for (let i = 0; i < 2; i++) {
      const before = new Set(readdirSync(dir));
      tool(['setup', 'generate-trustee-key', `--group=${GROUP}`], { cwd: dir });
      const added = readdirSync(dir).find((f) => f.endsWith('.pubkey') && !before.has(f)) ?? '';
      trusteeKeys.push(added.replace(/\.pubkey$/, ''));
    }
    writeFileSync(
      join(dir, 'public_keys.jsons'),
      trusteeKeys.map((k) => readFileSync(join(dir, `${k}.pubkey`), 'utf8')).join(''),
    );
    tool(['setup', 'make-trustees', `--dir=${dir}`], { cwd: dir });
    const gen = ['setup', 'generate-credentials', `--uuid=${uuid}`, `--group=${GROUP}`];
    tool([...gen, `--count=${CHOICES.length}`, `--dir=${dir}`], { cwd: dir });
    const files = readdirSync(dir);
    const priv = files.find((f) => f.endsWith('.privcreds')) ?? '';
    const pub = files.find((f) => f.endsWith('.pubcreds')) ?? '';
    privateCredentials = readFileSync(join(dir, priv), 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split(' ')[1] ?? '');
    writeFileSync(join(dir, 'public_creds.json'), readFileSync(join(dir, pub)));
    writeFileSync(join(dir, 'template.json'), JSON.stringify(TEMPLATE));
    const make = ['setup', 'make-election', `--uuid=${uuid}`, `--group=${GROUP}`];
    tool([...make, '--template=template.json', `--dir=${dir}`], { cwd: dir });
    tool(['archive', 'init', `--dir=${dir}`], { cwd: dir });
    election = parseElection(readFileSync(join(dir, 'election.json'), 'utf8').replace(/\n$/, ''));
    // The tool's own record: one ballot by the tool, the others ours, then tallied by the tool.
    writeFileSync(join(root, 'cred0'), `${privateCredentials[0]}\n`);
    writeFileSync(join(root, 'choice0'), JSON.stringify(CHOICES[0]));
    toolBallot = tool(
      ['election', 'generate-ballot', `--dir=${dir}`, `--privcred=${join(root, 'cred0')}`].concat(
        `--ballot=${join(root, 'choice0')}`,
      ),
      { cwd: dir },
    ).replace(/\n$/, '');
    const add = (type: string, input: string): void => {
      tool(['archive', 'add-event', `--dir=${dir}`, `--type=${type}`], { cwd: dir, input });
    };
    add('Ballot', toolBallot);
    for (let i = 1; i < CHOICES.length; i++)
      add('Ballot', createBallot(election, privateCredentials[i] ?? '', CHOICES[i] ?? []).text);
    add('EndBallots', '');
    add(
      'EncryptedTally',
      tool(['election', 'compute-encrypted-tally', `--dir=${dir}`], { cwd: dir }),
    );
    trusteeKeys.forEach((key, i) => {
      const args = [
        'election',
        'decrypt',
        `--dir=${dir}`,
        `--privkey=${join(dir, `${key}.privkey`)}`,
      ];
      add('PartialDecryption', tool([...args, `--trustee-id=${i + 1}`], { cwd: dir }));
    });
    add('Result', tool(['election', 'compute-result', `--dir=${dir}`], { cwd: dir }));
  });

  afterAll(() => {
    if (root !== '') rmSync(root, { recursive: true, force: true });
  });

  it('reads the archive belenios-tool made: events, texts and hash chain', () => {
    expect(verify(dir).output).toContain('all checks passed');
    const bytes = new Uint8Array(readFileSync(belFile(dir)));
    const contents = readArchive(bytes);
    expect(contents.events.map((e) => e.event.type)).toEqual([
      'Setup',
      'Ballot',
      'Ballot',
      'Ballot',
      'EndBallots',
      'EncryptedTally',
      'PartialDecryption',
      'PartialDecryption',
      'Result',
    ]);
    expect(contents.election).toBe(election.raw);
    expect(contents.ballots[0]).toBe(toolBallot);
    expect(contents.ballots.map(archiveHash)).toEqual(
      contents.events.filter((e) => e.event.type === 'Ballot').map((e) => e.event.payload),
    );
    expect(JSON.parse(contents.result ?? '{}')).toEqual({ result: [[1, 1, 1]] });
    // One digit changed in the tool's ballot (inside its first alpha): its hash no longer
    // matches its name.
    const tampered = bytes.slice();
    const ballotAt = Buffer.from(bytes).indexOf(toolBallot.slice(0, 200)) + 150;
    expect(ballotAt).toBeGreaterThan(150);
    tampered[ballotAt] = tampered[ballotAt] === 0x31 ? 0x32 : 0x31;
    expect(() => readArchive(tampered)).toThrow(/Hash/);
  });

  it("rewrites the tool's archive byte for byte from the same events", () => {
    const bytes = new Uint8Array(readFileSync(belFile(dir)));
    const c = readArchive(bytes);
    const w = new ArchiveWriter(c.timestamp);
    w.setup(c.election, c.trustees, c.credentials);
    for (const b of c.ballots) w.ballot(b);
    w.endBallots();
    w.encryptedTally(c.encryptedTally?.tally ?? '', c.encryptedTally?.sized ?? '');
    for (const p of c.partialDecryptions) w.partialDecryption(p.decryption, p.owned);
    w.result(c.result ?? '');
    expect(Buffer.from(w.bytes()).equals(Buffer.from(bytes))).toBe(true);
    expect(w.lastEventHash).toBe(c.lastEventHash);
  });

  it("rewrites the tool's archive as belenios-tool archive make does", () => {
    const bytes = new Uint8Array(readFileSync(belFile(dir)));
    const rebuilt = toolRebuild(bytes, root, 'extracted-tool');
    expect(Buffer.from(rebuilt).equals(Buffer.from(bytes))).toBe(true);
  });

  it('writes an archive with our ballots that belenios-tool verifies, tally and result included', () => {
    const c = readArchive(new Uint8Array(readFileSync(belFile(dir))));
    const ours = join(root, 'ours');
    mkdirSync(ours);
    const bel = join(ours, `${election.uuid}.bel`);
    const w = new ArchiveWriter(Math.floor(Date.now() / 1000));
    // The setup texts are the tool's (election, trustees, credentials); every event is ours.
    w.setup(c.election, c.trustees, c.credentials);
    const texts = CHOICES.map(
      (choice, i) => createBallot(election, privateCredentials[i] ?? '', choice).text,
    );
    for (const text of texts) w.ballot(text);
    w.endBallots();
    writeFileSync(bel, w.bytes());
    const open = verify(ours);
    expect(open.passed).toBe(true);
    expect(open.output).toContain('no result to check');
    const summary = JSON.parse(
      tool(['election', 'compute-ballot-summary', `--dir=${ours}`], { cwd: ours }),
    ) as { hash: string }[];
    expect(summary.map((s) => s.hash).sort()).toEqual(texts.map(archiveHash).sort());

    w.encryptedTally(
      ...twoLines(tool(['election', 'compute-encrypted-tally', `--dir=${ours}`], { cwd: ours })),
    );
    writeFileSync(bel, w.bytes());
    trusteeKeys.forEach((key, i) => {
      const args = [
        'election',
        'decrypt',
        `--dir=${ours}`,
        `--privkey=${join(dir, `${key}.privkey`)}`,
      ];
      w.partialDecryption(...twoLines(tool([...args, `--trustee-id=${i + 1}`], { cwd: ours })));
      writeFileSync(bel, w.bytes());
    });
    const result = tool(['election', 'compute-result', `--dir=${ours}`], { cwd: ours }).replace(
      /\n$/,
      '',
    );
    expect(JSON.parse(result)).toEqual({ result: [[1, 1, 1]] });
    w.result(result);
    const bytes = w.bytes();
    writeFileSync(bel, bytes);
    const check = verify(ours);
    expect(check.output).toContain('all checks passed');
    expect(check.passed).toBe(true);
    expect(readArchive(bytes).lastEventHash).toBe(w.lastEventHash);
    expect(Buffer.from(toolRebuild(bytes, root, 'extracted-ours')).equals(Buffer.from(bytes))).toBe(
      true,
    );
  });
});

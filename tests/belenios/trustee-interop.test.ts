/**
 * Interop of Single trustees with belenios-tool 2.0 (issue 34): a trustee key made by our code
 * (src/shared/evoting/belenios/trustee-key.ts) next to one belenios-tool made, in an election that
 * belenios-tool sets up, tallies, decrypts (its trustee with `election decrypt`, ours with our
 * partial decryption added as a PartialDecryption event), computes the result of and verifies.
 * Our checker accepts belenios-tool's keys and partial decryptions and refuses tampered ones, and
 * our combination gives the tool's result. Threshold trustees: threshold-interop.test.ts. Skipped
 * with the printed reason where belenios-tool is missing.
 * Run: `npx vitest run --project belenios`.
 */
import {
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
import { ownedText, sizedEncryptedTallyText } from '../../src/shared/evoting/belenios/archive';
import { parseBallot } from '../../src/shared/evoting/belenios/ballot-json';
import { BELENIOS_2048, mul } from '../../src/shared/evoting/belenios/group';
import {
  type EncryptedTally,
  checkPartialDecryption,
  computeEncryptedTally,
  computePartialDecryption,
  parseEncryptedTally,
  parsePartialDecryption,
  serializeEncryptedTally,
  serializePartialDecryption,
} from '../../src/shared/evoting/belenios/partial-decryption';
import {
  type OwnedPartialDecryption,
  computeResult,
  serializeResult,
} from '../../src/shared/evoting/belenios/result';
import {
  type TrusteePublicKey,
  checkTrusteePublicKey,
  parseTrustees,
  serializeTrustees,
  generateTrusteeKey,
  parseTrusteePublicKey,
  serializeTrusteePublicKey,
} from '../../src/shared/evoting/belenios/trustee-key';
import { beleniosSkipReason, runTool, tool } from './belenios-tool';

const skip = beleniosSkipReason();
import { CHOICES, EXPECTED, G, changeDigit, runElection, verify } from './trustee-election';

describe.skipIf(skip !== null)('Belenios Single trustees with belenios-tool 2.0', () => {
  let root = '';
  let dir = '';
  /** A copy of `dir` after the EncryptedTally event, before any partial decryption. */
  let pristine = '';
  let toolKeyName = '';
  let toolPubkey = '';
  let toolKey: TrusteePublicKey;
  const ours = generateTrusteeKey(BELENIOS_2048);
  let run: ReturnType<typeof runElection>;
  let encrypted: EncryptedTally;
  let toolPd = '';

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'belenios-trustee-'));
    dir = join(root, 'single');
    pristine = join(root, 'single-before-decryption');
    mkdirSync(dir);
    tool(['setup', 'generate-trustee-key', G], { cwd: dir });
    const pubkey = readdirSync(dir).find((f) => f.endsWith('.pubkey')) ?? '';
    toolKeyName = pubkey.replace(/\.pubkey$/, '');
    toolPubkey = readFileSync(join(dir, pubkey), 'utf8');
    toolKey = parseTrusteePublicKey(toolPubkey);
    // Trustee 1 is belenios-tool's key, trustee 2 ours (their order in public_keys.jsons).
    writeFileSync(
      join(dir, 'public_keys.jsons'),
      `${toolPubkey}${serializeTrusteePublicKey(ours.publicKey)}\n`,
    );
    tool(['setup', 'make-trustees', `--dir=${dir}`], { cwd: dir });
    run = runElection(dir);
    encrypted = parseEncryptedTally(run.tally[0] ?? '');
    cpSync(dir, pristine, { recursive: true });
  });

  afterAll(() => {
    if (root !== '') rmSync(root, { recursive: true, force: true });
  });

  it("accepts belenios-tool's key; belenios-tool combines ours into the election key", () => {
    expect(checkTrusteePublicKey(BELENIOS_2048, toolKey)).toBe(true);
    expect(
      checkTrusteePublicKey(
        BELENIOS_2048,
        parseTrusteePublicKey(changeDigit(toolPubkey, '"response":"')),
      ),
    ).toBe(false);
    const trusteesText = readFileSync(join(dir, 'trustees.json'), 'utf8');
    expect(`${serializeTrustees(parseTrustees(trusteesText))}\n`).toBe(trusteesText);
    const { election } = run;
    expect(election.publicKey).toBe(
      mul(election.group, toolKey.publicKey, ours.publicKey.publicKey),
    );
  });

  it("computes the tool's encrypted tally from the same ballots, byte for byte", () => {
    const sized = computeEncryptedTally(
      run.election,
      run.ballots.map((b) => ({ ballot: parseBallot(b) })),
    );
    expect(serializeEncryptedTally(sized.tally)).toBe(run.tally[0]);
    expect(
      sizedEncryptedTallyText(
        sized.numTallied,
        sized.totalWeight,
        serializeEncryptedTally(sized.tally),
      ),
    ).toBe(run.tally[1]);
  });

  it("accepts belenios-tool's partial decryption and refuses it tampered", () => {
    toolPd = tool(
      ['election', 'decrypt', `--dir=${dir}`, `--privkey=${toolKeyName}.privkey`, '--trustee-id=1'],
      { cwd: dir },
    );
    const [text = ''] = toolPd.trim().split('\n');
    const pd = parsePartialDecryption(text);
    expect(checkPartialDecryption(run.election, encrypted, toolKey.publicKey, pd)).toBe(true);
    for (const marker of ['"decryption_factors":[["', '"challenge":"', '"response":"']) {
      const tampered = parsePartialDecryption(changeDigit(text, marker));
      expect(checkPartialDecryption(run.election, encrypted, toolKey.publicKey, tampered)).toBe(
        false,
      );
    }
    expect(checkPartialDecryption(run.election, encrypted, ours.publicKey.publicKey, pd)).toBe(
      false,
    );
  });

  it('adds our partial decryption as trustee 2; compute-result and verify pass, and our result agrees', () => {
    const add = (input: string): void => {
      tool(['archive', 'add-event', `--dir=${dir}`, '--type=PartialDecryption'], {
        cwd: dir,
        input,
      });
    };
    add(toolPd);
    const ourPdText = serializePartialDecryption(
      computePartialDecryption(run.election, encrypted, ours.privateKey),
    );
    add(`${ourPdText}\n${ownedText(2, ourPdText)}\n`);
    const result = tool(['election', 'compute-result', `--dir=${dir}`], { cwd: dir });
    tool(['archive', 'add-event', `--dir=${dir}`, '--type=Result'], { cwd: dir, input: result });
    const check = verify(dir);
    expect(check.output).toContain('all checks passed');
    expect(check.passed).toBe(true);
    expect(result.trim()).toBe(serializeResult(EXPECTED));
    const partials: OwnedPartialDecryption[] = [
      { owner: 1, partialDecryption: parsePartialDecryption(toolPd.split('\n')[0] ?? '') },
      { owner: 2, partialDecryption: parsePartialDecryption(ourPdText) },
    ];
    const trustees = parseTrustees(readFileSync(join(dir, 'trustees.json'), 'utf8'));
    const sized = { tally: encrypted, numTallied: CHOICES.length, totalWeight: CHOICES.length };
    expect(computeResult(run.election, sized, trustees, partials)).toEqual({
      ok: true,
      result: EXPECTED,
    });
  });

  it("makes belenios-tool's compute-result refuse a partial decryption made with another key", () => {
    tool(['archive', 'add-event', `--dir=${pristine}`, '--type=PartialDecryption'], {
      cwd: pristine,
      input: toolPd,
    });
    const wrongKey = generateTrusteeKey(BELENIOS_2048).privateKey;
    const wrong = serializePartialDecryption(
      computePartialDecryption(run.election, encrypted, wrongKey),
    );
    tool(['archive', 'add-event', `--dir=${pristine}`, '--type=PartialDecryption'], {
      cwd: pristine,
      input: `${wrong}\n${ownedText(2, wrong)}\n`,
    });
    const computed = runTool(['election', 'compute-result', `--dir=${pristine}`], {
      cwd: pristine,
    });
    expect(computed.status).not.toBe(0);
    expect(computed.stderr).toContain('invalid partial decryption');
  });
});

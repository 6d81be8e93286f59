/**
 * Interop of threshold ("Pedersen") trustees with belenios-tool 2.0 (issue 34;
 * docs/BELENIOS-FORMATS.md §4.2). A setup run entirely by belenios-tool: our checker accepts its
 * Pedersen item and partial decryptions, our AES-CCM channels open its channel messages and its
 * `.dkey` files. A mixed setup: our trustee (src/shared/evoting/belenios/threshold-keygen.ts)
 * takes part in belenios-tool's six steps as trustee 2, belenios-tool's trustees and server accept
 * what it sends, and its partial decryption, made with the share opened from the `.dkey`
 * belenios-tool wrote for it, is accepted by compute-result and verify. Our AES-CCM also agrees
 * with OpenSSL's. Skipped with the printed reason where belenios-tool is missing.
 * Run: `npx vitest run --project belenios`.
 */
import { createCipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ccmDecrypt, ccmEncrypt } from '../../src/shared/evoting/belenios/aes-ccm';
import { ownedText } from '../../src/shared/evoting/belenios/archive';
import { BELENIOS_2048, gPow } from '../../src/shared/evoting/belenios/group';
import { sha256Hex } from '../../src/shared/evoting/belenios/hash';
import {
  checkPartialDecryption,
  computePartialDecryption,
  parseEncryptedTally,
  parsePartialDecryption,
  serializePartialDecryption,
} from '../../src/shared/evoting/belenios/partial-decryption';
import {
  type OwnedPartialDecryption,
  computeResult,
  serializeResult,
} from '../../src/shared/evoting/belenios/result';
import {
  parseEncryptedMessage,
  receiveFromChannel,
  serializeEncryptedMessage,
} from '../../src/shared/evoting/belenios/threshold-channel';
import {
  openDecryptionKeyShare,
  thresholdStep3,
  thresholdStep5,
} from '../../src/shared/evoting/belenios/threshold-keygen';
import {
  type SignedMessage,
  certificateKeys,
  deriveThresholdKeys,
  generateThresholdSeed,
  makeCertificate,
  serializeSignedMessage,
  signedMessageFromJson,
} from '../../src/shared/evoting/belenios/threshold-trustee';
import {
  type TrusteeItem,
  type TrusteePublicKey,
  checkThresholdParameters,
  checkTrustees,
  checkTrusteePublicKey,
  electionPublicKey,
  parseTrustees,
  serializeTrustees,
} from '../../src/shared/evoting/belenios/trustee-key';
import { beleniosSkipReason, runTool, tool } from './belenios-tool';
import { CHOICES, EXPECTED, G, changeDigit, runElection, verify } from './trustee-election';

const skip = beleniosSkipReason();

function readCerts(dir: string): SignedMessage[] {
  return readFileSync(join(dir, 'certs.jsons'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => signedMessageFromJson(JSON.parse(line)));
}

describe('AES-CCM against OpenSSL (node:crypto aes-256-ccm, 8-byte tag)', () => {
  it("gives the same ciphertext and tag, and opens OpenSSL's", () => {
    for (const length of [0, 1, 15, 16, 17, 100, 1000]) {
      const key = new Uint8Array(randomBytes(32));
      const nonce = new Uint8Array(randomBytes(13));
      const plaintext = new Uint8Array(randomBytes(length));
      const cipher = createCipheriv('aes-256-ccm', key, nonce, { authTagLength: 8 });
      cipher.setAAD(new Uint8Array(0), { plaintextLength: length });
      const openssl = new Uint8Array(
        Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]),
      );
      expect(ccmEncrypt(key, nonce, plaintext, { tagLength: 8 })).toEqual(openssl);
      expect(ccmDecrypt(key, nonce, openssl, { tagLength: 8 })).toEqual(plaintext);
    }
  });
});

/**
 * belenios-tool's threshold key generation (docs/BELENIOS-FORMATS.md §4.2, steps 1–6) for
 * `count` trustees of whom `threshold` must decrypt; returns the trustees' key ids in the order
 * of the certificates (= their index in the Pedersen item, from 1).
 */
function thresholdTrustees(dir: string, count: number, threshold: number): string[] {
  const step = (args: string[], input?: string): string =>
    tool(['setup', 'generate-trustee-key-threshold', G, ...args], { cwd: dir, input });
  for (let i = 0; i < count; i++) step(['--step=1']);
  const ids = readdirSync(dir)
    .filter((f) => f.endsWith('.cert'))
    .map((f) => f.replace(/\.cert$/, ''));
  const certs = ids.map((id) => readFileSync(join(dir, `${id}.cert`), 'utf8')).join('');
  writeFileSync(join(dir, 'certs.jsons'), certs);
  step(['--certs=certs.jsons', '--step=2']);
  const polynomials = ids
    .map((id) =>
      step(['--certs=certs.jsons', `--key=${id}.key`, '--step=3', `--threshold=${threshold}`]),
    )
    .join('');
  writeFileSync(join(dir, 'polynomials.jsons'), polynomials);
  step(['--certs=certs.jsons', '--step=4', '--polynomials=polynomials.jsons']);
  const outputs = ids
    .map((id) =>
      step(
        ['--certs=certs.jsons', `--key=${id}.key`, '--step=5'],
        readFileSync(join(dir, `${id}.vinput`), 'utf8'),
      ),
    )
    .join('');
  const parameters = step(
    ['--certs=certs.jsons', '--step=6', '--polynomials=polynomials.jsons'],
    outputs,
  );
  writeFileSync(join(dir, 'threshold.json'), parameters);
  writeFileSync(join(dir, 'public_keys.jsons'), '');
  tool(['setup', 'make-trustees', `--dir=${dir}`], { cwd: dir });
  // The order of certs.jsons is the order of the Pedersen item's certificates and keys.
  return ids;
}

describe.skipIf(skip !== null)('Belenios threshold trustees with belenios-tool 2.0', () => {
  let root = '';
  let dir = '';
  let ids: string[] = [];
  let run: ReturnType<typeof runElection>;
  let trustees: TrusteeItem[] = [];
  const partials: OwnedPartialDecryption[] = [];

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'belenios-threshold-'));
    dir = join(root, 'threshold');
    mkdirSync(dir);
    ids = thresholdTrustees(dir, 3, 2);
    trustees = parseTrustees(readFileSync(join(dir, 'trustees.json'), 'utf8'));
    run = runElection(dir);
  });

  afterAll(() => {
    if (root !== '') rmSync(root, { recursive: true, force: true });
  });

  it("accepts the verification keys' proofs of the Pedersen item belenios-tool made", () => {
    expect(trustees).toHaveLength(1);
    const [item] = trustees;
    expect(item?.kind).toBe('pedersen');
    if (item?.kind !== 'pedersen') return;
    expect(item.threshold).toBe(2);
    expect(item.verificationKeys).toHaveLength(3);
    for (const key of item.verificationKeys)
      expect(checkTrusteePublicKey(BELENIOS_2048, key)).toBe(true);
  });

  it("accepts belenios-tool's Pedersen item and derives the election key from it; refuses it tampered", () => {
    const text = readFileSync(join(dir, 'trustees.json'), 'utf8');
    expect(checkTrustees(BELENIOS_2048, trustees)).toBe(true);
    expect(`${serializeTrustees(trustees)}\n`).toBe(text);
    expect(electionPublicKey(BELENIOS_2048, trustees)).toBe(run.election.publicKey);
    const item = trustees[0];
    if (item?.kind !== 'pedersen') throw new Error('no Pedersen item');
    const [k1, k2, k3] = item.verificationKeys as [
      TrusteePublicKey,
      TrusteePublicKey,
      TrusteePublicKey,
    ];
    expect(
      checkThresholdParameters(BELENIOS_2048, { ...item, verificationKeys: [k2, k1, k3] }),
    ).toBe(false);
    expect(checkThresholdParameters(BELENIOS_2048, { ...item, threshold: 3 })).toBe(false);
    // one digit of the first coefficient commitment: its signature no longer holds
    const tampered = parseTrustees(changeDigit(text, '{\\"coefexps\\":[\\"'));
    expect(checkTrustees(BELENIOS_2048, tampered)).toBe(false);
  });

  it("makes a step-1 certificate that belenios-tool's step 2 accepts, and refuses tampered", () => {
    const certs = readFileSync(join(dir, 'certs.jsons'), 'utf8');
    const ours = makeCertificate(BELENIOS_2048, generateThresholdSeed());
    const step2 = (extra: string) => {
      writeFileSync(join(dir, 'certs-ours.jsons'), `${certs}${extra}\n`);
      return runTool(
        ['setup', 'generate-trustee-key-threshold', G, '--certs=certs-ours.jsons', '--step=2'],
        { cwd: dir },
      );
    };
    expect(step2(serializeSignedMessage(ours)).status).toBe(0);
    const bad = {
      ...ours,
      signature: {
        ...ours.signature,
        challenge: (ours.signature.challenge + 1n) % BELENIOS_2048.q,
      },
    };
    const refused = step2(serializeSignedMessage(bad));
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('certificate 4 does not validate');
  });

  it("accepts trustees 1 and 3's partial decryptions under their verification keys, refuses them swapped or tampered", () => {
    const encrypted = parseEncryptedTally(run.tally[0] ?? '');
    const item = trustees[0];
    if (item?.kind !== 'pedersen') throw new Error('no Pedersen item');
    for (const owner of [1, 3]) {
      const id = ids[owner - 1] ?? '';
      const out = tool(
        [
          'election',
          'decrypt-threshold',
          `--dir=${dir}`,
          `--key=${id}.key`,
          `--decryption-key=${id}.dkey`,
          `--trustee-id=${owner}`,
        ],
        { cwd: dir },
      );
      tool(['archive', 'add-event', `--dir=${dir}`, '--type=PartialDecryption'], {
        cwd: dir,
        input: out,
      });
      const [text = '', owned = ''] = out.trim().split('\n');
      expect(owned).toBe(ownedText(owner, text));
      const pd = parsePartialDecryption(text);
      const key = (j: number): bigint => item.verificationKeys[j - 1]?.publicKey ?? 0n;
      expect(checkPartialDecryption(run.election, encrypted, key(owner), pd)).toBe(true);
      expect(checkPartialDecryption(run.election, encrypted, key(2), pd)).toBe(false);
      const tampered = parsePartialDecryption(changeDigit(text, '"decryption_factors":[["'));
      expect(checkPartialDecryption(run.election, encrypted, key(owner), tampered)).toBe(false);
      partials.push({ owner, partialDecryption: pd });
    }
  });

  it("combines them with Lagrange coefficients into belenios-tool's verified result", () => {
    const result = tool(['election', 'compute-result', `--dir=${dir}`], { cwd: dir });
    tool(['archive', 'add-event', `--dir=${dir}`, '--type=Result'], { cwd: dir, input: result });
    const check = verify(dir);
    expect(check.output).toContain('all checks passed');
    expect(check.passed).toBe(true);
    expect(result.trim()).toBe(serializeResult(EXPECTED));
    const sized = {
      tally: parseEncryptedTally(run.tally[0] ?? ''),
      numTallied: CHOICES.length,
      totalWeight: CHOICES.length,
    };
    expect(computeResult(run.election, sized, trustees, partials)).toEqual({
      ok: true,
      result: EXPECTED,
    });
    expect(computeResult(run.election, sized, trustees, partials.slice(0, 1))).toEqual({
      ok: false,
      error: 'NotEnoughPartialDecryptions',
    });
  });

  it("opens belenios-tool's vinputs and .dkey files with our AES-CCM channels; refuses them tampered", () => {
    const certs = readCerts(dir);
    const item = trustees[0];
    if (item?.kind !== 'pedersen') throw new Error('no Pedersen item');
    ids.forEach((id, index) => {
      const seed = readFileSync(join(dir, `${id}.key`), 'utf8').trim();
      const dkey = readFileSync(join(dir, `${id}.dkey`), 'utf8');
      const share = openDecryptionKeyShare(BELENIOS_2048, certs, seed, dkey);
      expect(gPow(BELENIOS_2048, share)).toBe(item.verificationKeys[index]?.publicKey);
      // Our step 5 on belenios-tool's vinput: every secret opens and checks, same public key.
      const vinput = readFileSync(join(dir, `${id}.vinput`), 'utf8');
      const voutput = JSON.parse(thresholdStep5(BELENIOS_2048, certs, seed, vinput)) as {
        public_key: { public_key: string };
      };
      expect(BigInt(voutput.public_key.public_key)).toBe(item.verificationKeys[index]?.publicKey);
      // One hex digit of the CCM data changed: the tag no longer matches.
      const m = parseEncryptedMessage(dkey);
      const data = (m.data.startsWith('0') ? '1' : '0') + m.data.slice(1);
      const tampered = serializeEncryptedMessage({ ...m, data });
      expect(() => openDecryptionKeyShare(BELENIOS_2048, certs, seed, tampered)).toThrow(/tag/);
      // Another trustee's seed cannot open it.
      const other = readFileSync(join(dir, `${ids[(index + 1) % ids.length] ?? ''}.key`), 'utf8');
      expect(() => openDecryptionKeyShare(BELENIOS_2048, certs, other.trim(), dkey)).toThrow();
    });
  });
});

describe.skipIf(skip !== null)('Our threshold trustee in a belenios-tool key generation', () => {
  let root = '';
  let dir = '';
  const seed = generateThresholdSeed();
  let ourId = '';
  let toolIds: string[] = [];
  let trustees: TrusteeItem[] = [];

  const step = (args: string[], input?: string): string =>
    tool(['setup', 'generate-trustee-key-threshold', G, ...args], { cwd: dir, input });

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'belenios-mixed-'));
    dir = join(root, 'mixed');
    mkdirSync(dir);
    step(['--step=1']);
    step(['--step=1']);
    toolIds = readdirSync(dir)
      .filter((f) => f.endsWith('.cert'))
      .map((f) => f.replace(/\.cert$/, ''));
    const ours = serializeSignedMessage(makeCertificate(BELENIOS_2048, seed));
    // The tool names a trustee's files by the SHA-256 of its certificate's message (setup.ml).
    ourId = sha256Hex(signedMessageFromJson(JSON.parse(ours)).message);
    const cert = (id: string): string => readFileSync(join(dir, `${id}.cert`), 'utf8');
    // Our trustee is number 2, between belenios-tool's two.
    writeFileSync(
      join(dir, 'certs.jsons'),
      `${cert(toolIds[0] ?? '')}${ours}\n${cert(toolIds[1] ?? '')}`,
    );
  });

  afterAll(() => {
    if (root !== '') rmSync(root, { recursive: true, force: true });
  });

  it("passes belenios-tool's steps 2 to 6 with our certificate, polynomial and voutput", () => {
    step(['--certs=certs.jsons', '--step=2']);
    const certs = readCerts(dir);
    const toolStep3 = (id: string): string =>
      step(['--certs=certs.jsons', `--key=${id}.key`, '--step=3', '--threshold=2']);
    const ourPolynomial = thresholdStep3(BELENIOS_2048, certs, seed, 2);
    writeFileSync(
      join(dir, 'polynomials.jsons'),
      `${toolStep3(toolIds[0] ?? '')}${ourPolynomial}\n${toolStep3(toolIds[1] ?? '')}`,
    );
    // The server's step 4 checks our coefexps' signature; the tool trustees' step 5 opens and
    // checks the secrets we sent them; step 6 checks our voutput's proof and key.
    step(['--certs=certs.jsons', '--step=4', '--polynomials=polynomials.jsons']);
    const toolStep5 = (id: string): string =>
      step(
        ['--certs=certs.jsons', `--key=${id}.key`, '--step=5'],
        readFileSync(join(dir, `${id}.vinput`), 'utf8'),
      );
    const ourVinput = readFileSync(join(dir, `${ourId}.vinput`), 'utf8');
    const ourVoutput = thresholdStep5(BELENIOS_2048, certs, seed, ourVinput);
    const outputs = `${toolStep5(toolIds[0] ?? '')}${ourVoutput}\n${toolStep5(toolIds[1] ?? '')}`;
    const parameters = step(
      ['--certs=certs.jsons', '--step=6', '--polynomials=polynomials.jsons'],
      outputs,
    );
    writeFileSync(join(dir, 'threshold.json'), parameters);
    writeFileSync(join(dir, 'public_keys.jsons'), '');
    tool(['setup', 'make-trustees', `--dir=${dir}`], { cwd: dir });
    trustees = parseTrustees(readFileSync(join(dir, 'trustees.json'), 'utf8'));
    expect(checkTrustees(BELENIOS_2048, trustees)).toBe(true);
    const item = trustees[0];
    if (item?.kind !== 'pedersen') throw new Error('no Pedersen item');
    const { verification } = certificateKeys(item.certs[1] as SignedMessage);
    expect(verification).toBe(gPow(BELENIOS_2048, deriveThresholdKeys(seed).signingKey));
  });

  it("makes belenios-tool's step 5 refuse our secret with one CCM byte changed", () => {
    const id1 = toolIds[0] ?? '';
    const certs = readCerts(dir);
    const vinput = JSON.parse(readFileSync(join(dir, `${id1}.vinput`), 'utf8')) as {
      secrets: string[];
    };
    // Our secret to trustee 1 opens with trustee 1's key and our signature...
    const { decryptionKey } = deriveThresholdKeys(
      readFileSync(join(dir, `${id1}.key`), 'utf8').trim(),
    );
    const ourVk = certificateKeys(certs[1] as SignedMessage).verification;
    const secret = vinput.secrets[1] ?? '';
    expect(receiveFromChannel(BELENIOS_2048, decryptionKey, ourVk, secret)).toMatch(
      /^\{"secret":"\d+"\}$/,
    );
    // ...and with one hex digit of its CCM data changed, belenios-tool refuses the vinput.
    const m = parseEncryptedMessage(secret);
    const data = (m.data.startsWith('0') ? '1' : '0') + m.data.slice(1);
    vinput.secrets[1] = serializeEncryptedMessage({ ...m, data });
    const args = ['--certs=certs.jsons', `--key=${id1}.key`, '--step=5'];
    const refused = runTool(['setup', 'generate-trustee-key-threshold', G, ...args], {
      cwd: dir,
      input: JSON.stringify(vinput),
    });
    expect(refused.status).not.toBe(0);
  });

  it('decrypts with the share opened from the .dkey belenios-tool wrote for us; compute-result and verify pass', () => {
    const run = runElection(dir);
    const certs = readCerts(dir);
    const encrypted = parseEncryptedTally(run.tally[0] ?? '');
    const item = trustees[0];
    if (item?.kind !== 'pedersen') throw new Error('no Pedersen item');
    const dkey = readFileSync(join(dir, `${ourId}.dkey`), 'utf8');
    const share = openDecryptionKeyShare(BELENIOS_2048, certs, seed, dkey);
    const ourPd = computePartialDecryption(run.election, encrypted, share);
    const ourKey = item.verificationKeys[1]?.publicKey ?? 0n;
    expect(checkPartialDecryption(run.election, encrypted, ourKey, ourPd)).toBe(true);
    const ourText = serializePartialDecryption(ourPd);
    const add = (input: string): void => {
      tool(['archive', 'add-event', `--dir=${dir}`, '--type=PartialDecryption'], {
        cwd: dir,
        input,
      });
    };
    add(`${ourText}\n${ownedText(2, ourText)}\n`);
    // belenios-tool's decrypt-threshold also works from our seed and the .dkey of our voutput.
    writeFileSync(join(dir, 'ours.key'), `${seed}\n`);
    const toolForUs = tool(
      [
        'election',
        'decrypt-threshold',
        `--dir=${dir}`,
        '--key=ours.key',
        `--decryption-key=${ourId}.dkey`,
        '--trustee-id=2',
      ],
      { cwd: dir },
    );
    const toolForUsPd = parsePartialDecryption(toolForUs.split('\n')[0] ?? '');
    expect(checkPartialDecryption(run.election, encrypted, ourKey, toolForUsPd)).toBe(true);
    const id3 = toolIds[1] ?? '';
    const toolOut = tool(
      [
        'election',
        'decrypt-threshold',
        `--dir=${dir}`,
        `--key=${id3}.key`,
        `--decryption-key=${id3}.dkey`,
        '--trustee-id=3',
      ],
      { cwd: dir },
    );
    add(toolOut);
    const result = tool(['election', 'compute-result', `--dir=${dir}`], { cwd: dir });
    tool(['archive', 'add-event', `--dir=${dir}`, '--type=Result'], { cwd: dir, input: result });
    const check = verify(dir);
    expect(check.output).toContain('all checks passed');
    expect(check.passed).toBe(true);
    expect(result.trim()).toBe(serializeResult(EXPECTED));
    const partials: OwnedPartialDecryption[] = [
      { owner: 2, partialDecryption: ourPd },
      { owner: 3, partialDecryption: parsePartialDecryption(toolOut.split('\n')[0] ?? '') },
    ];
    const sized = { tally: encrypted, numTallied: CHOICES.length, totalWeight: CHOICES.length };
    expect(computeResult(run.election, sized, trustees, partials)).toEqual({
      ok: true,
      result: EXPECTED,
    });
  });
});

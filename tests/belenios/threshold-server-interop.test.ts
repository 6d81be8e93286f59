/**
 * Our server side of the threshold key generation (src/shared/evoting/belenios/threshold-server.ts,
 * issue 34) with belenios-tool 2.0's trustees: the tool's trustees run steps 1, 3 and 5, our
 * server steps 4 and 6. Our vinputs and Pedersen item are byte for byte those of the tool's
 * server, the tool's trustees accept our vinputs, and an election on the result verifies. Skipped
 * with the printed reason where belenios-tool is missing.
 * Run: `npx vitest run --project belenios`.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BELENIOS_2048 } from '../../src/shared/evoting/belenios/group';
import { serializeResult } from '../../src/shared/evoting/belenios/result';
import {
  type PolynomialMessage,
  parsePolynomialMessage,
  parseVerificationOutput,
  thresholdStep4,
  thresholdStep6,
} from '../../src/shared/evoting/belenios/threshold-server';
import {
  type SignedMessage,
  signedMessageFromJson,
} from '../../src/shared/evoting/belenios/threshold-trustee';
import {
  checkThresholdParameters,
  serializeThresholdParameters,
} from '../../src/shared/evoting/belenios/trustee-key';
import { beleniosSkipReason, tool } from './belenios-tool';
import { EXPECTED, G, runElection, verify } from './trustee-election';

const skip = beleniosSkipReason();

describe.skipIf(skip !== null)("Our threshold server with belenios-tool's trustees", () => {
  let dir = '';
  let ids: string[] = [];
  let certs: SignedMessage[] = [];
  let polynomialLines: string[] = [];
  let polynomials: PolynomialMessage[] = [];

  const step = (args: string[], input?: string): string =>
    tool(['setup', 'generate-trustee-key-threshold', G, ...args], { cwd: dir, input });

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'belenios-server-'));
    for (let i = 0; i < 3; i++) step(['--step=1']);
    ids = readdirSync(dir)
      .filter((f) => f.endsWith('.cert'))
      .map((f) => f.replace(/\.cert$/, ''));
    const certText = ids.map((id) => readFileSync(join(dir, `${id}.cert`), 'utf8')).join('');
    writeFileSync(join(dir, 'certs.jsons'), certText);
    certs = certText
      .trim()
      .split('\n')
      .map((line) => signedMessageFromJson(JSON.parse(line)));
    polynomialLines = ids.map((id) =>
      step(['--certs=certs.jsons', `--key=${id}.key`, '--step=3', '--threshold=2']),
    );
    polynomials = polynomialLines.map((line) => parsePolynomialMessage(line));
  });

  afterAll(() => {
    if (dir !== '') rmSync(dir, { recursive: true, force: true });
  });

  it("computes the tool's vinputs and Pedersen item byte for byte; the tool's trustees accept them", () => {
    const ours = thresholdStep4(BELENIOS_2048, certs, polynomials);
    writeFileSync(join(dir, 'polynomials.jsons'), polynomialLines.join(''));
    step(['--certs=certs.jsons', '--step=4', '--polynomials=polynomials.jsons']);
    ids.forEach((id, j) => {
      expect(`${ours[j] ?? ''}\n`).toBe(readFileSync(join(dir, `${id}.vinput`), 'utf8'));
    });
    // The tool's trustees run step 5 on our vinputs.
    const outputs = ids.map((id, j) =>
      step(['--certs=certs.jsons', `--key=${id}.key`, '--step=5'], `${ours[j] ?? ''}\n`),
    );
    const parameters = thresholdStep6(
      BELENIOS_2048,
      certs,
      polynomials,
      outputs.map((o) => parseVerificationOutput(o)),
    );
    expect(checkThresholdParameters(BELENIOS_2048, parameters)).toBe(true);
    const toolParameters = step(
      ['--certs=certs.jsons', '--step=6', '--polynomials=polynomials.jsons'],
      outputs.join(''),
    );
    expect(`${serializeThresholdParameters(parameters)}\n`).toBe(toolParameters);
    // Our item, made into trustees.json by the tool, carries an election that verifies, with
    // trustees 1 and 3 decrypting from the .dkey the tool's step 6 wrote.
    writeFileSync(join(dir, 'threshold.json'), `${serializeThresholdParameters(parameters)}\n`);
    writeFileSync(join(dir, 'public_keys.jsons'), '');
    tool(['setup', 'make-trustees', `--dir=${dir}`], { cwd: dir });
    runElection(dir);
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
    }
    const result = tool(['election', 'compute-result', `--dir=${dir}`], { cwd: dir });
    tool(['archive', 'add-event', `--dir=${dir}`, '--type=Result'], { cwd: dir, input: result });
    const check = verify(dir);
    expect(check.output).toContain('all checks passed');
    expect(check.passed).toBe(true);
    expect(result.trim()).toBe(serializeResult(EXPECTED));
  });

  it('refuses commitments not signed by their trustee and a voutput whose key is not f(j)', () => {
    const swapped = [polynomials[1], polynomials[0], polynomials[2]] as PolynomialMessage[];
    expect(() => thresholdStep4(BELENIOS_2048, certs, swapped)).toThrow(/coefexps 1/);
    const vinputs = thresholdStep4(BELENIOS_2048, certs, polynomials);
    const outputs = ids.map((id, j) =>
      parseVerificationOutput(
        step(['--certs=certs.jsons', `--key=${id}.key`, '--step=5'], `${vinputs[j] ?? ''}\n`),
      ),
    );
    const [o1, o2, o3] = outputs as [(typeof outputs)[0], (typeof outputs)[0], (typeof outputs)[0]];
    expect(() => thresholdStep6(BELENIOS_2048, certs, polynomials, [o2, o1, o3])).toThrow(
      /Kunci verifikasi 1/,
    );
  });
});

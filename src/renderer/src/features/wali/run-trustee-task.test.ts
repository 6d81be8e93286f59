import { beforeAll, describe, expect, it } from 'vitest';
import { createBallot } from '../../../../shared/evoting/belenios/ballot';
import { generatePrivateCredential } from '../../../../shared/evoting/belenios/credential';
import { type BeleniosElection, parseElection } from '../../../../shared/evoting/belenios/election';
import {
  generateElectionUuid,
  makeElectionText,
} from '../../../../shared/evoting/belenios/election-setup';
import { BELENIOS_2048 } from '../../../../shared/evoting/belenios/group';
import {
  checkPartialDecryption,
  computeEncryptedTally,
  parseEncryptedTally,
  parsePartialDecryption,
  serializeEncryptedTally,
} from '../../../../shared/evoting/belenios/partial-decryption';
import {
  parsePolynomialMessage,
  parseVerificationOutput,
  thresholdStep4,
  thresholdStep6,
} from '../../../../shared/evoting/belenios/threshold-server';
import {
  checkCertificate,
  generateThresholdSeed,
  signedMessageFromJson,
} from '../../../../shared/evoting/belenios/threshold-trustee';
import { electionPublicKey } from '../../../../shared/evoting/belenios/trustee-key';
import { runTrusteeTask } from './run-trustee-task';
import type { TrusteeTask, TrusteeTaskMessage } from './trustee-messages';
import { TASK_TEXT } from './wali-text';

const G = BELENIOS_2048;

/** Runs the worker's core and returns every message and the result text (or the error). */
function run(task: TrusteeTask) {
  const messages: TrusteeTaskMessage[] = [];
  runTrusteeTask(task, (m) => messages.push(m));
  const last = messages.at(-1);
  return {
    messages,
    text: last?.type === 'result' ? last.text : null,
    error: last?.type === 'error' ? last.message : null,
  };
}

const need = (text: string | null): string => {
  if (text === null) throw new Error('Tugas gagal.');
  return text;
};

/**
 * Two trustees (threshold 2) taken through the whole key generation by the worker's core, the
 * server's steps 4 and 6 done with the shared library as the server does them; then one ballot,
 * the encrypted tally, and a partial decryption by the core that the server's check accepts.
 */
const seeds = [generateThresholdSeed(), generateThresholdSeed()];
let certificates: string[] = [];
let vinputs: string[] = [];
let dkeys: string[] = [];
let verificationKeys: bigint[] = [];
let tally: { election: BeleniosElection; text: string };

beforeAll(() => {
  certificates = seeds.map((seed) => need(run({ type: 'sertifikat', seed }).text));
  const polynomials = seeds.map((seed) =>
    need(run({ type: 'polinomial', seed, certificates, ambang: 2 }).text),
  );
  const certs = certificates.map((c) => signedMessageFromJson(JSON.parse(c)));
  const parsed = polynomials.map(parsePolynomialMessage);
  vinputs = thresholdStep4(G, certs, parsed);
  const voutputs = seeds.map((seed, j) =>
    need(run({ type: 'verifikasi', seed, certificates, vinput: vinputs[j] ?? '' }).text),
  );
  const outputs = voutputs.map(parseVerificationOutput);
  const parameters = thresholdStep6(G, certs, parsed, outputs);
  verificationKeys = parameters.verificationKeys.map((k) => k.publicKey);
  dkeys = outputs.map((o) => o.privateKey);
  const election = parseElection(
    makeElectionText({
      uuid: generateElectionUuid(),
      group: G,
      publicKey: electionPublicKey(G, [{ kind: 'pedersen', ...parameters }]),
      name: 'Pemira Uji Wali',
      description: 'Uji ruang wali kunci.',
      question: 'Ketua BEM',
      answers: ['Paslon 1', 'Paslon 2'],
      abstain: true,
    }),
  );
  const ballot = createBallot(election, generatePrivateCredential(), [[0, 1, 0]]);
  const text = serializeEncryptedTally(computeEncryptedTally(election, [ballot]).tally);
  tally = { election, text };
}, 60_000);

describe('the trustee worker’s core', () => {
  it('makes a certificate the server accepts, announcing its phase first', () => {
    const { messages, text } = run({ type: 'sertifikat', seed: seeds[0]! });
    expect(messages[0]).toEqual({
      type: 'progress',
      label: TASK_TEXT.certificate,
      done: 0,
      total: 1,
    });
    expect(checkCertificate(G, signedMessageFromJson(JSON.parse(need(text))))).toBe(true);
  });

  it('computes a partial decryption of the tally that checks against the trustee’s key', () => {
    const { messages, text } = run({
      type: 'dekripsi',
      seed: seeds[1]!,
      certificates,
      dkey: dkeys[1]!,
      pemilihan: tally.election.raw,
      tallyTerenkripsi: tally.text,
    });
    expect(messages.flatMap((m) => (m.type === 'progress' ? [m.label] : []))).toEqual([
      TASK_TEXT.openKey,
      TASK_TEXT.decryption,
    ]);
    const pd = parsePartialDecryption(need(text));
    const encrypted = parseEncryptedTally(tally.text);
    expect(checkPartialDecryption(tally.election, encrypted, verificationKeys[1]!, pd)).toBe(true);
    // Trustee 1's key does not vouch for trustee 2's decryption.
    expect(checkPartialDecryption(tally.election, encrypted, verificationKeys[0]!, pd)).toBe(false);
  });

  it('says plainly when the key file is not this trustee’s of this election', () => {
    const { error } = run({
      type: 'polinomial',
      seed: generateThresholdSeed(),
      certificates,
      ambang: 2,
    });
    expect(error).toBe(TASK_TEXT.keyMismatch);
  });

  it('reports a broken input as an Indonesian error, never a throw', () => {
    const { error } = run({
      type: 'verifikasi',
      seed: seeds[0]!,
      certificates,
      vinput: vinputs[1]!,
    });
    expect(error).toMatch(/^Perhitungan tidak dapat diselesaikan: /);
  });
});

import type { BeleniosGroup } from './group';
import {
  type SignedMessage,
  certificateKeys,
  checkCertificate,
  coefficientCommitments,
  evaluateCommitments,
  serializeSignedMessage,
  signedMessageFromJson,
  verifySignedMessage,
} from './threshold-trustee';
import {
  type ThresholdParameters,
  type TrusteePublicKey,
  checkTrusteePublicKey,
  trusteePublicKeyFromJson,
} from './trustee-key';

/**
 * The server's side of Belenios 2.0's threshold key generation (issue 34; spec §4.6.5, §4.6.7;
 * src/lib/v1/trustees.ml `MakePedersen.step4`, `step6`): it only routes what the trustees send
 * and checks what is public. Step 4 hands trustee j its own encrypted polynomial, the secrets the
 * others sent it and every trustee's signed commitments (`vinput`); step 6 checks each trustee's
 * `voutput` against the commitments and assembles the Pedersen item. The ciphertexts stay opaque
 * here: only their recipients can open them. Every check fails by throwing, since the server must
 * not go on with a bad setup; the outputs are byte for byte those of belenios-tool.
 */

/** A trustee's step-3 output (`polynomial`): its channel ciphertexts and signed commitments. */
export interface PolynomialMessage {
  /** Its polynomial, sent to itself. */
  polynomial: string;
  /** secrets[j]: f(j + 1), sent to trustee j + 1. */
  secrets: string[];
  coefexps: SignedMessage;
}

/** A trustee's step-5 output (`voutput`). */
export interface VerificationOutput {
  /** Its decryption-key share, sent to itself: the tool's `ID.dkey`, kept for the tally. */
  privateKey: string;
  publicKey: TrusteePublicKey;
}

function record(text: string, what: string): Record<string, unknown> {
  const json: unknown = JSON.parse(text);
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new Error(`${what} tidak sah.`);
  return json as Record<string, unknown>;
}

export function parsePolynomialMessage(text: string): PolynomialMessage {
  const { polynomial, secrets, coefexps } = record(text, 'Polinomial');
  if (typeof polynomial !== 'string' || !Array.isArray(secrets))
    throw new Error('Polinomial tidak sah.');
  if (!secrets.every((s): s is string => typeof s === 'string'))
    throw new Error('Polinomial tidak sah.');
  return { polynomial, secrets, coefexps: signedMessageFromJson(coefexps) };
}

export function parseVerificationOutput(text: string): VerificationOutput {
  const { private_key: privateKey, public_key: publicKey } = record(text, 'voutput');
  if (typeof privateKey !== 'string') throw new Error('voutput tidak sah.');
  return { privateKey, publicKey: trusteePublicKeyFromJson(publicKey) };
}

/** `step2`, then each trustee's commitments, checked against its certificate (`step4`). */
function checkedCommitments(
  group: BeleniosGroup,
  certs: readonly SignedMessage[],
  polynomials: readonly PolynomialMessage[],
): bigint[][] {
  certs.forEach((cert, i) => {
    if (!checkCertificate(group, cert)) throw new Error(`Sertifikat ${i + 1} tidak sah.`);
  });
  if (certs.length === 0 || polynomials.length !== certs.length)
    throw new Error('Jumlah polinomial tidak sama dengan jumlah wali.');
  const commitments = polynomials.map((p, i) => {
    const { verification } = certificateKeys(certs[i] as SignedMessage);
    if (!verifySignedMessage(group, verification, p.coefexps))
      throw new Error(`coefexps ${i + 1} tidak sah.`);
    return coefficientCommitments(p.coefexps);
  });
  // Belenios checks equal lengths only when verifying trustees.json; refusing here is earlier.
  const threshold = commitments[0]?.length ?? 0;
  if (threshold < 1 || commitments.some((a) => a.length !== threshold))
    throw new Error('Panjang coefexps tidak sama.');
  return commitments;
}

/** Step 4: one `vinput` text per trustee, in the order of Γ (the tool's `ID.vinput` files). */
export function thresholdStep4(
  group: BeleniosGroup,
  certs: readonly SignedMessage[],
  polynomials: readonly PolynomialMessage[],
): string[] {
  checkedCommitments(group, certs, polynomials);
  const n = certs.length;
  if (polynomials.some((p) => p.secrets.length !== n))
    throw new Error('Jumlah rahasia tidak sama dengan jumlah wali.');
  const coefexps = `[${polynomials.map((p) => serializeSignedMessage(p.coefexps)).join(',')}]`;
  return polynomials.map((own, j) => {
    const secrets = polynomials.map((p) => p.secrets[j] ?? '');
    return `{"polynomial":${JSON.stringify(own.polynomial)},"secrets":${JSON.stringify(secrets)},"coefexps":${coefexps}}`;
  });
}

/**
 * Step 6: checks each voutput's proof and that its key is g^(Σ_i f_i(j)) = ∏_i ∏_k A_ik^(j^k),
 * and returns the Pedersen item (serialize it with `serializeThresholdParameters`).
 */
export function thresholdStep6(
  group: BeleniosGroup,
  certs: readonly SignedMessage[],
  polynomials: readonly PolynomialMessage[],
  voutputs: readonly VerificationOutput[],
): ThresholdParameters {
  const commitments = checkedCommitments(group, certs, polynomials);
  if (voutputs.length !== certs.length) throw new Error('Jumlah voutput tidak sama.');
  voutputs.forEach((v, index) => {
    if (!checkTrusteePublicKey(group, v.publicKey))
      throw new Error(`Bukti kunci ${index + 1} tidak sah.`);
    if (v.publicKey.publicKey !== evaluateCommitments(group, commitments, BigInt(index + 1)))
      throw new Error(`Kunci verifikasi ${index + 1} salah.`);
  });
  return {
    threshold: commitments[0]?.length ?? 0,
    certs: [...certs],
    coefexps: polynomials.map((p) => p.coefexps),
    verificationKeys: voutputs.map((v) => v.publicKey),
  };
}

import {
  type BeleniosGroup,
  type RandomBytes,
  gPow,
  mod,
  numberToString,
  parseNumber,
  randomZq,
  systemRandom,
} from './group';
import { receiveFromChannel, sendOnChannel } from './threshold-channel';
import {
  type SignedMessage,
  certificateKeys,
  checkCertificate,
  coefficientCommitments,
  deriveThresholdKeys,
  evaluateCommitments,
  serializeSignedMessage,
  signMessage,
  signedMessageFromJson,
  verifySignedMessage,
} from './threshold-trustee';
import { proveTrusteeKey, serializeTrusteePublicKey } from './trustee-key';

/**
 * A threshold trustee's own steps of Belenios 2.0's key generation (issue 34; spec §4.6.4–§4.6.6;
 * src/lib/v1/trustees.ml `MakePedersen.step3`, `step5`, and the tool's `decrypt-threshold`), so
 * that a trustee run by the portal takes part in a setup whose other trustees and server may be
 * belenios-tool: step 3 draws the polynomial and sends each trustee its share over the channels,
 * step 5 checks the received shares against the signed commitments and returns the decryption-key
 * share encrypted to itself (the tool's `ID.dkey`) with its public key. Every check Belenios makes
 * is made here too, and a failure throws, because a trustee must not go on with a bad setup.
 */

/** The trustee's keys from its seed and its 1-based position in Γ, after `step2` on Γ. */
function locate(group: BeleniosGroup, certs: readonly SignedMessage[], seed: string) {
  certs.forEach((cert, i) => {
    if (!checkCertificate(group, cert)) throw new Error(`Sertifikat ${i + 1} tidak sah.`);
  });
  const keys = certs.map(certificateKeys);
  const { signingKey, decryptionKey } = deriveThresholdKeys(seed);
  const vk = gPow(group, signingKey);
  const ek = gPow(group, decryptionKey);
  const index = keys.findIndex((k) => k.verification === vk && k.encryption === ek) + 1;
  if (index === 0) throw new Error('Sertifikat wali ini tidak ada di daftar.');
  return { keys, signingKey, decryptionKey, vk, ek, index };
}

/** s_ij = f_i(j) mod q (spec §4.6.4; `eval_poly`). */
function evaluatePolynomial(group: BeleniosGroup, a: readonly bigint[], x: bigint): bigint {
  let result = 0n;
  let power = 1n;
  for (const ak of a) {
    result = mod(result + power * ak, group.q);
    power = mod(power * x, group.q);
  }
  return result;
}

const numbers = (xs: readonly bigint[]): string =>
  `[${xs.map((x) => `"${numberToString(x)}"`).join(',')}]`;

/** A JSON object's string-encoded number field (for the small channel payloads). */
function payloadNumber(text: string, field: string): bigint {
  const json: unknown = JSON.parse(text);
  const value =
    typeof json === 'object' && json !== null
      ? (json as Record<string, unknown>)[field]
      : undefined;
  if (typeof value !== 'string') throw new Error(`Isi kanal: ${field} tidak sah.`);
  return parseNumber(value);
}

/**
 * Step 3 (`step3`): `threshold` coefficients uniform in [0, q); the polynomial sent to itself,
 * secret f(j) sent to trustee j, and the signed commitments g^a_k. Returns the `polynomial` JSON
 * line the server collects into polynomials.jsons.
 */
export function thresholdStep3(
  group: BeleniosGroup,
  certs: readonly SignedMessage[],
  seed: string,
  threshold: number,
  random: RandomBytes = systemRandom,
): string {
  if (!Number.isSafeInteger(threshold) || threshold < 1 || threshold > certs.length)
    throw new RangeError('Ambang wali tidak sah.');
  const me = locate(group, certs, seed);
  const a = Array.from({ length: threshold }, () => randomZq(group, random));
  const send = (to: bigint, text: string): string =>
    sendOnChannel(group, me.signingKey, to, text, random);
  const polynomial = send(me.ek, `{"polynomial":${numbers(a)}}`);
  const coefexps = signMessage(
    group,
    me.signingKey,
    `{"coefexps":${numbers(a.map((ak) => gPow(group, ak)))}}`,
    random,
  );
  const secrets = me.keys.map((k, j) =>
    send(
      k.encryption,
      `{"secret":"${numberToString(evaluatePolynomial(group, a, BigInt(j + 1)))}"}`,
    ),
  );
  return `{"polynomial":${JSON.stringify(polynomial)},"secrets":${JSON.stringify(secrets)},"coefexps":${serializeSignedMessage(coefexps)}}`;
}

function stringArray(x: unknown, what: string): string[] {
  if (!Array.isArray(x) || !x.every((s): s is string => typeof s === 'string'))
    throw new Error(`${what} tidak sah.`);
  return x;
}

/**
 * Step 5 (`step5`): opens its polynomial and the n secrets sent to it (each signed by its
 * sender), checks each secret against the sender's signed commitments, g^s_ij = ∏_k A_ik^(j^k),
 * and outputs the `voutput` JSON: its share S_j = Σ_i s_ij sent to itself (`private_key`, the
 * tool's ID.dkey) and the share's public key with a proof (`public_key`).
 */
export function thresholdStep5(
  group: BeleniosGroup,
  certs: readonly SignedMessage[],
  seed: string,
  vinputText: string,
  random: RandomBytes = systemRandom,
): string {
  const me = locate(group, certs, seed);
  const n = certs.length;
  const vinput: unknown = JSON.parse(vinputText);
  if (typeof vinput !== 'object' || vinput === null) throw new Error('vinput tidak sah.');
  const { polynomial, secrets, coefexps } = vinput as Record<string, unknown>;
  if (typeof polynomial !== 'string') throw new Error('vinput tidak sah.');
  const own = JSON.parse(receiveFromChannel(group, me.decryptionKey, me.vk, polynomial)) as unknown;
  const ownCoefficients = (own as { polynomial?: unknown } | null)?.polynomial;
  const threshold = stringArray(ownCoefficients, 'Polinomial').length;
  const received = stringArray(secrets, 'Rahasia vinput');
  if (received.length !== n || !Array.isArray(coefexps) || coefexps.length !== n)
    throw new Error('vinput tidak lengkap.');
  const j = BigInt(me.index);
  const shares = received.map((text, i) => {
    const sender = me.keys[i]?.verification ?? 0n;
    const share = payloadNumber(
      receiveFromChannel(group, me.decryptionKey, sender, text),
      'secret',
    );
    const signed = signedMessageFromJson(coefexps[i]);
    if (!verifySignedMessage(group, sender, signed))
      throw new Error(`coefexps ${i + 1} tidak sah.`);
    const commitments = coefficientCommitments(signed);
    if (commitments.length !== threshold) throw new Error(`coefexps ${i + 1} tidak sah.`);
    if (gPow(group, share) !== evaluateCommitments(group, [commitments], j))
      throw new Error(`Rahasia ${i + 1} tidak sah.`);
    return share;
  });
  // Spec §4.6.6: S_j = Σ_i s_ij mod q. belenios-tool 2.0 reduces neither s_ij (its eval_poly adds
  // each term already reduced) nor S_j; the same element of Z_q either way, and the tool's
  // decrypt-threshold takes ours (tests/belenios/threshold-interop.test.ts).
  const share = mod(
    shares.reduce((sum, s) => sum + s, 0n),
    group.q,
  );
  const privateKey = sendOnChannel(
    group,
    me.signingKey,
    me.ek,
    `{"decryption_key":"${numberToString(share)}"}`,
    random,
  );
  const publicKey = proveTrusteeKey(group, share, random);
  return `{"private_key":${JSON.stringify(privateKey)},"public_key":${serializeTrusteePublicKey(publicKey)}}`;
}

/**
 * Opens the trustee's decryption-key share from its `ID.dkey` (the voutput's `private_key`), as
 * `decrypt-threshold --key --decryption-key` does: received from itself on its own channel.
 * Returned mod q (the tool's own .dkey files hold S_j unreduced), ready for a partial decryption.
 */
export function openDecryptionKeyShare(
  group: BeleniosGroup,
  certs: readonly SignedMessage[],
  seed: string,
  dkeyText: string,
): bigint {
  const me = locate(group, certs, seed);
  // The file is the serialized `encrypted_msg` itself (the voutput's private_key string).
  const text = receiveFromChannel(group, me.decryptionKey, me.vk, dkeyText);
  return mod(payloadNumber(text, 'decryption_key'), group.q);
}

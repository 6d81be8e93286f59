import {
  type BeleniosGroup,
  type RandomBytes,
  gPow,
  inRange,
  isGroupElement,
  mod,
  mul,
  numberToString,
  parseNumber,
  pow,
  randomBelow,
  randomZq,
  systemRandom,
} from './group';
import { hashToZq, sha256Hex } from './hash';
import type { Proof } from './ballot-json';

/**
 * The threshold ("Pedersen") trustees' public-key infrastructure of Belenios 2.0 (issue 34; spec
 * §3.1.1, §4.6; src/lib/v1/trustees.ml `MakePKI`, `MakeVerificator`): Schnorr-signed messages,
 * step 1's seed, its signing and decryption keys and the certificate, and the polynomial
 * commitments (`coefexps`) with their evaluation, which both the published Pedersen item's check
 * (trustee-key.ts) and the key generation's steps use. Independent of the Single keys, so
 * trustee-key.ts can build on it without an import cycle.
 */

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function numberField(x: Record<string, unknown>, field: string): bigint {
  const value = x[field];
  if (typeof value !== 'string') throw new Error(`Kunci wali: ${field} tidak sah.`);
  return parseNumber(value);
}

/** `signed_msg`: a JSON text signed by a threshold trustee's signing key. */
export interface SignedMessage {
  message: string;
  signature: Proof;
}

export function signMessage(
  group: BeleniosGroup,
  signingKey: bigint,
  message: string,
  random: RandomBytes = systemRandom,
): SignedMessage {
  const w = randomZq(group, random);
  const challenge = hashToZq(group, `sigmsg|${message}|`, [gPow(group, w)]);
  return { message, signature: { challenge, response: mod(w - signingKey * challenge, group.q) } };
}

/** Belenios' `verify vk msg`: the Schnorr signature on the exact message string. */
export function verifySignedMessage(group: BeleniosGroup, vk: bigint, m: SignedMessage): boolean {
  const { challenge, response } = m.signature;
  if (!inRange(group.q, challenge) || !inRange(group.q, response)) return false;
  const commitment = mul(group, gPow(group, response), pow(group, vk, challenge));
  return hashToZq(group, `sigmsg|${m.message}|`, [commitment]) === challenge;
}

export function serializeSignedMessage(m: SignedMessage): string {
  const { challenge, response } = m.signature;
  return `{"message":${JSON.stringify(m.message)},"signature":{"challenge":"${numberToString(challenge)}","response":"${numberToString(response)}"}}`;
}

export function signedMessageFromJson(json: unknown): SignedMessage {
  if (!isRecord(json) || typeof json.message !== 'string' || !isRecord(json.signature))
    throw new Error('Pesan bertanda tangan tidak sah.');
  const { signature } = json;
  return {
    message: json.message,
    signature: {
      challenge: numberField(signature, 'challenge'),
      response: numberField(signature, 'response'),
    },
  };
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Step 1's secret: 22 uniform Base58 characters (`genkey`; the tool's `ID.key`). */
export function generateThresholdSeed(random: RandomBytes = systemRandom): string {
  let seed = '';
  for (let i = 0; i < 22; i++) seed += BASE58.charAt(Number(randomBelow(58n, random)));
  return seed;
}

/** sk and dk from the seed: full 256-bit SHA-256 values, not reduced mod q (`derive_sk/dk`). */
export function deriveThresholdKeys(seed: string): { signingKey: bigint; decryptionKey: bigint } {
  return {
    signingKey: BigInt(`0x${sha256Hex(`sk|${seed}`)}`),
    decryptionKey: BigInt(`0x${sha256Hex(`dk|${seed}`)}`),
  };
}

/** Step 1's certificate: `{"verification":g^sk,"encryption":g^dk}` signed with sk. */
export function makeCertificate(
  group: BeleniosGroup,
  seed: string,
  random: RandomBytes = systemRandom,
): SignedMessage {
  const { signingKey, decryptionKey } = deriveThresholdKeys(seed);
  const message = `{"verification":"${numberToString(gPow(group, signingKey))}","encryption":"${numberToString(gPow(group, decryptionKey))}"}`;
  return signMessage(group, signingKey, message, random);
}

/** Parses a certificate's message, `cert_keys`. */
export function certificateKeys(cert: SignedMessage): { verification: bigint; encryption: bigint } {
  const json: unknown = JSON.parse(cert.message);
  if (!isRecord(json)) throw new Error('Sertifikat tidak sah.');
  return {
    verification: numberField(json, 'verification'),
    encryption: numberField(json, 'encryption'),
  };
}

/** Belenios' `verify_cert`: self-signed by its own verification key (a group element). */
export function checkCertificate(group: BeleniosGroup, cert: SignedMessage): boolean {
  try {
    const { verification, encryption } = certificateKeys(cert);
    if (!isGroupElement(group, verification) || !isGroupElement(group, encryption)) return false;
    return verifySignedMessage(group, verification, cert);
  } catch {
    return false;
  }
}

/** The commitments A_0.. of a signed `{"coefexps":[…]}`. */
export function coefficientCommitments(m: SignedMessage): bigint[] {
  const json: unknown = JSON.parse(m.message);
  if (!isRecord(json) || !Array.isArray(json.coefexps)) throw new Error('coefexps tidak sah.');
  return json.coefexps.map((x: unknown) => {
    if (typeof x !== 'string') throw new Error('coefexps tidak sah.');
    return parseNumber(x);
  });
}

/**
 * ∏_i ∏_k A_ik^(j^k): the commitments of every trustee's polynomial evaluated at j, that is
 * g^(Σ_i f_i(j)). j^k is an integer, as in Belenios (not reduced).
 */
export function evaluateCommitments(
  group: BeleniosGroup,
  commitments: readonly (readonly bigint[])[],
  j: bigint,
): bigint {
  let result = 1n;
  for (const a of commitments) {
    let jk = 1n;
    for (const ak of a) {
      result = mul(group, result, pow(group, ak, jk));
      jk *= j;
    }
  }
  return result;
}

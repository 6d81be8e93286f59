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
  randomZq,
  systemRandom,
} from './group';
import { hashToZq } from './hash';
import type { Proof } from './ballot-json';
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

/**
 * A simple ("Single") Belenios trustee's key (issue 34): the private exponent x, the public key
 * X = g^x and its Schnorr proof of knowledge, in exactly the format belenios-tool 2.0's
 * `setup generate-trustee-key` writes (`trustee_public_key`, spec §4.5; src/lib/v1/trustees.ml
 * `MakeSimple.prove` and `MakeCombinator.check_single`). The same structure is the verification
 * key of a threshold trustee (`verification_keys` of a Pedersen item), so the checker here serves
 * both.
 *
 * The proof binds the group's name and X into its challenge:
 * challenge = Hq("pok|" ‖ G ‖ "|" ‖ X ‖ "|", [g^w]), response = w − x·challenge mod q.
 *
 * trustees.json is read, written and checked here too, with its Pedersen items (whose verification
 * keys are keys of this format) and the election key it implies (spec §3.1.1, §4.7; trustees.ml
 * `check_pedersen`, `combine_keys`). The threshold trustees' own protocol (signed messages,
 * certificates, commitments) is in threshold-trustee.ts, which this module builds on.
 */

export interface TrusteePublicKey {
  pok: Proof;
  publicKey: bigint;
  /** Optional display name (`?name` in Belenios' ATD); omitted from the JSON when absent. */
  name?: string;
}

export interface TrusteeKeyPair {
  /** x: must stay in the trustee's hands (the tool's `ID.privkey`). */
  privateKey: bigint;
  publicKey: TrusteePublicKey;
}

function pokPrefix(group: BeleniosGroup, publicKey: bigint): string {
  return `pok|${group.description}|${numberToString(publicKey)}|`;
}

/** The public key of x with a fresh proof of knowledge of x. */
export function proveTrusteeKey(
  group: BeleniosGroup,
  privateKey: bigint,
  random: RandomBytes = systemRandom,
): TrusteePublicKey {
  if (!inRange(group.q, privateKey)) throw new RangeError('Kunci privat wali di luar Z_q.');
  const publicKey = gPow(group, privateKey);
  const w = randomZq(group, random);
  const challenge = hashToZq(group, pokPrefix(group, publicKey), [gPow(group, w)]);
  return {
    pok: { challenge, response: mod(w - privateKey * challenge, group.q) },
    publicKey,
  };
}

/** A new key pair: x uniform in [0, q), as `generate-trustee-key` draws it. */
export function generateTrusteeKey(
  group: BeleniosGroup,
  random: RandomBytes = systemRandom,
): TrusteeKeyPair {
  const privateKey = randomZq(group, random);
  return { privateKey, publicKey: proveTrusteeKey(group, privateKey, random) };
}

/** Belenios' `check_single`: X is a group element and the proof of knowledge verifies. */
export function checkTrusteePublicKey(group: BeleniosGroup, key: TrusteePublicKey): boolean {
  const { publicKey, pok } = key;
  if (!isGroupElement(group, publicKey)) return false;
  if (!inRange(group.q, pok.challenge) || !inRange(group.q, pok.response)) return false;
  const commitment = mul(group, gPow(group, pok.response), pow(group, publicKey, pok.challenge));
  return hashToZq(group, pokPrefix(group, publicKey), [commitment]) === pok.challenge;
}

/** The key as Belenios serializes it: compact, fields `pok`, `public_key`, then `name`. */
export function serializeTrusteePublicKey(key: TrusteePublicKey): string {
  const pok = `{"challenge":"${numberToString(key.pok.challenge)}","response":"${numberToString(key.pok.response)}"}`;
  const name = key.name === undefined ? '' : `,"name":${JSON.stringify(key.name)}`;
  return `{"pok":${pok},"public_key":"${numberToString(key.publicKey)}"${name}}`;
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function numberField(x: Record<string, unknown>, field: string): bigint {
  const value = x[field];
  if (typeof value !== 'string') throw new Error(`Kunci wali: ${field} tidak sah.`);
  return parseNumber(value);
}

/** Reads an already-parsed `trustee_public_key` (e.g. an item of trustees.json). */
export function trusteePublicKeyFromJson(json: unknown): TrusteePublicKey {
  if (!isRecord(json) || !isRecord(json.pok)) throw new Error('Kunci wali tidak sah.');
  const key: TrusteePublicKey = {
    pok: {
      challenge: numberField(json.pok, 'challenge'),
      response: numberField(json.pok, 'response'),
    },
    publicKey: numberField(json, 'public_key'),
  };
  if (json.name !== undefined) {
    if (typeof json.name !== 'string') throw new Error('Kunci wali: name tidak sah.');
    key.name = json.name;
  }
  return key;
}

/** Reads a `.pubkey` text (a trailing newline, as the tool writes, is allowed). */
export function parseTrusteePublicKey(text: string): TrusteePublicKey {
  return trusteePublicKeyFromJson(JSON.parse(text));
}

/** The private key as the tool's `ID.privkey` holds it: a JSON string of x in base 10. */
export function serializeTrusteePrivateKey(privateKey: bigint): string {
  return `"${numberToString(privateKey)}"`;
}

export function parseTrusteePrivateKey(group: BeleniosGroup, text: string): bigint {
  const json: unknown = JSON.parse(text);
  if (typeof json !== 'string') throw new Error('Kunci privat wali tidak sah.');
  const x = parseNumber(json);
  if (!inRange(group.q, x)) throw new Error('Kunci privat wali di luar Z_q.');
  return x;
}

/** `threshold_parameters`: a Pedersen item of trustees.json. */
export interface ThresholdParameters {
  /** Number of trustees needed to decrypt (= number of polynomial coefficients). */
  threshold: number;
  certs: SignedMessage[];
  /** Each trustee's signed `{"coefexps":[g^a_0, …]}`. */
  coefexps: SignedMessage[];
  verificationKeys: TrusteePublicKey[];
}

export type TrusteeItem =
  { kind: 'single'; key: TrusteePublicKey } | ({ kind: 'pedersen' } & ThresholdParameters);

/** Reads trustees.json: `[["Single", key] | ["Pedersen", threshold_parameters], …]`. */
export function parseTrustees(text: string): TrusteeItem[] {
  const json: unknown = JSON.parse(text);
  if (!Array.isArray(json)) throw new Error('trustees.json bukan larik.');
  return json.map((item: unknown): TrusteeItem => {
    if (!Array.isArray(item) || item.length !== 2) throw new Error('Butir wali tidak sah.');
    const [kind, value] = item as [unknown, unknown];
    if (kind === 'Single') return { kind: 'single', key: trusteePublicKeyFromJson(value) };
    if (kind !== 'Pedersen' || !isRecord(value)) throw new Error('Jenis wali tidak dikenal.');
    const { threshold, certs, coefexps, verification_keys: keys } = value;
    if (!Array.isArray(certs) || !Array.isArray(coefexps) || !Array.isArray(keys))
      throw new Error('Parameter ambang tidak sah.');
    if (typeof threshold !== 'number' || !Number.isSafeInteger(threshold) || threshold < 1)
      throw new Error('Ambang wali tidak sah.');
    return {
      kind: 'pedersen',
      threshold,
      certs: certs.map(signedMessageFromJson),
      coefexps: coefexps.map(signedMessageFromJson),
      verificationKeys: keys.map(trusteePublicKeyFromJson),
    };
  });
}

/** A `threshold_parameters` as step 6 writes it (threshold.json): compact, fields in order. */
export function serializeThresholdParameters(t: ThresholdParameters): string {
  const list = <T>(xs: readonly T[], f: (x: T) => string): string => `[${xs.map(f).join(',')}]`;
  return `{"threshold":${t.threshold},"certs":${list(t.certs, serializeSignedMessage)},"coefexps":${list(t.coefexps, serializeSignedMessage)},"verification_keys":${list(t.verificationKeys, serializeTrusteePublicKey)}}`;
}

/** trustees.json as make-trustees writes it (compact, `threshold_parameters` fields in order). */
export function serializeTrustees(trustees: readonly TrusteeItem[]): string {
  const item = (t: TrusteeItem): string =>
    t.kind === 'single'
      ? `["Single",${serializeTrusteePublicKey(t.key)}]`
      : `["Pedersen",${serializeThresholdParameters(t)}]`;
  return `[${trustees.map(item).join(',')}]`;
}

/** Belenios' `count_trustees`: owners are numbered 1.. over Singles and every Pedersen key. */
export function countTrustees(trustees: readonly TrusteeItem[]): number {
  return trustees.reduce((n, t) => n + (t.kind === 'single' ? 1 : t.verificationKeys.length), 0);
}

/**
 * Belenios' `check_pedersen`: every certificate self-signed; coefexps i signed by certificate i;
 * every verification key's proof; threshold = number of commitments of each trustee; and
 * verification key j = ∏_i ∏_k A_ik^(j^k) (the commitments evaluated at j).
 */
export function checkThresholdParameters(group: BeleniosGroup, t: ThresholdParameters): boolean {
  const n = t.certs.length;
  if (n === 0 || t.coefexps.length !== n || t.verificationKeys.length !== n) return false;
  if (!t.certs.every((c) => checkCertificate(group, c))) return false;
  let commitments: bigint[][];
  try {
    commitments = t.coefexps.map(coefficientCommitments);
  } catch {
    return false;
  }
  const signedByOwner = t.coefexps.every((c, i) =>
    verifySignedMessage(group, certificateKeys(t.certs[i] as SignedMessage).verification, c),
  );
  if (!signedByOwner || !t.verificationKeys.every((k) => checkTrusteePublicKey(group, k)))
    return false;
  if (!commitments.every((a) => a.length === t.threshold)) return false;
  return t.verificationKeys.every(
    (key, index) => key.publicKey === evaluateCommitments(group, commitments, BigInt(index + 1)),
  );
}

/** Belenios' `check` on trustees.json: every item valid. */
export function checkTrustees(group: BeleniosGroup, trustees: readonly TrusteeItem[]): boolean {
  return trustees.every((t) =>
    t.kind === 'single' ? checkTrusteePublicKey(group, t.key) : checkThresholdParameters(group, t),
  );
}

/** `combine_keys`: the election key, ∏ Single keys × ∏ over Pedersen items of ∏_i A_i0. */
export function electionPublicKey(group: BeleniosGroup, trustees: readonly TrusteeItem[]): bigint {
  let y = 1n;
  for (const t of trustees) {
    if (t.kind === 'single') y = mul(group, y, t.key.publicKey);
    else for (const c of t.coefexps) y = mul(group, y, coefficientCommitments(c)[0] ?? 1n);
  }
  return y;
}

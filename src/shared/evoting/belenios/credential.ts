import {
  type BeleniosGroup,
  type RandomBytes,
  gPow,
  isGroupElement,
  mod,
  numberToString,
  parseNumber,
  randomBelow,
  systemRandom,
} from './group';
import { pbkdf2Sha256Hex } from './hash';

/**
 * Voters' credentials as belenios-tool 2.0 makes and reads them (issue 34; Belenios'
 * specification, "Credentials"; src/lib/core/credential.ml).
 *
 * A private credential is 15 Base58 characters, usually written `XXX-XXX-XXX-XXX-XXX`: 14 random
 * digits and a checksum (53 − (the 14 digits as a big-endian base-58 number) mod 53). Its secret
 * exponent is PBKDF2-HMAC-SHA256(password = the credential exactly as written, dashes included;
 * salt = the election's UUID; 1000 iterations; one 32-byte block) read as a big-endian number,
 * mod q; its public credential is g^secret.
 */

export const BASE58_DIGITS = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const TOKEN_LENGTH = 14;
const PBKDF2_ITERATIONS = 1000;

function rawChecksumValid(raw: string): boolean {
  if (raw.length !== TOKEN_LENGTH + 1) return false;
  let n = 0n;
  for (let i = 0; i < TOKEN_LENGTH; i++) {
    const digit = BASE58_DIGITS.indexOf(raw.charAt(i));
    if (digit < 0) return false;
    n = n * 58n + BigInt(digit);
  }
  const checksum = BASE58_DIGITS.indexOf(raw.charAt(TOKEN_LENGTH));
  if (checksum < 0) return false;
  return (n + BigInt(checksum)) % 53n === 0n;
}

/**
 * Whether `credential` is a well-formed private credential (`Credential.check`): 15 characters,
 * or 19 with dashes after every third, and its checksum right.
 */
export function isValidPrivateCredential(credential: string): boolean {
  if (credential.length === TOKEN_LENGTH + 1) return rawChecksumValid(credential);
  if (credential.length === TOKEN_LENGTH + 5) {
    if (![3, 7, 11, 15].every((i) => credential.charAt(i) === '-')) return false;
    return rawChecksumValid(credential.replace(/-/g, ''));
  }
  return false;
}

/**
 * A fresh private credential as belenios-tool 2.0 makes one (`MakeGenerate.generate`): 14 uniform
 * Base58 digits, the checksum digit (index 53 − (value mod 53)), written `XXX-XXX-XXX-XXX-XXX`.
 */
export function generatePrivateCredential(random: RandomBytes = systemRandom): string {
  let raw = '';
  let value = 0n;
  for (let i = 0; i < TOKEN_LENGTH; i++) {
    const digit = Number(randomBelow(58n, random));
    raw += BASE58_DIGITS.charAt(digit);
    value = value * 58n + BigInt(digit);
  }
  raw += BASE58_DIGITS.charAt(53 - Number(value % 53n));
  return [0, 3, 6, 9, 12].map((i) => raw.slice(i, i + 3)).join('-');
}

/** The secret exponent of a private credential for the election `uuid` (`MakeDerive.derive`). */
export function deriveSecret(group: BeleniosGroup, uuid: string, credential: string): bigint {
  return mod(BigInt(`0x${pbkdf2Sha256Hex(credential, uuid, PBKDF2_ITERATIONS)}`), group.q);
}

/** The public credential g^secret, as the number belenios-tool writes in .pubcreds. */
export function derivePublicCredential(
  group: BeleniosGroup,
  uuid: string,
  credential: string,
): bigint {
  return gPow(group, deriveSecret(group, uuid, credential));
}

/** A line of `public_credentials`: the credential, and its weight when weights are in use. */
export interface PublicCredential {
  credential: bigint;
  /** 1 when the line gives none. */
  weight: bigint;
}

/**
 * One entry of a `public_credentials` list (`parse_public_credential`): `CRED` or `CRED,WEIGHT`.
 * belenios-tool 2.0's own `.pubcreds` file also has `CRED,WEIGHT,ID` with an empty weight; that
 * form is read too (the id is dropped). Throws when the credential is not a group element.
 */
export function parsePublicCredential(group: BeleniosGroup, line: string): PublicCredential {
  const [credentialText = '', weightText = '', ...rest] = line.split(',');
  if (rest.length > 1) throw new Error('Kredensial publik tidak sah.');
  const credential = parseNumber(credentialText);
  if (!isGroupElement(group, credential)) throw new Error('Kredensial publik bukan anggota grup.');
  const weight = weightText === '' ? 1n : parseNumber(weightText);
  return { credential, weight };
}

export function publicCredentialToString(credential: bigint): string {
  return numberToString(credential);
}

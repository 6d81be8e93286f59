import { pbkdf2 } from '@noble/hashes/pbkdf2.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { type BeleniosGroup, mod, numberToString } from './group';

/**
 * Hashing exactly as belenios-tool 2.0 hashes (issue 34), with @noble/hashes (audited,
 * synchronous, and usable where Web Crypto's `subtle` is not: plain-HTTP pages on a campus LAN).
 *
 * - `sha256Hex`: the SHA-256 of a string's UTF-8 bytes, lower-case hex (`sha256_hex`).
 * - `sha256B64`: the same digest in standard Base64 without padding (`sha256_b64`, Belenios'
 *   H_JSON): the election's fingerprint, a ballot's signed hash, the smart ballot tracker.
 * - `hashToZq`: Belenios' `G.hash prefix xs`, the Fiat–Shamir challenge: SHA-256 of the prefix
 *   followed by the numbers in base 10 joined by commas, read as a big-endian number, mod q.
 */

export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** Standard Base64 (RFC 4648 §4) of bytes, without the trailing `=` padding. */
export function base64NoPad(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/=+$/, '');
}

export function sha256B64(text: string): string {
  return base64NoPad(sha256(utf8ToBytes(text)));
}

/** Belenios' `map_and_concat_with_commas Z.to_string`. */
export function joinNumbers(xs: readonly bigint[]): string {
  return xs.map(numberToString).join(',');
}

export function hashToZq(group: BeleniosGroup, prefix: string, xs: readonly bigint[]): bigint {
  return mod(BigInt(`0x${sha256Hex(prefix + joinNumbers(xs))}`), group.q);
}

/**
 * PBKDF2-HMAC-SHA256 with one 32-byte output block, as Belenios' `pbkdf2_utf8` (password and
 * salt as UTF-8), in hex.
 */
export function pbkdf2Sha256Hex(password: string, salt: string, iterations: number): string {
  return bytesToHex(
    pbkdf2(sha256, utf8ToBytes(password), utf8ToBytes(salt), { c: iterations, dkLen: 32 }),
  );
}

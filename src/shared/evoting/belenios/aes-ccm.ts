import { cbc, ctr } from '@noble/ciphers/aes.js';
import { concatBytes, equalBytes } from '@noble/ciphers/utils.js';

/**
 * AES-CCM (NIST SP 800-38C, RFC 3610) on @noble/ciphers' audited AES (issue 34). Belenios 2.0
 * encrypts the threshold key-generation channels with AES-256-CCM, an 8-byte tag and no
 * associated data (src/platform/native/platform.ml `ccm_encrypt`; docs/BELENIOS-FORMATS.md §4.2),
 * and neither Web Crypto nor @noble/ciphers offers CCM. Only the two standard building blocks are
 * composed here, each through noble's public API: CBC-MAC (the last block of an AES-CBC
 * encryption with a zero IV) for the tag, and AES-CTR for the payload and the tag's mask.
 *
 * Notation of SP 800-38C: nonce N of n = 15 − q bytes, q the width of the length field, t the tag
 * length, a the associated data.
 */

const BLOCK = 16;

export interface CcmParameters {
  /** Tag length t in bytes: 4, 6, 8, 10, 12, 14 or 16 (SP 800-38C §A.1). */
  tagLength: number;
  /** Associated data a (authenticated, not encrypted); empty when absent. */
  associatedData?: Uint8Array;
}

function checkParameters(key: Uint8Array, nonce: Uint8Array, tagLength: number): number {
  if (![16, 24, 32].includes(key.length)) throw new RangeError('AES-CCM: panjang kunci tidak sah.');
  if (nonce.length < 7 || nonce.length > 13)
    throw new RangeError('AES-CCM: panjang nonce tidak sah.');
  if (tagLength < 4 || tagLength > 16 || tagLength % 2 !== 0)
    throw new RangeError('AES-CCM: panjang tag tidak sah.');
  return 15 - nonce.length; // q
}

/** [x]_width: x big-endian on `width` bytes; throws if it does not fit (SP 800-38C §A.2.1). */
function bigEndian(x: number, width: number): Uint8Array {
  const out = new Uint8Array(width);
  let rest = x;
  for (let i = width - 1; i >= 0; i--) {
    out[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  if (rest !== 0) throw new RangeError('AES-CCM: data terlalu panjang untuk nonce ini.');
  return out;
}

function zeroPad(bytes: Uint8Array): Uint8Array {
  const rest = bytes.length % BLOCK;
  return rest === 0 ? bytes : concatBytes(bytes, new Uint8Array(BLOCK - rest));
}

/** B_0 ‖ encoded a ‖ padded payload, the CBC-MAC input of SP 800-38C §A.2. */
function formatInput(nonce: Uint8Array, q: number, t: number, a: Uint8Array, p: Uint8Array) {
  const flags = (a.length > 0 ? 0x40 : 0) | (((t - 2) / 2) << 3) | (q - 1);
  const b0 = concatBytes(Uint8Array.of(flags), nonce, bigEndian(p.length, q));
  let encodedA: Uint8Array = new Uint8Array(0);
  if (a.length > 0) {
    // §A.2.2: two bytes below 2^16 − 2^8, else 0xfffe and four bytes (longer is never needed here).
    const length =
      a.length < 0xff00
        ? bigEndian(a.length, 2)
        : concatBytes(Uint8Array.of(0xff, 0xfe), bigEndian(a.length, 4));
    encodedA = zeroPad(concatBytes(length, a));
  }
  return concatBytes(b0, encodedA, zeroPad(p));
}

/** Ctr_i = flags ‖ N ‖ [i]_q with flags = q − 1 (SP 800-38C §A.3). */
function counterBlock(nonce: Uint8Array, q: number, i: number): Uint8Array {
  return concatBytes(Uint8Array.of(q - 1), nonce, bigEndian(i, q));
}

/** The unmasked tag T = MSB_t(Y_r): CBC-MAC with a zero IV is CBC's last ciphertext block. */
function cbcMac(key: Uint8Array, input: Uint8Array, t: number): Uint8Array {
  const chain = cbc(key, new Uint8Array(BLOCK), { disablePadding: true }).encrypt(input);
  return chain.slice(chain.length - BLOCK, chain.length - BLOCK + t);
}

/**
 * The CTR keystream applied to `tag ‖ padding ‖ data` from Ctr_0: bytes [0, t) become
 * MSB_t(S_0) ⊕ T and the rest S_1 ‖ S_2 ‖ … ⊕ data (noble's CTR increments the whole 16-byte
 * block big-endian, which equals incrementing [i]_q since i < 2^(8q)).
 */
function ctrTransform(
  key: Uint8Array,
  nonce: Uint8Array,
  q: number,
  tag: Uint8Array,
  data: Uint8Array,
) {
  const input = concatBytes(tag, new Uint8Array(BLOCK - tag.length), data);
  const out = ctr(key, counterBlock(nonce, q, 0)).encrypt(input);
  return { tag: out.subarray(0, tag.length), data: out.subarray(BLOCK) };
}

/** Generation-encryption (SP 800-38C §6.1): C = (P ⊕ MSB_Plen(S)) ‖ (T ⊕ MSB_t(S_0)). */
export function ccmEncrypt(
  key: Uint8Array,
  nonce: Uint8Array,
  plaintext: Uint8Array,
  { tagLength, associatedData = new Uint8Array(0) }: CcmParameters,
): Uint8Array {
  const q = checkParameters(key, nonce, tagLength);
  const mac = cbcMac(key, formatInput(nonce, q, tagLength, associatedData, plaintext), tagLength);
  const out = ctrTransform(key, nonce, q, mac, plaintext);
  return concatBytes(out.data, out.tag);
}

/** Decryption-verification (SP 800-38C §6.2): the payload, or an error if the tag is wrong. */
export function ccmDecrypt(
  key: Uint8Array,
  nonce: Uint8Array,
  ciphertext: Uint8Array,
  { tagLength, associatedData = new Uint8Array(0) }: CcmParameters,
): Uint8Array {
  const q = checkParameters(key, nonce, tagLength);
  if (ciphertext.length < tagLength) throw new Error('AES-CCM: sandi terlalu pendek.');
  const body = ciphertext.subarray(0, ciphertext.length - tagLength);
  const out = ctrTransform(key, nonce, q, ciphertext.subarray(body.length), body);
  const mac = cbcMac(key, formatInput(nonce, q, tagLength, associatedData, out.data), tagLength);
  // INVALID without releasing the payload (§6.2 step 11).
  if (!equalBytes(mac, out.tag)) throw new Error('AES-CCM: tag tidak cocok.');
  return out.data;
}

/**
 * Belenios' nonce choice (`ccm_encrypt`): q = max(2, bytes needed for the payload length, capped
 * at 4), and N = the first 15 − q bytes of the 32-byte iv. Belenios always uses an 8-byte tag and
 * no associated data.
 */
export function beleniosCcmNonce(iv: Uint8Array, payloadLength: number): Uint8Array {
  let q = 2;
  while (q < 4 && Math.floor(payloadLength / 2 ** (8 * q)) !== 0) q++;
  return iv.slice(0, 15 - q);
}

export const BELENIOS_CCM_TAG_LENGTH = 8;

import { hexToBytes, bytesToHex } from '@noble/ciphers/utils.js';
import { describe, expect, it } from 'vitest';
import { beleniosCcmNonce, ccmDecrypt, ccmEncrypt } from './aes-ccm';

const range = (from: number, to: number): Uint8Array =>
  Uint8Array.from({ length: to - from }, (_, i) => from + i);

/** NIST SP 800-38C Appendix C, examples 1–3 (AES-128, K = 40…4f) and RFC 3610 packet vector #1. */
const VECTORS = [
  {
    name: 'SP 800-38C C.1',
    key: range(0x40, 0x50),
    nonce: range(0x10, 0x17),
    a: range(0x00, 0x08),
    p: range(0x20, 0x24),
    t: 4,
    c: '7162015b4dac255d',
  },
  {
    name: 'SP 800-38C C.2',
    key: range(0x40, 0x50),
    nonce: range(0x10, 0x18),
    a: range(0x00, 0x10),
    p: range(0x20, 0x30),
    t: 6,
    c: 'd2a1f0e051ea5f62081a7792073d593d1fc64fbfaccd',
  },
  {
    name: 'SP 800-38C C.3',
    key: range(0x40, 0x50),
    nonce: range(0x10, 0x1c),
    a: range(0x00, 0x14),
    p: range(0x20, 0x38),
    t: 8,
    c: 'e3b201a9f5b71a7a9b1ceaeccd97e70b6176aad9a4428aa5484392fbc1b09951',
  },
  {
    name: 'RFC 3610 packet vector #1',
    key: range(0xc0, 0xd0),
    nonce: hexToBytes('00000003020100a0a1a2a3a4a5'),
    a: range(0x00, 0x08),
    p: range(0x08, 0x1f),
    t: 8,
    c: '588c979a61c663d2f066d0c2c0f989806d5f6b61dac38417e8d12cfdf926e0',
  },
];

describe('AES-CCM', () => {
  for (const v of VECTORS) {
    it(`${v.name}: encrypts and decrypts`, () => {
      const params = { tagLength: v.t, associatedData: v.a };
      expect(bytesToHex(ccmEncrypt(v.key, v.nonce, v.p, params))).toBe(v.c);
      expect(ccmDecrypt(v.key, v.nonce, hexToBytes(v.c), params)).toEqual(v.p);
    });
  }

  it('refuses a changed ciphertext, tag or associated data', () => {
    const v = VECTORS[2]!;
    const params = { tagLength: v.t, associatedData: v.a };
    const c = hexToBytes(v.c);
    for (const index of [0, c.length - 1]) {
      const bad = c.slice();
      bad[index] = (bad[index] ?? 0) ^ 1;
      expect(() => ccmDecrypt(v.key, v.nonce, bad, params)).toThrow(/tag/);
    }
    const otherA = { tagLength: v.t, associatedData: range(0x01, 0x15) };
    expect(() => ccmDecrypt(v.key, v.nonce, c, otherA)).toThrow(/tag/);
  });

  it('handles an empty payload and payloads across block boundaries (AES-256)', () => {
    const key = range(0, 32);
    const nonce = range(100, 113);
    for (const length of [0, 1, 15, 16, 17, 33]) {
      const p = range(0, length);
      const c = ccmEncrypt(key, nonce, p, { tagLength: 8 });
      expect(c.length).toBe(length + 8);
      expect(ccmDecrypt(key, nonce, c, { tagLength: 8 })).toEqual(p);
    }
  });

  it('takes Belenios’ nonce from the iv: 13 bytes below 64 KiB, then 12', () => {
    const iv = range(0, 32);
    expect(beleniosCcmNonce(iv, 65535)).toEqual(range(0, 13));
    expect(beleniosCcmNonce(iv, 65536)).toEqual(range(0, 12));
    expect(beleniosCcmNonce(iv, 2 ** 24)).toEqual(range(0, 11));
  });
});

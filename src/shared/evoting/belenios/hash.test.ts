import { describe, expect, it } from 'vitest';
import { BELENIOS_2048 } from './group';
import { base64NoPad, hashToZq, pbkdf2Sha256Hex, sha256B64, sha256Hex } from './hash';
import { FIXTURE_ELECTION, FIXTURE_FINGERPRINT } from './test-fixtures';

describe('Belenios hashing', () => {
  it('hashes UTF-8 text with SHA-256 (FIPS 180-2 vectors)', () => {
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('é')).toBe(sha256Hex('\u00e9'));
  });

  it('writes Base64 without padding', () => {
    expect(base64NoPad(new Uint8Array([0xff]))).toBe('/w');
    expect(base64NoPad(new Uint8Array([1, 2, 3]))).toBe('AQID');
    expect(sha256B64('abc')).toBe('ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0');
  });

  it("computes an election's fingerprint as belenios-tool does", () => {
    expect(sha256B64(FIXTURE_ELECTION)).toBe(FIXTURE_FINGERPRINT);
    // The file's final newline is not part of the election.
    expect(sha256B64(`${FIXTURE_ELECTION}\n`)).not.toBe(FIXTURE_FINGERPRINT);
  });

  it('makes Fiat–Shamir challenges: prefix, then numbers joined by commas, mod q', () => {
    const h = hashToZq(BELENIOS_2048, 'sig|abc|', [12n, 345n]);
    expect(h).toBe(BigInt(`0x${sha256Hex('sig|abc|12,345')}`) % BELENIOS_2048.q);
    expect(hashToZq(BELENIOS_2048, 'x|', [])).toBe(
      BigInt(`0x${sha256Hex('x|')}`) % BELENIOS_2048.q,
    );
  });

  it('derives PBKDF2-HMAC-SHA256 (RFC 7914 §11 vector, one block)', () => {
    expect(pbkdf2Sha256Hex('passwd', 'salt', 1)).toBe(
      '55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { BELENIOS_2048 } from './group';
import {
  derivePublicCredential,
  deriveSecret,
  generatePrivateCredential,
  isValidPrivateCredential,
  parsePublicCredential,
  publicCredentialToString,
} from './credential';
import {
  FIXTURE_PRIVATE_CREDENTIALS,
  FIXTURE_PUBLIC_CREDENTIALS,
  FIXTURE_UUID,
} from './test-fixtures';

describe('credentials as belenios-tool 2.0 makes them', () => {
  it('derives, from each private credential, the public credential belenios-tool published', () => {
    const published = new Set(
      FIXTURE_PUBLIC_CREDENTIALS.map(
        (line) => parsePublicCredential(BELENIOS_2048, line).credential,
      ),
    );
    expect(published.size).toBe(FIXTURE_PRIVATE_CREDENTIALS.length);
    for (const [, credential] of FIXTURE_PRIVATE_CREDENTIALS) {
      expect(published.has(derivePublicCredential(BELENIOS_2048, FIXTURE_UUID, credential))).toBe(
        true,
      );
    }
  });

  it('depends on the election (the UUID is the salt) and on the exact text', () => {
    const [, credential] = FIXTURE_PRIVATE_CREDENTIALS[0] ?? ['', ''];
    const s = deriveSecret(BELENIOS_2048, FIXTURE_UUID, credential);
    expect(s > 0n && s < BELENIOS_2048.q).toBe(true);
    expect(deriveSecret(BELENIOS_2048, 'AAAAAAAAAAAAAA', credential)).not.toBe(s);
    expect(deriveSecret(BELENIOS_2048, FIXTURE_UUID, credential.replace(/-/g, ''))).not.toBe(s);
  });

  it('checks the checksum and the layout', () => {
    for (const [, credential] of FIXTURE_PRIVATE_CREDENTIALS) {
      expect(isValidPrivateCredential(credential)).toBe(true);
      expect(isValidPrivateCredential(credential.replace(/-/g, ''))).toBe(true);
      // One character changed (to another Base58 digit) breaks the checksum.
      const first = credential.charAt(0) === '2' ? '3' : '2';
      expect(isValidPrivateCredential(first + credential.slice(1))).toBe(false);
    }
    expect(isValidPrivateCredential('')).toBe(false);
    expect(isValidPrivateCredential('zy1_NyM-niu-dpt-hdM')).toBe(false);
    expect(isValidPrivateCredential('0y1-NyM-niu-dpt-hdM')).toBe(false); // 0 is not Base58
  });

  it('generates well-formed credentials, all different', () => {
    const made = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const credential = generatePrivateCredential();
      expect(credential).toMatch(/^([1-9A-HJ-NP-Za-km-z]{3}-){4}[1-9A-HJ-NP-Za-km-z]{3}$/);
      expect(isValidPrivateCredential(credential)).toBe(true);
      made.add(credential);
    }
    expect(made.size).toBe(200);
  });

  it('reads public credential lines with or without weight and id', () => {
    const [line = ''] = FIXTURE_PUBLIC_CREDENTIALS;
    const c = line.split(',')[0] ?? '';
    expect(publicCredentialToString(parsePublicCredential(BELENIOS_2048, line).credential)).toBe(c);
    expect(parsePublicCredential(BELENIOS_2048, c).weight).toBe(1n);
    expect(parsePublicCredential(BELENIOS_2048, `${c},3`).weight).toBe(3n);
    expect(() => parsePublicCredential(BELENIOS_2048, '2')).toThrow(/anggota grup/);
    expect(() => parsePublicCredential(BELENIOS_2048, `0${c}`)).toThrow();
  });
});

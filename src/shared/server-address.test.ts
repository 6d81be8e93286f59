import { describe, expect, it } from 'vitest';
import { isLoopbackHost, parseServerAddress } from './server-address';

describe('parseServerAddress', () => {
  it.each([
    ['https://portal.bem-poltek-nuklir.ac.id', 'https://portal.bem-poltek-nuklir.ac.id'],
    ['  https://portal.example/admin?x=1  ', 'https://portal.example'],
    ['portal.example', 'https://portal.example'],
    ['HTTPS://Portal.Example:8443/', 'https://portal.example:8443'],
    ['http://localhost:8080', 'http://localhost:8080'],
    ['http://127.0.0.1:8080/', 'http://127.0.0.1:8080'],
    ['http://[::1]:8080', 'http://[::1]:8080'],
  ])('reduces %s to the origin %s', (raw, origin) => {
    expect(parseServerAddress(raw)).toEqual({ ok: true, origin });
  });

  it.each(['http://192.168.1.10:8080', 'http://portal.example', 'http://127.evil.example'])(
    'refuses plain http to another computer (%s): the token would cross the network in clear',
    (raw) => {
      expect(parseServerAddress(raw)).toEqual({ ok: false, reason: 'insecure' });
    },
  );

  it.each([
    '',
    '   ',
    'ftp://portal.example',
    'javascript:alert(1)',
    'https://user:pw@portal.example',
    'https://',
    `https://${'a'.repeat(2100)}.example`,
  ])('refuses %j as not an address', (raw) => {
    expect(parseServerAddress(raw)).toEqual({ ok: false, reason: 'invalid-url' });
  });
});

describe('isLoopbackHost', () => {
  it('knows this computer and nothing else', () => {
    expect(['localhost', '127.0.0.1', '127.1.2.3', '[::1]'].map(isLoopbackHost)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(
      ['10.0.0.1', '127.0.0.1.nip.io', 'localhost.example', '::1'].map(isLoopbackHost),
    ).toEqual([false, false, false, false]);
  });
});

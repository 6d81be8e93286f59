import { readFileSync } from 'node:fs';
import type { EntryOptions } from '@napi-rs/keyring';
import { describe, it, expect, vi } from 'vitest';
import { MAX_SESSION_SECRET_LENGTH } from '../shared/platform';
import {
  createSessionVault,
  MAX_SERVER_ORIGIN_LENGTH,
  sessionAccount,
  type KeyringEntry,
} from './session-vault';

const SERVICE = 'bem-km-portal-test';
const ORIGIN = 'https://bem.example.ac.id';
const SECRET = 'tok-7f3a9c1e5b';

interface FakeKeychainOptions {
  /** What fails: the constructor (no D-Bus) or one method (store locked, no collection…). */
  failOn?: 'construct' | keyof KeyringEntry;
  /** Answer with promises, like @napi-rs/keyring's AsyncEntry. */
  async?: boolean;
  failure?: Error;
}

/** An in-memory keychain with the shape of @napi-rs/keyring's Entry, shared by all its entries. */
function fakeKeychain(options: FakeKeychainOptions = {}) {
  const store = new Map<string, string>();
  const created: { service: string; account: string; options: EntryOptions | null | undefined }[] =
    [];
  const failure = options.failure ?? new Error("Couldn't access platform storage: AccessDenied");
  const answer = <T>(method: keyof KeyringEntry, value: () => T): T | Promise<T> => {
    if (options.failOn === method) {
      if (options.async) return Promise.reject(failure);
      throw failure;
    }
    return options.async ? Promise.resolve().then(value) : value();
  };

  class FakeEntry implements KeyringEntry {
    private readonly key: string;
    constructor(service: string, account: string, entryOptions?: EntryOptions | null) {
      if (options.failOn === 'construct') throw failure;
      created.push({ service, account, options: entryOptions });
      this.key = `${service}\u0000${account}`;
    }
    getPassword() {
      return answer('getPassword', () => store.get(this.key) ?? null);
    }
    setPassword(password: string) {
      return answer('setPassword', () => void store.set(this.key, password));
    }
    deletePassword() {
      return answer('deletePassword', () => store.delete(this.key));
    }
  }

  return { Entry: FakeEntry, store, created };
}

function setup(options: FakeKeychainOptions = {}) {
  const keychain = fakeKeychain(options);
  const log = vi.fn((_message: string) => undefined);
  const vault = createSessionVault({ Entry: keychain.Entry, service: SERVICE, log });
  return { ...keychain, log, vault };
}

describe.each([
  ['Entry (blocking)', false],
  ['AsyncEntry (promises)', true],
])('createSessionVault with a keyring like %s', (_label, async) => {
  it('saves, loads and clears the session of a server', async () => {
    const { vault } = setup({ async });
    expect(await vault.load(ORIGIN)).toEqual({ ok: true, secret: null });
    expect(await vault.save(ORIGIN, SECRET)).toEqual({ ok: true });
    expect(await vault.load(ORIGIN)).toEqual({ ok: true, secret: SECRET });
    expect(await vault.clear(ORIGIN)).toEqual({ ok: true });
    expect(await vault.load(ORIGIN)).toEqual({ ok: true, secret: null });
  });

  it('keeps the secret under the app service and an account named after the origin', async () => {
    const { vault, store, created } = setup({ async });
    await vault.save(ORIGIN, SECRET);
    expect(sessionAccount(ORIGIN)).toBe(`sesi:${ORIGIN}`);
    expect([...store.entries()]).toEqual([[`${SERVICE}\u0000sesi:${ORIGIN}`, SECRET]]);
    // Pinned to the Secret Service on Linux, so a missing one is 'unavailable', not the kernel keyring.
    expect(created).toEqual([
      {
        service: SERVICE,
        account: `sesi:${ORIGIN}`,
        options: { linux: { store: 'secret-service' } },
      },
    ]);
  });

  it('never hands one server the session of another', async () => {
    const { vault } = setup({ async });
    await vault.save('https://a.example', 'secret-of-a');
    expect(await vault.load('https://b.example')).toEqual({ ok: true, secret: null });
    expect(await vault.load('http://a.example')).toEqual({ ok: true, secret: null });
    expect(await vault.load('https://a.example:8443')).toEqual({ ok: true, secret: null });
    await vault.save('https://b.example', 'secret-of-b');
    await vault.clear('https://b.example');
    expect(await vault.load('https://a.example')).toEqual({ ok: true, secret: 'secret-of-a' });
  });

  it('replaces the saved secret on a second save', async () => {
    const { vault } = setup({ async });
    await vault.save(ORIGIN, 'old');
    await vault.save(ORIGIN, 'new');
    expect(await vault.load(ORIGIN)).toEqual({ ok: true, secret: 'new' });
  });

  it('clears a missing entry as success, as often as asked', async () => {
    const { vault } = setup({ async });
    expect(await vault.clear(ORIGIN)).toEqual({ ok: true });
    await vault.save(ORIGIN, SECRET);
    expect(await vault.clear(ORIGIN)).toEqual({ ok: true });
    expect(await vault.clear(ORIGIN)).toEqual({ ok: true });
  });

  it.each(['construct', 'getPassword', 'setPassword', 'deletePassword'] as const)(
    'answers "unavailable" when the keychain fails in %s',
    async (failOn) => {
      const { vault, log } = setup({ async, failOn });
      const results = [
        await vault.load(ORIGIN),
        await vault.save(ORIGIN, SECRET),
        await vault.clear(ORIGIN),
      ];
      const failing = {
        construct: [0, 1, 2],
        getPassword: [0],
        setPassword: [1],
        deletePassword: [2],
      };
      results.forEach((result, index) => {
        if (failing[failOn].includes(index)) {
          expect(result).toEqual({ ok: false, reason: 'unavailable' });
        } else {
          expect(result.ok).toBe(true);
        }
      });
      expect(log).toHaveBeenCalled();
    },
  );
});

describe('createSessionVault validation', () => {
  it.each([
    ['a path', 'https://bem.example/admin'],
    ['a trailing slash', 'https://bem.example/'],
    ['upper case', 'https://BEM.example'],
    ['a default port', 'https://bem.example:443'],
    ['credentials', 'https://user:pw@bem.example'],
    ['another scheme', 'ftp://bem.example'],
    ['the app scheme', 'app://bem'],
    ['file', 'file:///etc/passwd'],
    ['not a URL', 'bem.example'],
    ['empty', ''],
    ['too long', `https://${'a'.repeat(MAX_SERVER_ORIGIN_LENGTH)}.example`],
    ['not a string', 42 as unknown as string],
  ])('answers "invalid" to an origin with %s and touches no entry', async (_label, origin) => {
    const { vault, created } = setup();
    expect(await vault.load(origin)).toEqual({ ok: false, reason: 'invalid' });
    expect(await vault.save(origin, SECRET)).toEqual({ ok: false, reason: 'invalid' });
    expect(await vault.clear(origin)).toEqual({ ok: false, reason: 'invalid' });
    expect(created).toEqual([]);
  });

  it.each(['http://localhost:8787', 'http://192.168.1.20:3000', 'https://[::1]:8443'])(
    'accepts the origin %s',
    async (origin) => {
      const { vault } = setup();
      expect(await vault.save(origin, SECRET)).toEqual({ ok: true });
      expect(await vault.load(origin)).toEqual({ ok: true, secret: SECRET });
    },
  );

  it.each([
    ['empty', ''],
    ['too long', 'x'.repeat(MAX_SESSION_SECRET_LENGTH + 1)],
    ['a newline', 'tok\nen'],
    ['a NUL', 'tok\u0000en'],
    ['DEL', 'tok\u007fen'],
    ['a C1 control', 'tok\u0085en'],
    ['a lone surrogate', 'tok\ud800en'],
    ['not a string', { token: 'x' } as unknown as string],
  ])('answers "invalid" to a secret that is %s and writes nothing', async (_label, secret) => {
    const { vault, store, created } = setup();
    expect(await vault.save(ORIGIN, secret)).toEqual({ ok: false, reason: 'invalid' });
    expect(store.size).toBe(0);
    expect(created).toEqual([]);
  });

  it('keeps the longest allowed secret and non-ASCII text exactly', async () => {
    const { vault } = setup();
    const longest = 'x'.repeat(MAX_SESSION_SECRET_LENGTH);
    expect(await vault.save(ORIGIN, longest)).toEqual({ ok: true });
    expect(await vault.load(ORIGIN)).toEqual({ ok: true, secret: longest });
    expect(await vault.save(ORIGIN, 'sesi-ñ-😀')).toEqual({ ok: true });
    expect(await vault.load(ORIGIN)).toEqual({ ok: true, secret: 'sesi-ñ-😀' });
  });
});

describe('createSessionVault logging', () => {
  it('logs the keychain error message once, not on every call', async () => {
    const { vault, log } = setup({ failOn: 'construct' });
    await vault.load(ORIGIN);
    await vault.load(ORIGIN);
    await vault.save('https://other.example', SECRET);
    await vault.clear(ORIGIN);
    expect(log.mock.calls).toEqual([
      ["session vault: load failed: Couldn't access platform storage: AccessDenied"],
    ]);
  });

  it('never logs the secret, even when an error message quotes it', async () => {
    const { vault, log } = setup({
      failOn: 'setPassword',
      failure: new Error(`backend refused value ${SECRET} for item`),
    });
    expect(await vault.save(ORIGIN, SECRET)).toEqual({ ok: false, reason: 'unavailable' });
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).not.toContain(SECRET);
    expect(log.mock.calls[0]?.[0]).toBe(
      'session vault: save failed: backend refused value [rahasia] for item',
    );
  });

  it('logs nothing when all goes well', async () => {
    const { vault, log } = setup();
    await vault.save(ORIGIN, SECRET);
    await vault.load(ORIGIN);
    await vault.clear(ORIGIN);
    expect(log).not.toHaveBeenCalled();
  });
});

describe('session-vault module', () => {
  // The session must never land on disk; the vault has no way to write a file if it imports none.
  it('imports no file-system API', () => {
    const source = readFileSync(new URL('./session-vault.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/from ['"](node:)?fs(\/promises)?['"]/);
    expect(source).not.toMatch(/import\(['"](node:)?fs/);
  });
});

import { describe, expect, it, vi } from 'vitest';
import {
  MAX_SESSION_SECRET_LENGTH,
  type SessionVault,
  type VaultLoadResult,
  type VaultWriteResult,
} from '../../../../shared/platform';
import { vaultPersistence } from './vault-persistence';

interface InternalPersistence {
  type: string;
  _isAvailable(): Promise<boolean>;
  _set(key: string, value: unknown): Promise<void>;
  _get(key: string): Promise<unknown>;
  _remove(key: string): Promise<void>;
  _addListener(key: string, listener: () => void): void;
  _removeListener(key: string, listener: () => void): void;
}

/** What Auth does with a persistence class: one instance, made with no arguments. */
const instantiate = (vault: SessionVault) => {
  const cls = vaultPersistence(vault) as unknown as { new (): InternalPersistence; type: string };
  return { cls, instance: new cls() };
};

function fakeVault(initial: string | null = null, failure?: 'unavailable') {
  let secret = initial;
  const ok: VaultWriteResult = { ok: true };
  const vault = {
    load: vi.fn(async (): Promise<VaultLoadResult> =>
      failure ? { ok: false, reason: failure } : { ok: true, secret },
    ),
    save: vi.fn(async (value: string): Promise<VaultWriteResult> => {
      if (failure) return { ok: false, reason: failure };
      secret = value;
      return ok;
    }),
    clear: vi.fn(async (): Promise<VaultWriteResult> => {
      if (failure) return { ok: false, reason: failure };
      secret = null;
      return ok;
    }),
  };
  return { vault, secret: () => secret };
}

describe('Firebase Auth persistence in the session vault', () => {
  it('has the shape Auth expects: a LOCAL class, instantiated without arguments', async () => {
    const { cls, instance } = instantiate(fakeVault().vault);
    expect(cls.type).toBe('LOCAL');
    expect(instance.type).toBe('LOCAL');
    await expect(instance._isAvailable()).resolves.toBe(true);
    expect(() => instance._addListener('k', () => undefined)).not.toThrow();
    expect(() => instance._removeListener('k', () => undefined)).not.toThrow();
  });

  it('writes every key through as one JSON object, and clears the vault when empty', async () => {
    const { vault, secret } = fakeVault();
    const { instance } = instantiate(vault);
    await instance._set('firebase:authUser:key:[DEFAULT]', { uid: 'u1' });
    await instance._set('firebase:persistence:key:[DEFAULT]', 'LOCAL');
    expect(JSON.parse(secret() ?? '')).toEqual({
      'firebase:authUser:key:[DEFAULT]': { uid: 'u1' },
      'firebase:persistence:key:[DEFAULT]': 'LOCAL',
    });
    await instance._remove('firebase:authUser:key:[DEFAULT]');
    await instance._remove('firebase:persistence:key:[DEFAULT]');
    expect(secret()).toBeNull();
    expect(vault.clear).toHaveBeenCalledTimes(1);
  });

  it('loads the vault once and answers from memory afterwards', async () => {
    const { vault } = fakeVault(JSON.stringify({ a: { uid: 'u1' }, b: 'x' }));
    const { instance } = instantiate(vault);
    await expect(instance._get('a')).resolves.toEqual({ uid: 'u1' });
    await expect(instance._get('b')).resolves.toBe('x');
    await expect(instance._get('missing')).resolves.toBeNull();
    expect(vault.load).toHaveBeenCalledTimes(1);
  });

  it('does not write when removing a key it does not hold', async () => {
    const { vault } = fakeVault();
    const { instance } = instantiate(vault);
    await instance._remove('nothing');
    expect(vault.save).not.toHaveBeenCalled();
    expect(vault.clear).not.toHaveBeenCalled();
  });

  it('ignores a secret that is not its JSON object (an old bearer token)', async () => {
    const { instance } = instantiate(fakeVault('bearer-token-of-the-http-backend').vault);
    await expect(instance._get('a')).resolves.toBeNull();
    const { instance: other } = instantiate(fakeVault('["a"]').vault);
    await expect(other._get('0')).resolves.toBeNull();
  });

  it('keeps the session in memory when the vault is unavailable', async () => {
    const { vault } = fakeVault(null, 'unavailable');
    const { instance } = instantiate(vault);
    await instance._set('a', { uid: 'u1' });
    await expect(instance._get('a')).resolves.toEqual({ uid: 'u1' });
  });

  it('keeps the session in memory when the vault throws', async () => {
    const vault: SessionVault = {
      load: () => Promise.reject(new Error('ipc')),
      save: () => Promise.reject(new Error('ipc')),
      clear: () => Promise.reject(new Error('ipc')),
    };
    const { instance } = instantiate(vault);
    await expect(instance._set('a', 'x')).resolves.toBeUndefined();
    await expect(instance._get('a')).resolves.toBe('x');
  });

  it('does not store more than the vault accepts, and does not leave a stale session', async () => {
    const { vault, secret } = fakeVault();
    const { instance } = instantiate(vault);
    await instance._set('a', 'small');
    expect(secret()).not.toBeNull();
    await instance._set('b', 'x'.repeat(MAX_SESSION_SECRET_LENGTH));
    expect(secret()).toBeNull();
    await expect(instance._get('b')).resolves.toHaveLength(MAX_SESSION_SECRET_LENGTH);
  });

  it('makes a distinct class per vault (Auth caches one instance per class)', () => {
    expect(vaultPersistence(fakeVault().vault)).not.toBe(vaultPersistence(fakeVault().vault));
  });
});

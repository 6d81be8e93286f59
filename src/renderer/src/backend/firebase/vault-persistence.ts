import type { Persistence } from 'firebase/auth';
import { MAX_SESSION_SECRET_LENGTH, type SessionVault } from '../../../../shared/platform';

/**
 * Firebase Auth persistence backed by the desktop app's SessionVault (the OS keychain), so the
 * desktop's Firebase session is kept where its http session is kept, not in browser storage.
 *
 * Auth's public API only names `Persistence`; what it calls is the internal `PersistenceInternal`
 * of @firebase/auth (dist/src/core/persistence/index.d.ts): `type`, `_isAvailable`, `_set`,
 * `_get`, `_remove`, `_addListener`, `_removeListener`. Auth is given the class, not an instance,
 * and makes the instance itself with `new cls()` (one per class, cached) — so the vault reaches
 * the instance through the closure of a class made per vault.
 *
 * Auth keeps a few keys (the user, the persistence in use); they are stored together as one JSON
 * object in the vault's single secret: read once, then written through on every change. When the
 * vault cannot be read or written (no keychain service) the values stay in memory, and the user
 * signs in again next launch.
 */
type PersistenceValue = Record<string, unknown> | string;
type StorageEventListener = (value: PersistenceValue | null) => void;

export function vaultPersistence(vault: SessionVault): Persistence {
  class VaultPersistence {
    static type = 'LOCAL' as const;
    readonly type = 'LOCAL' as const;
    private values: Promise<Map<string, PersistenceValue>> | undefined;
    private writes: Promise<unknown> = Promise.resolve();

    private load(): Promise<Map<string, PersistenceValue>> {
      this.values ??= vault.load().then(
        (result) => new Map(result.ok && result.secret ? parseValues(result.secret) : []),
        () => new Map(),
      );
      return this.values;
    }

    /** Writes in order, so the vault ends with the last state; a failed write keeps memory. */
    private persist(values: Map<string, PersistenceValue>): Promise<void> {
      const secret = values.size > 0 ? JSON.stringify(Object.fromEntries(values)) : null;
      const write = this.writes.then(() =>
        secret === null
          ? vault.clear()
          : secret.length <= MAX_SESSION_SECRET_LENGTH
            ? vault.save(secret)
            : vault.clear(),
      );
      this.writes = write.catch(() => undefined);
      return this.writes.then(() => undefined);
    }

    async _isAvailable(): Promise<boolean> {
      // Memory is the fallback, so this persistence is always usable.
      return true;
    }

    async _set(key: string, value: PersistenceValue): Promise<void> {
      const values = await this.load();
      values.set(key, value);
      await this.persist(values);
    }

    async _get<T extends PersistenceValue>(key: string): Promise<T | null> {
      const values = await this.load();
      return (values.get(key) as T | undefined) ?? null;
    }

    async _remove(key: string): Promise<void> {
      const values = await this.load();
      if (!values.delete(key)) return;
      await this.persist(values);
    }

    // Only one window uses the vault: no other tab can change it, so there is nothing to hear.
    _addListener(_key: string, _listener: StorageEventListener): void {}

    _removeListener(_key: string, _listener: StorageEventListener): void {}
  }
  return VaultPersistence as unknown as Persistence;
}

/** The stored object, or nothing when the secret is not ours (an old token, a damaged entry). */
function parseValues(secret: string): [string, PersistenceValue][] {
  try {
    const parsed: unknown = JSON.parse(secret);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return [];
    return Object.entries(parsed).filter(
      (entry): entry is [string, PersistenceValue] =>
        typeof entry[1] === 'string' || (typeof entry[1] === 'object' && entry[1] !== null),
    );
  } catch {
    return [];
  }
}

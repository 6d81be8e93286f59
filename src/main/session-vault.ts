/**
 * The desktop app's session vault: main keeps the session secret in the OS keychain (macOS
 * Keychain, Windows Credential Manager, Linux Secret Service) through @napi-rs/keyring. Callers
 * name a server origin, never a keychain entry: the entry's account is derived from the origin, so
 * the secret of one server is never handed to another. Every failure becomes a typed result
 * instead of an exception, and nothing is ever written to a file: without a keychain the session
 * lives in the renderer's memory only.
 *
 * The keyring class is injected (index.ts passes the real one) so unit tests use an in-memory fake.
 */
import type { EntryOptions } from '@napi-rs/keyring';
import { z } from 'zod';
import {
  MAX_SESSION_SECRET_LENGTH,
  type VaultLoadResult,
  type VaultWriteResult,
} from '../shared/platform';

type MaybePromise<T> = T | Promise<T>;

/**
 * The part of a keyring entry the vault uses. Both @napi-rs/keyring's `Entry` (blocking) and
 * `AsyncEntry` (off the main thread) fit; main should inject `AsyncEntry`, because a blocking
 * D-Bus round trip in the main process freezes every window until the keychain answers.
 */
export interface KeyringEntry {
  getPassword(): MaybePromise<string | null>;
  setPassword(password: string): MaybePromise<void>;
  /** True when an entry was deleted, false when there was none. */
  deletePassword(): MaybePromise<boolean>;
}

export type KeyringEntryConstructor = new (
  service: string,
  account: string,
  options?: EntryOptions | null,
) => KeyringEntry;

export interface SessionVaultDeps {
  Entry: KeyringEntryConstructor;
  /** The app's fixed keychain service name; the same for every server. */
  service: string;
  /** Receives why the keychain failed: the error's message only, never a secret. */
  log: (message: string) => void;
}

export interface KeychainSessionVault {
  load(serverOrigin: string): Promise<VaultLoadResult>;
  save(serverOrigin: string, secret: string): Promise<VaultWriteResult>;
  clear(serverOrigin: string): Promise<VaultWriteResult>;
}

/** Longer than any real origin; a bound so a caller cannot make a keychain account of megabytes. */
export const MAX_SERVER_ORIGIN_LENGTH = 2048;

/**
 * On Linux, @napi-rs/keyring falls back to the kernel keyring when the Secret Service is missing;
 * that keyring forgets everything at logout and fails in ways the Secret Service does not (e.g.
 * `getPassword` answers "none" while `setPassword` throws). Pinning the Secret Service makes a
 * missing one an honest 'unavailable'. Other platforms ignore the option.
 */
const ENTRY_OPTIONS: EntryOptions = { linux: { store: 'secret-service' } };

/** The exact origin (`new URL(x).origin === x`), so one server has one spelling and one entry. */
const serverOriginSchema = z
  .string()
  .max(MAX_SERVER_ORIGIN_LENGTH)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
    } catch {
      return false;
    }
  });

/**
 * Control characters have no place in a token and could break an OS credential UI; a lone
 * surrogate cannot be stored as UTF-8 and would come back as a different string.
 */
const secretSchema = z
  .string()
  .min(1)
  .max(MAX_SESSION_SECRET_LENGTH)
  .refine((value) => !/[\p{Cc}\p{Cs}]/u.test(value));

/** The keychain account of a server's session; exported so tests can look the entry up directly. */
export function sessionAccount(serverOrigin: string): string {
  return `sesi:${serverOrigin}`;
}

const INVALID = { ok: false, reason: 'invalid' } as const;
const UNAVAILABLE = { ok: false, reason: 'unavailable' } as const;

export function createSessionVault(deps: SessionVaultDeps): KeychainSessionVault {
  // The same failure repeats on every call while the keychain is missing: one log line per message.
  const logged = new Set<string>();

  function logFailure(action: string, error: unknown, secret?: string): void {
    let message = error instanceof Error ? error.message : String(error);
    // Keyring errors do not quote the secret today; redact anyway so a future one cannot leak it.
    if (secret) message = message.split(secret).join('[rahasia]');
    if (logged.has(message)) return;
    logged.add(message);
    deps.log(`session vault: ${action} failed: ${message}`);
  }

  /** Runs one keychain operation on the origin's entry; any throw or rejection is 'unavailable'. */
  async function withEntry<T>(
    action: string,
    serverOrigin: string,
    run: (entry: KeyringEntry) => MaybePromise<T>,
    secret?: string,
  ): Promise<{ ok: true; value: T } | typeof UNAVAILABLE> {
    try {
      // The constructor itself throws when the Secret Service cannot be reached (no D-Bus).
      const entry = new deps.Entry(deps.service, sessionAccount(serverOrigin), ENTRY_OPTIONS);
      return { ok: true, value: await run(entry) };
    } catch (error) {
      logFailure(action, error, secret);
      return UNAVAILABLE;
    }
  }

  return {
    async load(serverOrigin) {
      const origin = serverOriginSchema.safeParse(serverOrigin);
      if (!origin.success) return INVALID;
      const result = await withEntry('load', origin.data, (entry) => entry.getPassword());
      return result.ok ? { ok: true, secret: result.value } : result;
    },

    async save(serverOrigin, secret) {
      const origin = serverOriginSchema.safeParse(serverOrigin);
      const parsed = secretSchema.safeParse(secret);
      if (!origin.success || !parsed.success) return INVALID;
      const result = await withEntry(
        'save',
        origin.data,
        (entry) => entry.setPassword(parsed.data),
        parsed.data,
      );
      return result.ok ? { ok: true } : result;
    },

    async clear(serverOrigin) {
      const origin = serverOriginSchema.safeParse(serverOrigin);
      if (!origin.success) return INVALID;
      // `false` (nothing to delete) is success: after clear() there is no session, as asked.
      const result = await withEntry('clear', origin.data, (entry) => entry.deletePassword());
      return result.ok ? { ok: true } : result;
    },
  };
}

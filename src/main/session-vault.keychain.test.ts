/**
 * The session vault against a real Secret Service: gnome-keyring in a private D-Bus session that
 * scripts/with-keyring.mjs starts (it sets BEM_KEYCHAIN_READY=1). Run directly, without it, the
 * suite skips and says why, so a plain `vitest` never touches the user's own keychain.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { AsyncEntry, Entry, findCredentials } from '@napi-rs/keyring';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { MAX_SESSION_SECRET_LENGTH } from '../shared/platform';
import { createSessionVault, sessionAccount, type KeyringEntryConstructor } from './session-vault';

const READY = process.env.BEM_KEYCHAIN_READY === '1';
const SKIP_REASON =
  'Uji keychain dilewati: BEM_KEYCHAIN_READY tidak diset; jalankan lewat `npm run test:keychain` ' +
  '(scripts/with-keyring.mjs menyiapkan gnome-keyring pribadi). ' +
  'Keychain tests skipped: BEM_KEYCHAIN_READY is not set; run them through ' +
  '`npm run test:keychain` (scripts/with-keyring.mjs starts a private gnome-keyring).';
if (!READY) console.warn(SKIP_REASON);

// One service per run, so entries of an earlier, interrupted run can never answer for this one.
const SERVICE = `bem-km-portal-keychain-test-${randomUUID()}`;
const ORIGIN_A = 'https://bem-a.example';
const ORIGIN_B = 'http://localhost:8787';
const SECRET = `sesi-${randomUUID()}`;
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** What the Secret Service holds for a server, read through a new entry: a separate lookup. */
const storedSecret = (origin: string) => new Entry(SERVICE, sessionAccount(origin)).getPassword();

function removeAllEntries(): void {
  if (!READY) return;
  for (const { account } of findCredentials(SERVICE)) new Entry(SERVICE, account).deletePassword();
}

describe.skipIf(!READY)('session vault on the real Secret Service', () => {
  afterEach(removeAllEntries);
  afterAll(removeAllEntries);

  // main injects AsyncEntry (keeps the main process responsive); the blocking Entry fits too.
  describe.each([
    ['AsyncEntry', AsyncEntry as KeyringEntryConstructor],
    ['Entry', Entry as KeyringEntryConstructor],
  ])('with %s', (_label, EntryClass) => {
    const logs: string[] = [];
    const vault = createSessionVault({
      Entry: EntryClass,
      service: SERVICE,
      log: (message) => logs.push(message),
    });
    afterEach(() => {
      // A working keychain is never "unavailable", so nothing is logged.
      expect(logs).toEqual([]);
    });

    it('saves, loads and clears a session', async () => {
      expect(await vault.load(ORIGIN_A)).toEqual({ ok: true, secret: null });
      expect(await vault.save(ORIGIN_A, SECRET)).toEqual({ ok: true });
      expect(await vault.load(ORIGIN_A)).toEqual({ ok: true, secret: SECRET });
      expect(await vault.clear(ORIGIN_A)).toEqual({ ok: true });
      expect(await vault.load(ORIGIN_A)).toEqual({ ok: true, secret: null });
    });

    it('really keeps the secret in the Secret Service, under the service and origin account', async () => {
      await vault.save(ORIGIN_A, SECRET);
      expect(storedSecret(ORIGIN_A)).toBe(SECRET);
      // The daemon's own search by attributes finds exactly this one item.
      expect(findCredentials(SERVICE)).toEqual([{ account: `sesi:${ORIGIN_A}`, password: SECRET }]);
    });

    it('keeps the sessions of two servers apart', async () => {
      await vault.save(ORIGIN_A, 'secret-of-a');
      expect(await vault.load(ORIGIN_B)).toEqual({ ok: true, secret: null });
      await vault.save(ORIGIN_B, 'secret-of-b');
      expect(await vault.load(ORIGIN_A)).toEqual({ ok: true, secret: 'secret-of-a' });
      expect(await vault.load(ORIGIN_B)).toEqual({ ok: true, secret: 'secret-of-b' });
      await vault.clear(ORIGIN_B);
      expect(storedSecret(ORIGIN_B)).toBeNull();
      expect(storedSecret(ORIGIN_A)).toBe('secret-of-a');
    });

    it('removes the entry on clear, and clearing again is still ok', async () => {
      await vault.save(ORIGIN_A, SECRET);
      expect(await vault.clear(ORIGIN_A)).toEqual({ ok: true });
      expect(storedSecret(ORIGIN_A)).toBeNull();
      expect(findCredentials(SERVICE)).toEqual([]);
      expect(await vault.clear(ORIGIN_A)).toEqual({ ok: true });
    });

    it('replaces a saved secret and keeps the longest and non-ASCII ones exactly', async () => {
      const longest = 'x'.repeat(MAX_SESSION_SECRET_LENGTH);
      await vault.save(ORIGIN_A, 'old');
      await vault.save(ORIGIN_A, longest);
      expect(storedSecret(ORIGIN_A)).toBe(longest);
      await vault.save(ORIGIN_A, 'sesi-ñ-😀');
      expect(await vault.load(ORIGIN_A)).toEqual({ ok: true, secret: 'sesi-ñ-😀' });
      expect(findCredentials(SERVICE)).toHaveLength(1);
    });

    it('finds a session saved by an earlier run of the app (another vault)', async () => {
      await vault.save(ORIGIN_A, SECRET);
      const later = createSessionVault({ Entry: EntryClass, service: SERVICE, log: () => {} });
      expect(await later.load(ORIGIN_A)).toEqual({ ok: true, secret: SECRET });
    });
  });

  it('answers "unavailable" without a D-Bus session, without hanging or crashing', async () => {
    // The vault in a fresh node process with every way to find a session bus removed: the
    // address, the user bus under XDG_RUNTIME_DIR and an X11/Wayland display (autolaunch).
    const env = { ...process.env };
    for (const name of [
      'DBUS_SESSION_BUS_ADDRESS',
      'XDG_RUNTIME_DIR',
      'DISPLAY',
      'WAYLAND_DISPLAY',
      'BEM_KEYCHAIN_READY',
    ]) {
      delete env[name];
    }
    const vaultUrl = pathToFileURL(fileURLToPath(new URL('./session-vault.ts', import.meta.url)));
    const script = `
      import { AsyncEntry, Entry } from '@napi-rs/keyring';
      import { createSessionVault } from ${JSON.stringify(vaultUrl.href)};
      const answers = {};
      for (const [name, EntryClass] of [['AsyncEntry', AsyncEntry], ['Entry', Entry]]) {
        const vault = createSessionVault({
          Entry: EntryClass,
          service: ${JSON.stringify(SERVICE)},
          log: (message) => console.error(message),
        });
        answers[name] = [
          await vault.save(${JSON.stringify(ORIGIN_A)}, ${JSON.stringify(SECRET)}),
          await vault.load(${JSON.stringify(ORIGIN_A)}),
          await vault.clear(${JSON.stringify(ORIGIN_A)}),
        ];
      }
      console.log(JSON.stringify(answers));
    `;
    const { stdout, stderr } = await new Promise<{ stdout: string; stderr: string }>(
      (resolve, reject) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', '--input-type=module', '-e', script],
          { cwd: REPO_ROOT, env, timeout: 15_000 },
          (error, out, err) => {
            if (error) {
              const why = error.killed ? 'hung and was killed after 15 s' : error.message;
              reject(new Error(`the vault without D-Bus ${why}\n${err}`));
            } else {
              resolve({ stdout: out, stderr: err });
            }
          },
        );
      },
    );
    const unavailable = { ok: false, reason: 'unavailable' };
    expect(JSON.parse(stdout)).toEqual({
      AsyncEntry: [unavailable, unavailable, unavailable],
      Entry: [unavailable, unavailable, unavailable],
    });
    // Each vault logged why, once, and never the secret.
    expect(stderr.match(/^session vault: save failed: /gm)).toHaveLength(2);
    expect(stderr).not.toContain(SECRET);
  });
});

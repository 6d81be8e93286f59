/**
 * The desktop app as the secretariat uses it, in Electron against the real embedded server: first
 * run asks for the server, sign in, a restart keeps the session (from the OS keychain), the final
 * follow-up of SI-BERKAS with a reply letter from the native dialog, and sign-out clears the
 * keychain entry. Runs wherever an Electron binary exists; report-binary.ts prints why it skips.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { _electron as electron, expect, test, type ElectronApplication } from '@playwright/test';
import { Entry } from '@napi-rs/keyring';
import { KEYCHAIN_SERVICE } from '../../src/main/keychain-names';
import { sessionAccount } from '../../src/main/session-vault';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import { startTempServer, type TempServer } from '../support/temp-server';
import { findElectronBinary } from './electron-binary';

const binary = findElectronBinary();
// report-binary.ts prints the same reason before the run.
const reasonToSkip =
  'path' in binary ? undefined : `Uji aplikasi desktop dilewati: ${binary.reason}`;

/** What the renderer's global scope holds, seen from the test process (no DOM types here). */
type RendererGlobal = {
  bemDesktop?: Record<string, unknown>;
  require?: unknown;
  process?: unknown;
};

test.describe.configure({ mode: 'serial' });

test.describe('desktop app (Electron)', () => {
  test.skip(reasonToSkip !== undefined, reasonToSkip);

  let server: TempServer;
  let userData: string;

  const launch = (): Promise<ElectronApplication> =>
    electron.launch({
      executablePath: 'path' in binary ? binary.path : undefined,
      // A private profile per run: window state, server address and nothing else on disk.
      args: [path.resolve('out/main/index.js'), `--user-data-dir=${userData}`],
    });

  const keychainEntry = () =>
    new Entry(KEYCHAIN_SERVICE, sessionAccount(server.url), { linux: { store: 'secret-service' } });

  test.beforeAll(async () => {
    const build = spawnSync(
      process.execPath,
      ['node_modules/electron-vite/bin/electron-vite.js', 'build'],
      { stdio: 'inherit' },
    );
    expect(build.status).toBe(0);
    server = await startTempServer();
    userData = fs.mkdtempSync(path.join(os.tmpdir(), 'bem-desktop-'));
  });

  test.afterAll(async () => {
    keychainEntry().deletePassword();
    await server?.dispose();
    fs.rmSync(userData, { recursive: true, force: true });
  });

  test('opens one secure window whose page reaches only the named bridge', async () => {
    const app = await launch();
    try {
      const window = await app.firstWindow();
      await expect(window).toHaveTitle(/BEM KM/);
      const exposed = await window.evaluate(() => {
        const scope = globalThis as unknown as RendererGlobal;
        return {
          bridge: Object.keys(scope.bemDesktop ?? {}).sort(),
          hasRequire: typeof scope.require !== 'undefined',
          hasProcess: typeof scope.process !== 'undefined',
        };
      });
      expect(exposed).toEqual({
        bridge: [
          'clearSession',
          'getAppInfo',
          'getServerAddress',
          'loadSession',
          'onServerAddressRequested',
          'openExternal',
          'pickReplyLetter',
          'saveSession',
          'setServerAddress',
        ],
        hasRequire: false,
        hasProcess: false,
      });
      expect(app.windows()).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  test('asks for the server on first run, signs in, and stays signed in after a restart', async () => {
    let app = await launch();
    try {
      const window = await app.firstWindow();
      await expect(window.getByRole('heading', { name: 'Alamat Server Portal' })).toBeVisible();
      await window.getByRole('textbox', { name: 'Alamat server' }).fill(server.url);
      await window.getByRole('button', { name: 'Periksa dan Simpan' }).click();
      // The admin area sends a signed-out user to the sign-in page.
      await expect(window).toHaveURL(/\/login$/);
      await window.getByRole('textbox', { name: 'Email' }).fill('sekjen@bem.demo');
      await window.getByRole('textbox', { name: 'Kata Sandi', exact: true }).fill(DEMO_PASSWORD);
      await window.getByRole('button', { name: 'Masuk' }).click();
      await expect(window.getByRole('button', { name: 'Logout' })).toBeVisible();
      expect(keychainEntry().getPassword()).toBeTruthy();
    } finally {
      await app.close();
    }

    app = await launch();
    try {
      const window = await app.firstWindow();
      await expect(window.getByRole('button', { name: 'Logout' })).toBeVisible();
      expect(new URL(window.url()).pathname).toMatch(/^\/admin/);
    } finally {
      await app.close();
    }
  });

  test('sends the final follow-up with a reply letter from the native dialog', async () => {
    const letter = path.join(userData, 'surat-balasan.pdf');
    fs.writeFileSync(letter, '%PDF-1.4\n%balasan\n');
    const app = await launch();
    try {
      // The test-mode dialog: main's real picker runs, only the OS dialog answers by itself.
      await app.evaluate(({ dialog }, filePath) => {
        dialog.showOpenDialog = (async () => ({
          canceled: false,
          filePaths: [filePath],
        })) as unknown as typeof dialog.showOpenDialog;
      }, letter);
      const window = await app.firstWindow();
      await expect(window.getByRole('button', { name: 'Logout' })).toBeVisible();
      await window.getByRole('link', { name: 'Kelola Berkas KM' }).click();
      await window.getByRole('button', { name: /Malam Keakraban Mahasiswa Baru$/ }).click();
      await expect(window.getByRole('region', { name: 'Tindak Lanjut Akhir' })).toBeVisible();
      await window.getByLabel('Catatan tindak lanjut').fill('Surat balasan terlampir.');
      await window.getByRole('button', { name: 'Pilih Surat Balasan' }).click();
      await expect(window.getByTestId('reply-letter-name')).toHaveText('surat-balasan.pdf');
      await window.getByRole('button', { name: 'Kirim Tindak Lanjut' }).click();
      await window
        .getByRole('dialog', { name: 'Kirim tindak lanjut akhir?' })
        .getByRole('button', { name: 'Ya, Kirim' })
        .click();
      await expect(window.getByRole('region', { name: 'Tindak Lanjut Akhir' })).toBeHidden();
    } finally {
      await app.close();
    }
  });

  test('signing out clears the keychain entry', async () => {
    const app = await launch();
    try {
      const window = await app.firstWindow();
      await window.getByRole('button', { name: 'Logout' }).click();
      await expect(window).toHaveURL(/\/login$/);
      await expect.poll(() => keychainEntry().getPassword()).toBeNull();
    } finally {
      await app.close();
    }
  });
});

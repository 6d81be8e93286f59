/**
 * Automatic updates of the packaged app, from a feed the organisation hosts itself (a "generic"
 * electron-updater provider, configured at build time). electron-updater is injected: main passes
 * its `autoUpdater`, tests pass a fake, and this module never loads the library itself.
 */
import type { Dialog, MessageBoxOptions } from 'electron';
import { isLoopbackHost } from '../shared/server-address';

/** The part of electron-updater's AppUpdater used here; its `autoUpdater` satisfies it. */
export interface Updater {
  autoDownload: boolean;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  checkForUpdates(): Promise<unknown>;
  on(event: 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  quitAndInstall(): void;
}

export interface UpdateCheckDeps {
  updater: Updater;
  isPackaged: boolean;
  /** The update feed's base URL (where latest.yml and the installers live). */
  feedUrl: string | undefined;
  dialog: Pick<Dialog, 'showMessageBox'>;
  intervalMs?: number;
  log: (message: string) => void;
}

export const DEFAULT_UPDATE_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * The feed URL when it may be used, or why not. An update is code the app will run, so it comes
 * over https only; http is accepted for a feed on this computer, which is how it is tested.
 */
export function parseFeedUrl(
  raw: string | undefined,
): { ok: true; url: string } | { ok: false; why: string } {
  const text = raw?.trim() ?? '';
  if (!text) return { ok: false, why: 'alamat pembaruan tidak diatur' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, why: `alamat pembaruan tidak valid: ${text}` };
  }
  const allowed =
    url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
  if (!allowed) return { ok: false, why: `alamat pembaruan harus https: ${url.href}` };
  return { ok: true, url: url.href };
}

export function updateReadyMessage(version: string): MessageBoxOptions {
  return {
    type: 'info',
    title: 'Pembaruan Tersedia',
    message: `Versi ${version} siap dipasang.`,
    detail: 'Aplikasi akan ditutup dan dibuka kembali untuk memasang pembaruan.',
    buttons: ['Mulai Ulang Sekarang', 'Nanti'],
    defaultId: 0,
    cancelId: 1,
  };
}

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Checks now and then every `intervalMs`; downloads in the background and asks before restarting.
 * Returns null, after logging why, when updates are off: in development (the running Electron is
 * not an installed app) and without a usable feed URL.
 */
export function startUpdateChecks(deps: UpdateCheckDeps): { stop(): void } | null {
  const { updater, dialog, log } = deps;
  if (!deps.isPackaged) {
    log('Pembaruan otomatis nonaktif: aplikasi tidak berjalan dari paket terpasang.');
    return null;
  }
  const feed = parseFeedUrl(deps.feedUrl);
  if (!feed.ok) {
    log(`Pembaruan otomatis nonaktif: ${feed.why}.`);
    return null;
  }

  updater.autoDownload = true;
  updater.setFeedURL({ provider: 'generic', url: feed.url });
  // Without an 'error' listener an EventEmitter throws the error, which would crash main.
  updater.on('error', (error) => log(`Pembaruan gagal: ${describeError(error)}`));

  let stopped = false;
  let asking = false;
  updater.on('update-downloaded', (info) => {
    // electron-updater announces the same download again after later checks: one question at a
    // time, and none after stop().
    if (stopped || asking) return;
    asking = true;
    dialog
      .showMessageBox(updateReadyMessage(info.version))
      .then(({ response }) => {
        // "Nanti" needs nothing: electron-updater installs a downloaded update when the app quits.
        if (response === 0 && !stopped) updater.quitAndInstall();
      })
      .catch((error: unknown) => log(`Dialog pembaruan gagal: ${describeError(error)}`))
      .finally(() => {
        asking = false;
      });
  });

  function check(): void {
    try {
      updater.checkForUpdates().catch((error: unknown) => {
        log(`Pemeriksaan pembaruan gagal: ${describeError(error)}`);
      });
    } catch (error) {
      log(`Pemeriksaan pembaruan gagal: ${describeError(error)}`);
    }
  }

  check();
  const timer = setInterval(check, deps.intervalMs ?? DEFAULT_UPDATE_INTERVAL_MS);
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}

import type { MessageBoxReturnValue } from 'electron';
import type { AppUpdater } from 'electron-updater';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_UPDATE_INTERVAL_MS,
  parseFeedUrl,
  startUpdateChecks,
  type UpdateCheckDeps,
  type Updater,
} from './updater';

// Compile-time check: electron-updater's real autoUpdater can be passed as is.
const _fitsElectronUpdater = (updater: AppUpdater): Updater => updater;

type Listener = (...args: never[]) => void;

/** Lets the dialog's promise chain (then, catch, finally) run to its end. */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

function fakeUpdater() {
  const listeners = new Map<string, Listener>();
  const fake = {
    autoDownload: false,
    setFeedURL: vi.fn(),
    checkForUpdates: vi.fn(async (): Promise<unknown> => null),
    on: vi.fn((event: string, listener: Listener) => {
      listeners.set(event, listener);
      return fake;
    }),
    quitAndInstall: vi.fn(),
    emit(event: 'update-downloaded' | 'error', arg: unknown) {
      const listener = listeners.get(event) as ((value: unknown) => void) | undefined;
      if (!listener) throw new Error(`no ${event} listener`);
      listener(arg);
    },
    has: (event: string) => listeners.has(event),
  };
  return fake;
}

function setup(overrides: Partial<UpdateCheckDeps> = {}, response = 0) {
  const updater = fakeUpdater();
  const dialog = {
    showMessageBox: vi.fn(async (..._args: unknown[]): Promise<MessageBoxReturnValue> => ({
      response,
      checkboxChecked: false,
    })),
  };
  const log = vi.fn();
  const deps: UpdateCheckDeps = {
    updater,
    isPackaged: true,
    feedUrl: 'https://unduh.bem-poltek-nuklir.ac.id/desktop',
    dialog: dialog as unknown as UpdateCheckDeps['dialog'],
    log,
    ...overrides,
  };
  return { updater, dialog, log, start: () => startUpdateChecks(deps) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('parseFeedUrl', () => {
  it.each([
    ['https://unduh.example.ac.id/desktop', 'https://unduh.example.ac.id/desktop'],
    ['  https://unduh.example.ac.id/  ', 'https://unduh.example.ac.id/'],
    ['http://localhost:8080/feed', 'http://localhost:8080/feed'],
    ['http://127.0.0.1:8080/', 'http://127.0.0.1:8080/'],
  ])('accepts %s', (raw, url) => {
    expect(parseFeedUrl(raw)).toEqual({ ok: true, url });
  });

  it.each([
    [undefined],
    [''],
    ['   '],
    ['http://unduh.example.ac.id/'],
    ['ftp://unduh.example.ac.id/'],
    ['file:///tmp/feed'],
    ['bukan alamat'],
  ])('refuses %s', (raw) => {
    expect(parseFeedUrl(raw).ok).toBe(false);
  });
});

describe('startUpdateChecks', () => {
  it('does nothing in development, and says why', () => {
    const { start, updater, log } = setup({ isPackaged: false });
    expect(start()).toBeNull();
    expect(updater.setFeedURL).not.toHaveBeenCalled();
    expect(updater.checkForUpdates).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledOnce();
  });

  it.each([[undefined], [''], ['http://unduh.example.ac.id/'], ['bukan alamat']])(
    'does nothing with the feed URL %s, and says why',
    (feedUrl) => {
      const { start, updater, log } = setup({ feedUrl });
      expect(start()).toBeNull();
      expect(updater.setFeedURL).not.toHaveBeenCalled();
      expect(updater.checkForUpdates).not.toHaveBeenCalled();
      vi.advanceTimersByTime(DEFAULT_UPDATE_INTERVAL_MS * 2);
      expect(updater.checkForUpdates).not.toHaveBeenCalled();
      expect(log).toHaveBeenCalledOnce();
    },
  );

  it('uses the generic feed and checks now and every 6 hours', () => {
    const { start, updater } = setup();
    const handle = start();
    expect(handle).not.toBeNull();
    expect(updater.setFeedURL).toHaveBeenCalledWith({
      provider: 'generic',
      url: 'https://unduh.bem-poltek-nuklir.ac.id/desktop',
    });
    expect(updater.autoDownload).toBe(true);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(DEFAULT_UPDATE_INTERVAL_MS - 1);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(DEFAULT_UPDATE_INTERVAL_MS);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(3);

    handle!.stop();
    vi.advanceTimersByTime(DEFAULT_UPDATE_INTERVAL_MS * 3);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(3);
  });

  it('accepts a loopback http feed, and a custom interval', () => {
    const { start, updater } = setup({ feedUrl: 'http://localhost:8080/', intervalMs: 1000 });
    expect(start()).not.toBeNull();
    vi.advanceTimersByTime(3000);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(4);
  });

  it('logs failed checks, rejected or thrown, and keeps checking', async () => {
    const { start, updater, log } = setup({ intervalMs: 1000 });
    updater.checkForUpdates
      .mockRejectedValueOnce(new Error('jaringan putus'))
      .mockImplementationOnce(() => {
        throw new Error('tidak siap');
      });
    start();
    vi.advanceTimersByTime(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(log).toHaveBeenCalledWith('Pemeriksaan pembaruan gagal: jaringan putus');
    expect(log).toHaveBeenCalledWith('Pemeriksaan pembaruan gagal: tidak siap');
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(3);
  });

  it("listens to the updater's errors, so they never crash main", () => {
    const { start, updater, log } = setup();
    start();
    expect(updater.has('error')).toBe(true);
    updater.emit('error', new Error('tanda tangan salah'));
    expect(log).toHaveBeenCalledWith('Pembaruan gagal: tanda tangan salah');
  });

  it('asks in Indonesian and restarts when the user chooses "Mulai Ulang Sekarang"', async () => {
    const { start, updater, dialog } = setup({}, 0);
    start();
    updater.emit('update-downloaded', { version: '1.4.0' });
    await vi.waitFor(() => expect(updater.quitAndInstall).toHaveBeenCalledOnce());
    expect(dialog.showMessageBox).toHaveBeenCalledWith({
      type: 'info',
      title: 'Pembaruan Tersedia',
      message: 'Versi 1.4.0 siap dipasang.',
      detail: 'Aplikasi akan ditutup dan dibuka kembali untuk memasang pembaruan.',
      buttons: ['Mulai Ulang Sekarang', 'Nanti'],
      defaultId: 0,
      cancelId: 1,
    });
  });

  it('does not restart on "Nanti", and asks again on the next download', async () => {
    const { start, updater, dialog } = setup({}, 1);
    start();
    updater.emit('update-downloaded', { version: '1.4.0' });
    expect(dialog.showMessageBox).toHaveBeenCalledOnce();
    await settle();
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
    updater.emit('update-downloaded', { version: '1.4.0' });
    expect(dialog.showMessageBox).toHaveBeenCalledTimes(2);
    await settle();
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
  });

  it('shows one question at a time', () => {
    const { start, updater, dialog } = setup();
    dialog.showMessageBox.mockImplementation(() => new Promise(() => undefined));
    start();
    updater.emit('update-downloaded', { version: '1.4.0' });
    updater.emit('update-downloaded', { version: '1.4.0' });
    expect(dialog.showMessageBox).toHaveBeenCalledOnce();
  });

  it('logs a failing dialog instead of leaving it unhandled', async () => {
    const { start, updater, dialog, log } = setup();
    dialog.showMessageBox.mockRejectedValueOnce(new Error('tidak ada jendela'));
    start();
    updater.emit('update-downloaded', { version: '1.4.0' });
    await vi.waitFor(() =>
      expect(log).toHaveBeenCalledWith('Dialog pembaruan gagal: tidak ada jendela'),
    );
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
  });
});

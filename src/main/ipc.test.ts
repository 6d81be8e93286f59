import type { IpcMainInvokeEvent } from 'electron';
import { describe, it, expect, vi } from 'vitest';
import { APP_NAME } from '../shared/app-info';
import { IPC_CHANNELS } from '../shared/ipc-channels';
import { registerIpcHandlers } from './ipc';

type Handler = (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown;

/** Registers the handlers on a fake ipcMain and returns them by channel, plus the fake shell. */
function setup(appOrigin = 'app://bem') {
  const handlers = new Map<string, Handler>();
  const ipcMain = {
    handle: vi.fn((channel: string, handler: Handler) => {
      handlers.set(channel, handler);
    }),
  };
  const shell = { openExternal: vi.fn(async (_url: string) => undefined) };
  registerIpcHandlers({ ipcMain, shell, appOrigin, appVersion: '1.2.3' });
  const call = (channel: string, frameUrl: string | null, ...args: unknown[]) => {
    const handler = handlers.get(channel);
    if (!handler) throw new Error(`no handler for ${channel}`);
    const event = { senderFrame: frameUrl === null ? null : { url: frameUrl } };
    return handler(event as unknown as IpcMainInvokeEvent, ...args);
  };
  return { ipcMain, shell, call };
}

describe('registerIpcHandlers', () => {
  it('registers one handler per capability', () => {
    const { ipcMain } = setup();
    expect(ipcMain.handle.mock.calls.map(([channel]) => channel).sort()).toEqual(
      [IPC_CHANNELS.getAppInfo, IPC_CHANNELS.openExternal].sort(),
    );
  });
});

describe('app:get-info', () => {
  it('tells the app page its name, version and host', async () => {
    const { call } = setup();
    expect(await call(IPC_CHANNELS.getAppInfo, 'app://bem/admin')).toEqual({
      name: APP_NAME,
      version: '1.2.3',
      host: 'desktop',
    });
  });

  it.each([['https://evil.example/'], ['app://bem.evil/admin'], ['file:///tmp/x.html'], [null]])(
    'answers "blocked" to a frame at %s',
    async (frameUrl) => {
      const { call } = setup();
      expect(await call(IPC_CHANNELS.getAppInfo, frameUrl)).toEqual({
        ok: false,
        reason: 'blocked',
      });
    },
  );
});

describe('shell:open-external', () => {
  it('opens a safe https link once and reports success', async () => {
    const { call, shell } = setup();
    expect(
      await call(IPC_CHANNELS.openExternal, 'app://bem/admin', 'https://poltek-nuklir.ac.id/'),
    ).toEqual({
      ok: true,
    });
    expect(shell.openExternal).toHaveBeenCalledOnce();
    expect(shell.openExternal).toHaveBeenCalledWith('https://poltek-nuklir.ac.id/');
  });

  it('opens a mailto link', async () => {
    const { call, shell } = setup();
    expect(
      await call(IPC_CHANNELS.openExternal, 'app://bem/admin', 'mailto:bempolteknuklir@gmail.com'),
    ).toEqual({ ok: true });
    expect(shell.openExternal).toHaveBeenCalledWith('mailto:bempolteknuklir@gmail.com');
  });

  it.each([
    [42],
    ['javascript:alert(1)'],
    ['file:///etc/passwd'],
    ['smb://server/share'],
    ['not a url'],
    [''],
    [null],
    [{ url: 'https://example.com' }],
    ['https://example.com/' + 'a'.repeat(10_000)],
  ])('refuses %s as an invalid URL without opening anything', async (payload) => {
    const { call, shell } = setup();
    expect(await call(IPC_CHANNELS.openExternal, 'app://bem/admin', payload)).toEqual({
      ok: false,
      reason: 'invalid-url',
    });
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it('refuses a call without a URL or with extra arguments', async () => {
    const { call, shell } = setup();
    expect(await call(IPC_CHANNELS.openExternal, 'app://bem/admin')).toEqual({
      ok: false,
      reason: 'invalid-url',
    });
    expect(
      await call(IPC_CHANNELS.openExternal, 'app://bem/admin', 'https://example.com', 'extra'),
    ).toEqual({ ok: false, reason: 'invalid-url' });
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it.each([
    ['https://evil.example/app://bem'],
    ['app://bem@evil/'],
    ['http://localhost:5173/'],
    [null],
  ])('refuses a frame at %s before looking at the URL', async (frameUrl) => {
    const { call, shell } = setup();
    expect(await call(IPC_CHANNELS.openExternal, frameUrl, 'https://example.com')).toEqual({
      ok: false,
      reason: 'blocked',
    });
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it('accepts the dev server as the app origin in development', async () => {
    const { call, shell } = setup('http://localhost:5173');
    expect(
      await call(IPC_CHANNELS.openExternal, 'http://localhost:5173/admin', 'https://example.com'),
    ).toEqual({ ok: true });
    expect(shell.openExternal).toHaveBeenCalledOnce();
    expect(
      await call(IPC_CHANNELS.openExternal, 'http://localhost:51730/admin', 'https://example.com'),
    ).toEqual({ ok: false, reason: 'blocked' });
  });
});

import type { IpcMainInvokeEvent } from 'electron';
import { describe, it, expect, vi } from 'vitest';
import { APP_NAME } from '../shared/app-info';
import { IPC_CHANNELS } from '../shared/ipc-channels';
import type {
  PickFileResult,
  SetServerAddressResult,
  VaultLoadResult,
  VaultWriteResult,
} from '../shared/platform';
import { registerIpcHandlers } from './ipc';

type Handler = (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown;

const APP_PAGE = 'app://bem/admin';
const SERVER = 'https://portal.bem.example';

/** A keychain in memory, keyed by server origin like the real vault. */
function fakeSessions() {
  const entries = new Map<string, string>();
  return {
    entries,
    load: vi.fn(async (origin: string): Promise<VaultLoadResult> => ({
      ok: true,
      secret: entries.get(origin) ?? null,
    })),
    save: vi.fn(async (origin: string, secret: string): Promise<VaultWriteResult> => {
      entries.set(origin, secret);
      return { ok: true };
    }),
    clear: vi.fn(async (origin: string): Promise<VaultWriteResult> => {
      entries.delete(origin);
      return { ok: true };
    }),
  };
}

/** Registers the handlers on a fake ipcMain and returns them by channel, plus the fakes. */
function setup(appOrigin = 'app://bem', options: { server?: string | null } = {}) {
  const handlers = new Map<string, Handler>();
  const ipcMain = {
    handle: vi.fn((channel: string, handler: Handler) => {
      handlers.set(channel, handler);
    }),
  };
  const shell = { openExternal: vi.fn(async (_url: string) => undefined) };
  const sessions = fakeSessions();
  let server = options.server === undefined ? SERVER : options.server;
  const serverAddress = {
    get: vi.fn(() => server),
    set: vi.fn(async (address: string): Promise<SetServerAddressResult> => {
      server = address;
      return { ok: true, origin: address };
    }),
  };
  const pickReplyLetter = vi.fn(async (): Promise<PickFileResult> => ({
    ok: false,
    reason: 'cancelled',
  }));
  const log = vi.fn();
  registerIpcHandlers({
    ipcMain,
    shell,
    appOrigin,
    appVersion: '1.2.3',
    pickReplyLetter,
    sessions,
    serverAddress,
    log,
  });
  const call = (channel: string, frameUrl: string | null, ...args: unknown[]) => {
    const handler = handlers.get(channel);
    if (!handler) throw new Error(`no handler for ${channel}`);
    const event = { senderFrame: frameUrl === null ? null : { url: frameUrl } };
    return handler(event as unknown as IpcMainInvokeEvent, ...args);
  };
  return { ipcMain, shell, call, sessions, serverAddress, pickReplyLetter, log };
}

const CHANNELS = Object.values(IPC_CHANNELS);

describe('registerIpcHandlers', () => {
  it('registers one handler per capability', () => {
    const { ipcMain } = setup();
    expect(ipcMain.handle.mock.calls.map(([channel]) => channel).sort()).toEqual(
      [...CHANNELS].sort(),
    );
  });

  it.each(CHANNELS)('%s answers "blocked" to a frame of another origin', async (channel) => {
    const { call, sessions, serverAddress, pickReplyLetter, shell } = setup();
    for (const frame of ['https://evil.example/', 'app://bem.evil/admin', 'file:///x.html', null])
      expect(await call(channel, frame, 'x')).toEqual({ ok: false, reason: 'blocked' });
    expect(sessions.load).not.toHaveBeenCalled();
    expect(sessions.save).not.toHaveBeenCalled();
    expect(sessions.clear).not.toHaveBeenCalled();
    expect(serverAddress.set).not.toHaveBeenCalled();
    expect(pickReplyLetter).not.toHaveBeenCalled();
    expect(shell.openExternal).not.toHaveBeenCalled();
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

describe('dialog:pick-reply-letter', () => {
  it('shows the native picker and hands back its result', async () => {
    const { call, pickReplyLetter } = setup();
    const file = { name: 'balasan.pdf', mimeType: 'application/pdf', bytes: 3, dataUrl: 'data:,' };
    pickReplyLetter.mockResolvedValueOnce({ ok: true, file });
    expect(await call(IPC_CHANNELS.pickReplyLetter, APP_PAGE)).toEqual({ ok: true, file });
  });

  it('answers "unreadable" instead of throwing when the picker fails', async () => {
    const { call, pickReplyLetter, log } = setup();
    pickReplyLetter.mockRejectedValueOnce(new Error('EACCES'));
    expect(await call(IPC_CHANNELS.pickReplyLetter, APP_PAGE)).toEqual({
      ok: false,
      reason: 'unreadable',
    });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('EACCES'));
  });

  it('refuses arguments (a page cannot suggest a path)', async () => {
    const { call, pickReplyLetter } = setup();
    expect(await call(IPC_CHANNELS.pickReplyLetter, APP_PAGE, '/etc/passwd')).toEqual({
      ok: false,
      reason: 'blocked',
    });
    expect(pickReplyLetter).not.toHaveBeenCalled();
  });
});

describe('session:save / load / clear', () => {
  it('keeps the session of the current server only, under an entry main chooses', async () => {
    const { call, sessions } = setup();
    expect(await call(IPC_CHANNELS.saveSession, APP_PAGE, 'token-1')).toEqual({ ok: true });
    expect(sessions.save).toHaveBeenCalledWith(SERVER, 'token-1');
    expect(await call(IPC_CHANNELS.loadSession, APP_PAGE)).toEqual({ ok: true, secret: 'token-1' });
    expect(await call(IPC_CHANNELS.clearSession, APP_PAGE)).toEqual({ ok: true });
    expect(sessions.entries.size).toBe(0);
    expect(await call(IPC_CHANNELS.loadSession, APP_PAGE)).toEqual({ ok: true, secret: null });
  });

  it('ignores any attempt to name another entry', async () => {
    const { call, sessions } = setup();
    expect(await call(IPC_CHANNELS.loadSession, APP_PAGE, 'https://other.example')).toEqual({
      ok: false,
      reason: 'blocked',
    });
    expect(await call(IPC_CHANNELS.saveSession, APP_PAGE, 'token', 'other-account')).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(sessions.load).not.toHaveBeenCalled();
    expect(sessions.save).not.toHaveBeenCalled();
  });

  it.each([[''], [42], [null], ['x'.repeat(16_385)]])('refuses %s as a secret', async (secret) => {
    const { call, sessions } = setup();
    expect(await call(IPC_CHANNELS.saveSession, APP_PAGE, secret)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(sessions.save).not.toHaveBeenCalled();
  });

  it('has no session before a server is chosen', async () => {
    const { call, sessions } = setup('app://bem', { server: null });
    expect(await call(IPC_CHANNELS.loadSession, APP_PAGE)).toEqual({ ok: true, secret: null });
    expect(await call(IPC_CHANNELS.saveSession, APP_PAGE, 'token')).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await call(IPC_CHANNELS.clearSession, APP_PAGE)).toEqual({ ok: true });
    expect(sessions.save).not.toHaveBeenCalled();
  });

  it('answers "unavailable" when the keychain throws', async () => {
    const { call, sessions } = setup();
    sessions.load.mockRejectedValueOnce(new Error('no secret service'));
    expect(await call(IPC_CHANNELS.loadSession, APP_PAGE)).toEqual({
      ok: false,
      reason: 'unavailable',
    });
  });
});

describe('server-address:get / set', () => {
  it('reads the remembered origin and passes a new address to main to check', async () => {
    const { call, serverAddress } = setup();
    expect(await call(IPC_CHANNELS.getServerAddress, APP_PAGE)).toBe(SERVER);
    expect(await call(IPC_CHANNELS.setServerAddress, APP_PAGE, 'https://baru.example')).toEqual({
      ok: true,
      origin: 'https://baru.example',
    });
    expect(serverAddress.set).toHaveBeenCalledWith('https://baru.example');
  });

  it.each([[42], [null], ['https://x.example/' + 'a'.repeat(3000)]])(
    'refuses %s as an address',
    async (address) => {
      const { call, serverAddress } = setup();
      expect(await call(IPC_CHANNELS.setServerAddress, APP_PAGE, address)).toEqual({
        ok: false,
        reason: 'invalid-url',
      });
      expect(serverAddress.set).not.toHaveBeenCalled();
    },
  );
});

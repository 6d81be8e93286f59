import { describe, it, expect, vi } from 'vitest';
import { IPC_CHANNELS, IPC_EVENTS } from '../shared/ipc-channels';

const electron = vi.hoisted(() => ({
  contextBridge: { exposeInMainWorld: vi.fn() },
  ipcRenderer: {
    invoke: vi.fn(async () => ({ ok: true })),
    on: vi.fn(),
    removeListener: vi.fn(),
  },
}));
vi.mock('electron', () => electron);

await import('./index');

const exposed = electron.contextBridge.exposeInMainWorld.mock.calls[0] as unknown as [
  string,
  Record<string, (...args: unknown[]) => unknown>,
];
const bridge = exposed[1];

/** Exactly the functions of the DesktopBridge contract; nothing that reaches ipcRenderer itself. */
const NAMED_FUNCTIONS = [
  'clearSession',
  'getAppInfo',
  'getServerAddress',
  'loadSession',
  'onServerAddressRequested',
  'openExternal',
  'pickReplyLetter',
  'saveSession',
  'setServerAddress',
];

describe('preload bridge', () => {
  it('exposes only the named desktop functions on window.bemDesktop', () => {
    expect(electron.contextBridge.exposeInMainWorld).toHaveBeenCalledOnce();
    expect(exposed[0]).toBe('bemDesktop');
    expect(Object.keys(bridge).sort()).toEqual(NAMED_FUNCTIONS);
    for (const value of Object.values(bridge)) expect(typeof value).toBe('function');
    expect(Object.values(bridge)).not.toContain(electron.ipcRenderer.invoke);
  });

  it.each([
    ['getAppInfo', IPC_CHANNELS.getAppInfo, []],
    ['pickReplyLetter', IPC_CHANNELS.pickReplyLetter, []],
    ['loadSession', IPC_CHANNELS.loadSession, []],
    ['clearSession', IPC_CHANNELS.clearSession, []],
    ['getServerAddress', IPC_CHANNELS.getServerAddress, []],
    ['openExternal', IPC_CHANNELS.openExternal, ['https://example.com']],
    ['saveSession', IPC_CHANNELS.saveSession, ['token']],
    ['setServerAddress', IPC_CHANNELS.setServerAddress, ['https://portal.example']],
  ] as const)(
    '%s calls its own channel and forwards only the expected argument',
    async (name, channel, args) => {
      await bridge[name]?.(...args, 'extra', { account: 'other' });
      expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith(channel, ...args);
    },
  );

  it('subscribes to the menu request without handing the page the IPC event', () => {
    const listener = vi.fn();
    const unsubscribe = bridge.onServerAddressRequested?.(listener) as () => void;
    const [channel, forward] = electron.ipcRenderer.on.mock.lastCall as unknown as [
      string,
      (...args: unknown[]) => void,
    ];
    expect(channel).toBe(IPC_EVENTS.serverAddressRequested);
    forward({ sender: 'ipcRenderer' }, 'payload');
    expect(listener).toHaveBeenCalledWith();
    unsubscribe();
    expect(electron.ipcRenderer.removeListener).toHaveBeenCalledWith(channel, forward);
  });
});

import { describe, it, expect, vi } from 'vitest';
import { IPC_CHANNELS } from '../shared/ipc-channels';

const electron = vi.hoisted(() => ({
  contextBridge: { exposeInMainWorld: vi.fn() },
  ipcRenderer: { invoke: vi.fn(async () => ({ ok: true })) },
}));
vi.mock('electron', () => electron);

await import('./index');

const exposed = electron.contextBridge.exposeInMainWorld.mock.calls[0] as unknown as [
  string,
  Record<string, (...args: unknown[]) => Promise<unknown>>,
];

describe('preload bridge', () => {
  it('exposes only the named desktop functions on window.bemDesktop', () => {
    expect(electron.contextBridge.exposeInMainWorld).toHaveBeenCalledOnce();
    expect(exposed[0]).toBe('bemDesktop');
    expect(Object.keys(exposed[1]).sort()).toEqual(['getAppInfo', 'openExternal']);
  });

  it('calls one channel per function and forwards only the expected argument', async () => {
    const bridge = exposed[1];
    await bridge.getAppInfo?.('ignored');
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith(IPC_CHANNELS.getAppInfo);
    await bridge.openExternal?.('https://example.com', 'extra');
    expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith(
      IPC_CHANNELS.openExternal,
      'https://example.com',
    );
  });
});

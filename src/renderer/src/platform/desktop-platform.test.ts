import { describe, expect, it, vi } from 'vitest';
import type { DesktopBridge } from '../../../shared/platform';
import { createDesktopPlatform } from './desktop-platform';

function fakeBridge(): DesktopBridge & { unsubscribe: () => void } {
  const unsubscribe = vi.fn();
  return {
    unsubscribe,
    getAppInfo: vi.fn(() =>
      Promise.resolve({ name: 'Portal', version: '1.0.0', host: 'desktop' as const }),
    ),
    openExternal: vi.fn(() => Promise.resolve({ ok: true as const })),
    pickReplyLetter: vi.fn(() =>
      Promise.resolve({ ok: false as const, reason: 'cancelled' as const }),
    ),
    loadSession: vi.fn(() => Promise.resolve({ ok: true as const, secret: 'rahasia' })),
    saveSession: vi.fn(() => Promise.resolve({ ok: true as const })),
    clearSession: vi.fn(() => Promise.resolve({ ok: true as const })),
    getServerAddress: vi.fn(() => Promise.resolve('https://portal.contoh.ac.id')),
    setServerAddress: vi.fn(() =>
      Promise.resolve({ ok: true as const, origin: 'https://baru.contoh.ac.id' }),
    ),
    onServerAddressRequested: vi.fn(() => unsubscribe),
  };
}

describe('createDesktopPlatform', () => {
  it('offers the native file dialog and the keychain', () => {
    const platform = createDesktopPlatform(fakeBridge());
    expect(platform.kind).toBe('desktop');
    expect(platform.supports).toEqual({ nativeFilePicker: true, secureSessionVault: true });
  });

  it('picks a reply letter with the native dialog of the bridge', async () => {
    const bridge = fakeBridge();
    const platform = createDesktopPlatform(bridge);
    await expect(platform.pickReplyLetter()).resolves.toEqual({ ok: false, reason: 'cancelled' });
    expect(bridge.pickReplyLetter).toHaveBeenCalledOnce();
  });

  it('keeps the session in the bridge’s vault, even when its functions are passed around', async () => {
    const bridge = fakeBridge();
    const vault = createDesktopPlatform(bridge).sessionVault;
    expect(vault).not.toBeNull();
    const { load, save, clear } = vault!;
    await expect(load()).resolves.toEqual({ ok: true, secret: 'rahasia' });
    await expect(save('token-baru')).resolves.toEqual({ ok: true });
    await expect(clear()).resolves.toEqual({ ok: true });
    expect(bridge.loadSession).toHaveBeenCalledOnce();
    expect(bridge.saveSession).toHaveBeenCalledWith('token-baru');
    expect(bridge.clearSession).toHaveBeenCalledOnce();
  });

  it('reads, sets and watches the server address through the bridge', async () => {
    const bridge = fakeBridge();
    const address = createDesktopPlatform(bridge).serverAddress;
    expect(address).not.toBeNull();
    const { get, set, onChangeRequested } = address!;
    await expect(get()).resolves.toBe('https://portal.contoh.ac.id');
    await expect(set('baru.contoh.ac.id')).resolves.toEqual({
      ok: true,
      origin: 'https://baru.contoh.ac.id',
    });
    expect(bridge.setServerAddress).toHaveBeenCalledWith('baru.contoh.ac.id');
    const listener = vi.fn();
    const stop = onChangeRequested(listener);
    expect(bridge.onServerAddressRequested).toHaveBeenCalledWith(listener);
    stop();
    expect(bridge.unsubscribe).toHaveBeenCalledOnce();
  });

  it('passes app info and external links to the bridge', async () => {
    const bridge = fakeBridge();
    const platform = createDesktopPlatform(bridge);
    await expect(platform.getAppInfo()).resolves.toMatchObject({ host: 'desktop' });
    await platform.openExternal('https://contoh.ac.id');
    expect(bridge.openExternal).toHaveBeenCalledWith('https://contoh.ac.id');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWebPlatform } from './web-platform';

describe('createWebPlatform', () => {
  afterEach(() => vi.restoreAllMocks());

  it('has no keychain and no server to choose: cookies and its own origin', () => {
    const platform = createWebPlatform('1.2.3');
    expect(platform.kind).toBe('web');
    expect(platform.supports).toEqual({ nativeFilePicker: false, secureSessionVault: false });
    expect(platform.sessionVault).toBeNull();
    expect(platform.serverAddress).toBeNull();
  });

  it('reports its version as a web host', async () => {
    await expect(createWebPlatform('1.2.3').getAppInfo()).resolves.toMatchObject({
      version: '1.2.3',
      host: 'web',
    });
  });

  it('opens safe links in a new tab and refuses others', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const platform = createWebPlatform('1.2.3');
    await expect(platform.openExternal('https://contoh.ac.id/a')).resolves.toEqual({ ok: true });
    expect(open).toHaveBeenCalledWith('https://contoh.ac.id/a', '_blank', 'noopener,noreferrer');
    await expect(platform.openExternal('javascript:alert(1)')).resolves.toEqual({
      ok: false,
      reason: 'invalid-url',
    });
    expect(open).toHaveBeenCalledOnce();
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { SessionVault } from '../../../shared/platform';
import { withUnavailableNotice } from './unavailable-vault-notice';

const unavailable = { ok: false as const, reason: 'unavailable' as const };

describe('withUnavailableNotice', () => {
  it('tells once, however often the keychain is missing', async () => {
    const notice = vi.fn();
    const vault = withUnavailableNotice(
      {
        load: () => Promise.resolve(unavailable),
        save: () => Promise.resolve(unavailable),
        clear: () => Promise.resolve(unavailable),
      },
      notice,
    );
    await expect(vault.load()).resolves.toEqual(unavailable);
    await expect(vault.save('token')).resolves.toEqual(unavailable);
    await vault.load();
    expect(notice).toHaveBeenCalledOnce();
  });

  it('tells when a save finds no keychain, and passes every answer on', async () => {
    const notice = vi.fn();
    const inner: SessionVault = {
      load: vi.fn(() => Promise.resolve({ ok: true as const, secret: null })),
      save: vi.fn(() => Promise.resolve(unavailable)),
      clear: vi.fn(() => Promise.resolve({ ok: true as const })),
    };
    const vault = withUnavailableNotice(inner, notice);
    await expect(vault.load()).resolves.toEqual({ ok: true, secret: null });
    await expect(vault.clear()).resolves.toEqual({ ok: true });
    expect(notice).not.toHaveBeenCalled();
    await vault.save('token');
    expect(inner.save).toHaveBeenCalledWith('token');
    expect(notice).toHaveBeenCalledOnce();
  });

  it('says nothing for other failures', async () => {
    const notice = vi.fn();
    const vault = withUnavailableNotice(
      {
        load: () => Promise.resolve({ ok: false as const, reason: 'invalid' as const }),
        save: () => Promise.resolve({ ok: false as const, reason: 'blocked' as const }),
        clear: () => Promise.resolve({ ok: true as const }),
      },
      notice,
    );
    await vault.load();
    await vault.save('token');
    expect(notice).not.toHaveBeenCalled();
  });
});

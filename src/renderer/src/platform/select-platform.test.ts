import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DesktopBridge } from '../../../shared/platform';
import { selectPlatform } from './select-platform';

describe('selectPlatform', () => {
  afterEach(() => {
    delete window.bemDesktop;
  });

  it('is the web platform without a preload bridge', () => {
    const platform = selectPlatform('1.0.0');
    expect(platform.kind).toBe('web');
    expect(platform.serverAddress).toBeNull();
  });

  it('is the desktop platform when the preload put its bridge on window', () => {
    window.bemDesktop = {
      getServerAddress: vi.fn(() => Promise.resolve(null)),
    } as unknown as DesktopBridge;
    const platform = selectPlatform('1.0.0');
    expect(platform.kind).toBe('desktop');
    expect(platform.serverAddress).not.toBeNull();
  });
});

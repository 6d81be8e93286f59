import { afterEach, describe, expect, it } from 'vitest';
import type { DesktopBridge } from '../../../shared/platform';
import { desktopBridge } from './desktop-bridge';

describe('desktopBridge', () => {
  afterEach(() => {
    delete window.bemDesktop;
  });

  it('is absent in a browser', () => {
    expect(desktopBridge()).toBeUndefined();
  });

  it('is the bridge the preload put on window', () => {
    const bridge = { getServerAddress: () => Promise.resolve(null) } as unknown as DesktopBridge;
    window.bemDesktop = bridge;
    expect(desktopBridge()).toBe(bridge);
  });
});

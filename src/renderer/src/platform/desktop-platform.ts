import type { DesktopBridge, Platform } from '../../../shared/platform';

/** The Electron host: every capability is a named function of the preload bridge. */
export function createDesktopPlatform(bridge: DesktopBridge): Platform {
  return {
    kind: 'desktop',
    supports: { nativeFilePicker: false, secureSessionVault: false },
    getAppInfo: () => bridge.getAppInfo(),
    openExternal: (url) => bridge.openExternal(url),
  };
}

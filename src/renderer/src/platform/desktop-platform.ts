import type { DesktopBridge, Platform, ServerAddress } from '../../../shared/platform';

/**
 * The Electron host: every capability is a named function of the preload bridge (called through
 * the bridge, never detached from it).
 */
export function createDesktopPlatform(
  bridge: DesktopBridge,
): Platform & { serverAddress: ServerAddress } {
  return {
    kind: 'desktop',
    supports: { nativeFilePicker: true, secureSessionVault: true },
    getAppInfo: () => bridge.getAppInfo(),
    openExternal: (url) => bridge.openExternal(url),
    // The native open dialog; main checks the type and size and reads the file.
    pickReplyLetter: () => bridge.pickReplyLetter(),
    sessionVault: {
      load: () => bridge.loadSession(),
      save: (secret) => bridge.saveSession(secret),
      clear: () => bridge.clearSession(),
    },
    serverAddress: {
      get: () => bridge.getServerAddress(),
      set: (address) => bridge.setServerAddress(address),
      onChangeRequested: (listener) => bridge.onServerAddressRequested(listener),
    },
  };
}

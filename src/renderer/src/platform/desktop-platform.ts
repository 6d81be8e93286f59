import type { DesktopBridge, Platform } from '../../../shared/platform';
import { pickReplyLetterInBrowser } from './browser-file-picker';

/** The Electron host: every capability is a named function of the preload bridge. */
export function createDesktopPlatform(bridge: DesktopBridge): Platform {
  return {
    kind: 'desktop',
    supports: { nativeFilePicker: false, secureSessionVault: false },
    getAppInfo: () => bridge.getAppInfo(),
    openExternal: (url) => bridge.openExternal(url),
    // Until the preload offers the native dialog (the desktop app's issue), Chromium's own.
    pickReplyLetter: pickReplyLetterInBrowser,
  };
}

import { APP_NAME } from '../../../shared/app-info';
import { parseExternalUrl, type Platform } from '../../../shared/platform';
import { pickReplyLetterInBrowser } from './browser-file-picker';

/** The browser host: links open in a new tab; no native dialogs, no keychain, no server choice. */
export function createWebPlatform(version: string): Platform {
  return {
    kind: 'web',
    supports: { nativeFilePicker: false, secureSessionVault: false },
    getAppInfo: () => Promise.resolve({ name: APP_NAME, version, host: 'web' }),
    openExternal(raw) {
      const url = parseExternalUrl(raw);
      if (!url) return Promise.resolve({ ok: false, reason: 'invalid-url' });
      window.open(url.href, '_blank', 'noopener,noreferrer');
      return Promise.resolve({ ok: true });
    },
    pickReplyLetter: pickReplyLetterInBrowser,
    // The session is the server's cookie; the server is the page's own origin (or the build's).
    sessionVault: null,
    serverAddress: null,
  };
}

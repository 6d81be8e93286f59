import { APP_NAME } from '../../../shared/app-info';
import { parseExternalUrl, type Platform } from '../../../shared/platform';
import { pickReplyLetterInBrowser } from './browser-file-picker';

/** The browser host: links open in a new tab; no native dialogs, no keychain. */
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
  };
}

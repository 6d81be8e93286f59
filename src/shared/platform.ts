/**
 * What the host can do. The web build implements it with browser APIs, the desktop app with named
 * functions exposed by the preload; components only ever see this type.
 */
export type PlatformKind = 'web' | 'desktop';

export interface AppInfo {
  name: string;
  version: string;
  host: PlatformKind;
}

export interface PlatformCapabilities {
  /** The host can show a native open dialog and hand back the chosen file. */
  nativeFilePicker: boolean;
  /** The host keeps the session token in the OS keychain. */
  secureSessionVault: boolean;
}

export type OpenExternalResult = { ok: true } | { ok: false; reason: 'invalid-url' | 'blocked' };

export interface Platform {
  kind: PlatformKind;
  supports: PlatformCapabilities;
  getAppInfo(): Promise<AppInfo>;
  /** Opens an http(s) or mailto link outside the app (a new tab on the web, the system browser on desktop). */
  openExternal(url: string): Promise<OpenExternalResult>;
}

/** The functions the desktop preload exposes on `window.bemDesktop`. */
export interface DesktopBridge {
  getAppInfo(): Promise<AppInfo>;
  openExternal(url: string): Promise<OpenExternalResult>;
}

export const EXTERNAL_PROTOCOLS: readonly string[] = ['http:', 'https:', 'mailto:'];

/** Parses a link and accepts only protocols that are safe to hand to a browser or mail client. */
export function parseExternalUrl(raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  return EXTERNAL_PROTOCOLS.includes(url.protocol) ? url : null;
}

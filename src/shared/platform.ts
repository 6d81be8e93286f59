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

/** A file the user chose, read by the host: the name, its type and the bytes as a data URL. */
export interface PickedFile {
  name: string;
  mimeType: string;
  bytes: number;
  dataUrl: string;
}

export type PickFileResult =
  | { ok: true; file: PickedFile }
  | { ok: false; reason: 'cancelled' | 'too-large' | 'wrong-type' | 'unreadable' };

/** What a reply letter may be (SPEC.md §7 and the SI-BERKAS issue): PDF, Word or an image, ≤ 5 MB. */
export const REPLY_LETTER_RULES = {
  extensions: ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png', 'webp'],
  maxBytes: 5_242_880,
} as const;

export function replyLetterProblem(name: string, bytes: number): 'too-large' | 'wrong-type' | null {
  const extension = name.includes('.') ? (name.split('.').pop()?.toLowerCase() ?? '') : '';
  if (!(REPLY_LETTER_RULES.extensions as readonly string[]).includes(extension))
    return 'wrong-type';
  return bytes > REPLY_LETTER_RULES.maxBytes ? 'too-large' : null;
}

export interface Platform {
  kind: PlatformKind;
  supports: PlatformCapabilities;
  getAppInfo(): Promise<AppInfo>;
  /** Opens an http(s) or mailto link outside the app (a new tab on the web, the system browser on desktop). */
  openExternal(url: string): Promise<OpenExternalResult>;
  /** Lets the user choose a reply letter (the browser's file dialog, or the desktop's native one). */
  pickReplyLetter(): Promise<PickFileResult>;
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

import { LIMITS } from './limits';

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
  maxBytes: LIMITS.uploadMaxBytes,
} as const;

export type ReplyLetterExtension = (typeof REPLY_LETTER_RULES.extensions)[number];

/** The media type of each allowed extension: what the pickers hand over and Storage accepts. */
export const REPLY_LETTER_MIME_TYPES: Record<ReplyLetterExtension, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export function replyLetterProblem(name: string, bytes: number): 'too-large' | 'wrong-type' | null {
  const extension = name.includes('.') ? (name.split('.').pop()?.toLowerCase() ?? '') : '';
  if (!(REPLY_LETTER_RULES.extensions as readonly string[]).includes(extension))
    return 'wrong-type';
  return bytes > REPLY_LETTER_RULES.maxBytes ? 'too-large' : null;
}

/** Why a session-vault call did not do what was asked. */
export type VaultFailure = 'unavailable' | 'invalid' | 'blocked';

/** The saved session secret for the current server (null when none), or why it cannot be read. */
export type VaultLoadResult =
  { ok: true; secret: string | null } | { ok: false; reason: VaultFailure };

export type VaultWriteResult = { ok: true } | { ok: false; reason: VaultFailure };

/**
 * Where a desktop app keeps its session secret: the OS keychain, kept by main. The renderer can
 * only save, load or clear its own session (for the server it is set up for); it names no entry.
 * 'unavailable' means the OS has no keychain service: the session then lives in memory only.
 */
export interface SessionVault {
  load(): Promise<VaultLoadResult>;
  save(secret: string): Promise<VaultWriteResult>;
  clear(): Promise<VaultWriteResult>;
}

export type ServerAddressProblem = 'invalid-url' | 'insecure' | 'unreachable' | 'not-portal';

export type SetServerAddressResult =
  { ok: true; origin: string } | { ok: false; reason: ServerAddressProblem | 'blocked' };

/**
 * The desktop app's server (the organisation's embedded server), chosen by the user on first run
 * and changeable from the application menu. The web build has none: it talks to its own origin or
 * the one it was built for.
 */
export interface ServerAddress {
  /** The remembered origin, or null before the first run's setup. */
  get(): Promise<string | null>;
  /** Checks the address's health endpoint, then remembers its origin (and forgets the old session). */
  set(address: string): Promise<SetServerAddressResult>;
  /** Calls `listener` when the user asks, from the menu, to change the address; returns an unsubscribe. */
  onChangeRequested(listener: () => void): () => void;
}

export interface Platform {
  kind: PlatformKind;
  supports: PlatformCapabilities;
  getAppInfo(): Promise<AppInfo>;
  /** Opens an http(s) or mailto link outside the app (a new tab on the web, the system browser on desktop). */
  openExternal(url: string): Promise<OpenExternalResult>;
  /** Lets the user choose a reply letter (the browser's file dialog, or the desktop's native one). */
  pickReplyLetter(): Promise<PickFileResult>;
  /** The desktop's OS keychain for the session; null on the web, whose session is a cookie. */
  sessionVault: SessionVault | null;
  /** The desktop's chosen server; null on the web. */
  serverAddress: ServerAddress | null;
}

/**
 * The functions the desktop preload exposes on `window.bemDesktop`: one per capability, each with
 * its own IPC channel. The preload's object `satisfies` this type.
 */
export interface DesktopBridge {
  getAppInfo(): Promise<AppInfo>;
  openExternal(url: string): Promise<OpenExternalResult>;
  /** The native open dialog; main checks type and size and reads the file. */
  pickReplyLetter(): Promise<PickFileResult>;
  loadSession(): Promise<VaultLoadResult>;
  saveSession(secret: string): Promise<VaultWriteResult>;
  clearSession(): Promise<VaultWriteResult>;
  getServerAddress(): Promise<string | null>;
  setServerAddress(address: string): Promise<SetServerAddressResult>;
  /** Subscribes to the menu's "Ubah Alamat Server…"; returns an unsubscribe. */
  onServerAddressRequested(listener: () => void): () => void;
}

/** The longest session secret the vault keeps (a token, or an auth provider's serialised session). */
export const MAX_SESSION_SECRET_LENGTH = 16_384;

/** Said once when the OS offers no keychain: the session is then kept in memory only. */
export const VAULT_UNAVAILABLE_MESSAGE =
  'Keychain sistem tidak tersedia. Sesi Anda hanya disimpan selama aplikasi terbuka; setelah aplikasi ditutup Anda perlu masuk lagi.';

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

/**
 * The names the desktop main process and its preload agree on. One channel per capability, so a
 * handler can validate exactly one payload shape and nothing generic crosses the bridge.
 */
export const IPC_CHANNELS = {
  getAppInfo: 'app:get-info',
  openExternal: 'shell:open-external',
  pickReplyLetter: 'dialog:pick-reply-letter',
  loadSession: 'session:load',
  saveSession: 'session:save',
  clearSession: 'session:clear',
  getServerAddress: 'server-address:get',
  setServerAddress: 'server-address:set',
} as const;

/** Messages main sends to the window (not invokable by the renderer). */
export const IPC_EVENTS = {
  /** The application menu's "Ubah Alamat Server…". */
  serverAddressRequested: 'menu:server-address',
} as const;

export type IpcChannel = (typeof IPC_CHANNELS)[keyof typeof IPC_CHANNELS];

/** The global the preload defines in the renderer (`window.bemDesktop`). */
export const DESKTOP_BRIDGE_KEY = 'bemDesktop';

/** What main answers when the calling frame is not the app's own page. */
export interface IpcBlocked {
  ok: false;
  reason: 'blocked';
}

export const IPC_BLOCKED: IpcBlocked = { ok: false, reason: 'blocked' };

/**
 * The IPC handlers behind the preload's named functions. Each handler first checks that the call
 * comes from a frame of the app's own origin, then validates its payload with zod, and answers
 * with a typed result instead of throwing, so the renderer always gets something it can show.
 * Electron APIs are injected, so tests capture the handlers from a fake ipcMain.
 */
import type { IpcMain, IpcMainInvokeEvent, Shell } from 'electron';
import { z } from 'zod';
import { APP_NAME } from '../shared/app-info';
import { IPC_BLOCKED, IPC_CHANNELS, type IpcBlocked } from '../shared/ipc-channels';
import { parseExternalUrl, type AppInfo, type OpenExternalResult } from '../shared/platform';
import { isSameOrigin } from './security';

export interface IpcDeps {
  ipcMain: Pick<IpcMain, 'handle'>;
  shell: Pick<Shell, 'openExternal'>;
  /** The origin whose frames may call (app://bem, or the dev server in development). */
  appOrigin: string;
  appVersion: string;
}

/** Longer than any link a person pastes; a bound so a page cannot hand the OS megabytes. */
export const MAX_EXTERNAL_URL_LENGTH = 8192;

/** Exactly one argument: the URL string. Extra arguments mean the caller is not our preload. */
const openExternalArgs = z.tuple([z.string().max(MAX_EXTERNAL_URL_LENGTH)]);

/**
 * True when the sending frame still exists and shows the app's origin. `senderFrame` is null when
 * the frame navigated away or was destroyed before the message was handled.
 */
export function isTrustedSender(
  event: Pick<IpcMainInvokeEvent, 'senderFrame'>,
  appOrigin: string,
): boolean {
  const frame = event.senderFrame;
  return frame !== null && isSameOrigin(frame.url, appOrigin);
}

export function getAppInfoHandler(deps: Pick<IpcDeps, 'appOrigin' | 'appVersion'>) {
  return (event: Pick<IpcMainInvokeEvent, 'senderFrame'>): AppInfo | IpcBlocked => {
    if (!isTrustedSender(event, deps.appOrigin)) return IPC_BLOCKED;
    return { name: APP_NAME, version: deps.appVersion, host: 'desktop' };
  };
}

export function openExternalHandler(deps: Pick<IpcDeps, 'appOrigin' | 'shell'>) {
  return async (
    event: Pick<IpcMainInvokeEvent, 'senderFrame'>,
    ...args: unknown[]
  ): Promise<OpenExternalResult> => {
    if (!isTrustedSender(event, deps.appOrigin)) return IPC_BLOCKED;
    const parsed = openExternalArgs.safeParse(args);
    if (!parsed.success) return { ok: false, reason: 'invalid-url' };
    const url = parseExternalUrl(parsed.data[0]);
    if (!url) return { ok: false, reason: 'invalid-url' };
    // Hand over the re-serialised URL, not the raw string, so the OS sees what we validated.
    await deps.shell.openExternal(url.href);
    return { ok: true };
  };
}

/** Registers one handler per capability. Call once, after the app is ready. */
export function registerIpcHandlers(deps: IpcDeps): void {
  deps.ipcMain.handle(IPC_CHANNELS.getAppInfo, getAppInfoHandler(deps));
  deps.ipcMain.handle(IPC_CHANNELS.openExternal, openExternalHandler(deps));
}

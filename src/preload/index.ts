/**
 * The desktop Platform, as named functions on `window.bemDesktop`. Nothing generic crosses the
 * bridge: no ipcRenderer, no process.env, one function per capability, each forwarding only the
 * arguments its channel expects.
 *
 * A sandboxed preload can only require('electron'); the src/shared imports below are inlined by
 * electron-vite (types vanish, the channel constants are copied in).
 */
import { contextBridge, ipcRenderer } from 'electron';
import { DESKTOP_BRIDGE_KEY, IPC_CHANNELS } from '../shared/ipc-channels';
import type { AppInfo, DesktopBridge, OpenExternalResult } from '../shared/platform';

// Main answers a frame of a foreign origin with { ok: false, reason: 'blocked' }. This preload
// only ever runs in frames main lets the window show, so our own calls get AppInfo.
function getAppInfo(): Promise<AppInfo> {
  return ipcRenderer.invoke(IPC_CHANNELS.getAppInfo);
}

function openExternal(url: string): Promise<OpenExternalResult> {
  return ipcRenderer.invoke(IPC_CHANNELS.openExternal, url);
}

const bemDesktop = { getAppInfo, openExternal } satisfies DesktopBridge;

contextBridge.exposeInMainWorld(DESKTOP_BRIDGE_KEY, bemDesktop);

/** The renderer infers `window.bemDesktop`'s type from here, so no hand-written .d.ts can drift. */
export type BemDesktop = typeof bemDesktop;

/**
 * The desktop Platform, as named functions on `window.bemDesktop`. Nothing generic crosses the
 * bridge: no ipcRenderer, no process.env, one function per capability, each forwarding only the
 * arguments its channel expects. The session functions name no keychain entry: main keeps the
 * one of the server the app is set up for.
 *
 * A sandboxed preload can only require('electron'); the src/shared imports below are inlined by
 * electron-vite (types vanish, the channel constants are copied in).
 */
import { contextBridge, ipcRenderer } from 'electron';
import { DESKTOP_BRIDGE_KEY, IPC_CHANNELS, IPC_EVENTS } from '../shared/ipc-channels';
import type {
  AppInfo,
  DesktopBridge,
  OpenExternalResult,
  PickFileResult,
  SetServerAddressResult,
  VaultLoadResult,
  VaultWriteResult,
} from '../shared/platform';

// Main answers a frame of a foreign origin with { ok: false, reason: 'blocked' }. This preload
// only ever runs in frames main lets the window show, so our own calls get real answers.
function getAppInfo(): Promise<AppInfo> {
  return ipcRenderer.invoke(IPC_CHANNELS.getAppInfo);
}

function openExternal(url: string): Promise<OpenExternalResult> {
  return ipcRenderer.invoke(IPC_CHANNELS.openExternal, url);
}

function pickReplyLetter(): Promise<PickFileResult> {
  return ipcRenderer.invoke(IPC_CHANNELS.pickReplyLetter);
}

function loadSession(): Promise<VaultLoadResult> {
  return ipcRenderer.invoke(IPC_CHANNELS.loadSession);
}

function saveSession(secret: string): Promise<VaultWriteResult> {
  return ipcRenderer.invoke(IPC_CHANNELS.saveSession, secret);
}

function clearSession(): Promise<VaultWriteResult> {
  return ipcRenderer.invoke(IPC_CHANNELS.clearSession);
}

function getServerAddress(): Promise<string | null> {
  return ipcRenderer.invoke(IPC_CHANNELS.getServerAddress);
}

function setServerAddress(address: string): Promise<SetServerAddressResult> {
  return ipcRenderer.invoke(IPC_CHANNELS.setServerAddress, address);
}

/** The listener gets no event object: it would hand the page a reference to ipcRenderer. */
function onServerAddressRequested(listener: () => void): () => void {
  const forward = () => listener();
  ipcRenderer.on(IPC_EVENTS.serverAddressRequested, forward);
  return () => {
    ipcRenderer.removeListener(IPC_EVENTS.serverAddressRequested, forward);
  };
}

const bemDesktop = {
  getAppInfo,
  openExternal,
  pickReplyLetter,
  loadSession,
  saveSession,
  clearSession,
  getServerAddress,
  setServerAddress,
  onServerAddressRequested,
} satisfies DesktopBridge;

contextBridge.exposeInMainWorld(DESKTOP_BRIDGE_KEY, bemDesktop);

/** The renderer infers `window.bemDesktop`'s type from here, so no hand-written .d.ts can drift. */
export type BemDesktop = typeof bemDesktop;

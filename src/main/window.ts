/**
 * The admin window. Locked down the way Electron's security checklist asks: isolated, sandboxed,
 * no Node in the page; every guard is wired here, and the rules themselves live in pure modules.
 */
import { existsSync } from 'node:fs';
import { BrowserWindow, shell } from 'electron';
import { APP_NAME } from '../shared/app-info';
import { installNavigationGuards } from './navigation-guards';
import { installSessionGuards } from './session-guards';
import { MIN_WINDOW_SIZE, type WindowPlacement } from './window-state';

export interface MainWindowDeps {
  /** out/preload/index.cjs: a sandboxed preload must be CommonJS (see electron.vite.config.ts). */
  preloadPath: string;
  /** resources/icon.png; only Linux uses it at run time, Windows and macOS take the bundle's icon. */
  iconPath: string;
  entryUrl: string;
  appOrigin: string;
  contentSecurityPolicy: () => string;
  /** Where the window was last (window-state.ts), fitted to the displays there are now. */
  placement: WindowPlacement;
  maximized: boolean;
}

export function createMainWindow(deps: MainWindowDeps): BrowserWindow {
  const window = new BrowserWindow({
    ...deps.placement,
    minWidth: MIN_WINDOW_SIZE.width,
    minHeight: MIN_WINDOW_SIZE.height,
    // Shown on ready-to-show, so the user never sees a blank frame while the renderer boots.
    show: false,
    title: APP_NAME,
    // A missing icon should not stop the app from starting.
    ...(existsSync(deps.iconPath) ? { icon: deps.iconPath } : {}),
    // The Indonesian menu holds "Ubah Alamat Server…": keep it in sight.
    autoHideMenuBar: false,
    webPreferences: {
      preload: deps.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
    },
  });

  installNavigationGuards({ webContents: window.webContents, shell, appOrigin: deps.appOrigin });
  installSessionGuards({
    session: window.webContents.session,
    appOrigin: deps.appOrigin,
    contentSecurityPolicy: deps.contentSecurityPolicy,
  });

  window.once('ready-to-show', () => {
    if (deps.maximized) window.maximize();
    window.show();
  });
  window.loadURL(deps.entryUrl).catch((error: unknown) => {
    console.error(`Gagal memuat ${deps.entryUrl}:`, error);
  });
  return window;
}

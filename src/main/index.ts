/**
 * Entry of the Electron main process: app lifecycle only. What the window may do, what IPC
 * answers and how files are served live in their own modules.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, ipcMain, protocol, shell } from 'electron';
import { installAppProtocol } from './app-protocol';
import { registerIpcHandlers } from './ipc';
import {
  APP_SCHEME,
  backendOrigin,
  devServerUrl,
  rendererEntryUrl,
  rendererOrigin,
} from './renderer-source';
import { contentSecurityPolicy } from './security';
import { createMainWindow } from './window';

// electron-vite puts main in out/main, next to out/preload and out/renderer.
const mainDir = dirname(fileURLToPath(import.meta.url));
const RENDERER_ROOT = join(mainDir, '..', 'renderer');
const PRELOAD_PATH = join(mainDir, '..', 'preload', 'index.cjs');

// Chromium reads the list of privileged schemes once at start-up, so this must happen before
// `ready`. standard: real origin and relative URLs; secure: counts as a secure context;
// supportFetchAPI: the renderer's fetch() of its own assets works.
protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);
// Sandbox every renderer, including any a future change forgets to configure.
app.enableSandbox();

function start(): void {
  const env = process.env;
  const source = { isPackaged: app.isPackaged };
  const appOrigin = rendererOrigin(env, source);
  const csp = contentSecurityPolicy({
    devServerOrigin: devServerUrl(env, source)?.origin,
    // Build-time, like the renderer's copy: electron-vite inlines VITE_* variables into main too.
    backendOrigin: backendOrigin({ VITE_BACKEND_URL: import.meta.env.VITE_BACKEND_URL }),
  });
  let mainWindow: BrowserWindow | null = null;

  function openWindow(): void {
    mainWindow = createMainWindow({
      preloadPath: PRELOAD_PATH,
      // getAppPath() is the project root in development and the asar root when packaged.
      iconPath: join(app.getAppPath(), 'resources', 'icon.png'),
      entryUrl: rendererEntryUrl(env, source),
      appOrigin,
      contentSecurityPolicy: csp,
    });
    mainWindow.on('closed', () => {
      mainWindow = null;
    });
  }

  // A second launch (double-click on the shortcut again) brings the existing window forward.
  app.on('second-instance', () => {
    if (!mainWindow) {
      if (app.isReady()) openWindow();
      return;
    }
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });

  // macOS apps stay in the dock without windows; everywhere else closing the window quits.
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  app
    .whenReady()
    .then(() => {
      installAppProtocol(protocol, RENDERER_ROOT, { contentSecurityPolicy: csp });
      registerIpcHandlers({ ipcMain, shell, appOrigin, appVersion: app.getVersion() });
      openWindow();
      app.on('activate', () => {
        if (BrowserWindow.getAllWindows().length === 0) openWindow();
      });
    })
    .catch((error: unknown) => {
      console.error('Aplikasi gagal dimulai:', error);
      app.quit();
    });
}

// Two copies would fight over the same session and keychain entry; the second one just quits.
if (app.requestSingleInstanceLock()) {
  start();
} else {
  app.quit();
}

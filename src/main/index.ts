/**
 * Entry of the Electron main process: app lifecycle and wiring only. What the window may do, what
 * IPC answers, where the session and the settings are kept and how files are served live in their
 * own modules, each tested without Electron.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import keyring from '@napi-rs/keyring';
import { app, BrowserWindow, dialog, ipcMain, Menu, net, protocol, screen, shell } from 'electron';
import electronUpdater from 'electron-updater';
import { APP_NAME } from '../shared/app-info';
import { IPC_EVENTS } from '../shared/ipc-channels';
import { buildAppMenuTemplate } from './app-menu';
import { installAppProtocol } from './app-protocol';
import { pickReplyLetter } from './file-picker';
import { registerIpcHandlers } from './ipc';
import { createJsonFile } from './json-file';
import { KEYCHAIN_SERVICE } from './keychain-names';
import { APP_SCHEME, devServerUrl, rendererEntryUrl, rendererOrigin } from './renderer-source';
import { contentSecurityPolicy } from './security';
import {
  checkServer,
  createServerAddressSetter,
  SERVER_ADDRESS_FILE_DEFAULTS,
  serverAddressFileSchema,
} from './server-address';
import { createSessionVault } from './session-vault';
import { startUpdateChecks } from './updater';
import { createMainWindow } from './window';
import { fitToDisplays, trackWindowState, windowStateSchema } from './window-state';

// electron-vite puts main in out/main, next to out/preload and out/renderer.
const mainDir = dirname(fileURLToPath(import.meta.url));
const RENDERER_ROOT = join(mainDir, '..', 'renderer');
const PRELOAD_PATH = join(mainDir, '..', 'preload', 'index.cjs');
const DEFAULT_WINDOW_SIZE = { width: 1280, height: 820 };

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
  const devServerOrigin = devServerUrl(env, source)?.origin;
  const log = (message: string) => console.warn(message);
  // A build for Firebase has its project built in: no server address to choose or allow.
  const firebaseBuild = import.meta.env.VITE_BACKEND === 'firebase';
  let mainWindow: BrowserWindow | null = null;

  // Async entries: a keychain round trip must not freeze the windows while it waits.
  const vault = createSessionVault({ Entry: keyring.AsyncEntry, service: KEYCHAIN_SERVICE, log });
  let serverAddress: ReturnType<typeof createServerAddressSetter> | undefined;
  // The policy names the chosen server, so it is computed per response, not once.
  const csp = () =>
    contentSecurityPolicy({
      devServerOrigin,
      backendOrigin: serverAddress?.get() ?? undefined,
      firebase: firebaseBuild,
    });

  function openWindow(): void {
    const stateFile = createJsonFile({
      path: join(app.getPath('userData'), 'window-state.json'),
      schema: windowStateSchema.optional(),
      defaults: undefined,
    });
    const saved = stateFile.read();
    // The primary display first: a window that no longer fits anywhere is centred on it.
    const displays = [
      screen.getPrimaryDisplay(),
      ...screen.getAllDisplays().filter((d) => d.id !== screen.getPrimaryDisplay().id),
    ];
    mainWindow = createMainWindow({
      preloadPath: PRELOAD_PATH,
      // getAppPath() is the project root in development and the asar root when packaged.
      iconPath: join(app.getAppPath(), 'resources', 'icon.png'),
      entryUrl: rendererEntryUrl(env, source),
      appOrigin,
      contentSecurityPolicy: csp,
      placement: fitToDisplays(saved, displays, DEFAULT_WINDOW_SIZE),
      maximized: saved?.maximized ?? false,
    });
    trackWindowState(mainWindow, stateFile);
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
      const setter = createServerAddressSetter({
        store: createJsonFile({
          path: join(app.getPath('userData'), 'server.json'),
          schema: serverAddressFileSchema,
          defaults: SERVER_ADDRESS_FILE_DEFAULTS,
        }),
        // Chromium's network stack: the OS proxy settings of an office network apply.
        check: (origin) =>
          checkServer(origin, {
            fetch: (input, init) => net.fetch(input instanceof URL ? input.href : input, init),
          }),
        // The old server's token must not outlive the switch, nor ever reach the new server.
        onChanged: async (previous) => {
          if (previous) await vault.clear(previous);
        },
      });
      serverAddress = setter;

      installAppProtocol(protocol, RENDERER_ROOT, { contentSecurityPolicy: csp });
      registerIpcHandlers({
        ipcMain,
        shell,
        appOrigin,
        appVersion: app.getVersion(),
        pickReplyLetter: () => pickReplyLetter({ dialog, window: mainWindow }),
        sessions: vault,
        serverAddress: setter,
        log,
      });
      Menu.setApplicationMenu(
        Menu.buildFromTemplate(
          buildAppMenuTemplate({
            appName: APP_NAME,
            isMac: process.platform === 'darwin',
            isPackaged: app.isPackaged,
            ...(firebaseBuild
              ? {}
              : {
                  onChangeServerAddress: () =>
                    mainWindow?.webContents.send(IPC_EVENTS.serverAddressRequested),
                }),
            onOpenPortalWebsite: () => {
              const origin = setter.get();
              if (origin) void shell.openExternal(origin);
            },
          }),
        ),
      );
      openWindow();
      startUpdateChecks({
        updater: electronUpdater.autoUpdater,
        isPackaged: app.isPackaged,
        feedUrl: import.meta.env.MAIN_VITE_UPDATE_URL,
        dialog,
        log,
      });
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

/**
 * The application menu, in Indonesian. A pure template builder: main passes the result to
 * Menu.buildFromTemplate. Standard actions use Electron roles (which bring the platform's own
 * behaviour and shortcuts); the explicit `label` only replaces Electron's English text.
 */
import type { MenuItemConstructorOptions } from 'electron';

export interface AppMenuOptions {
  appName: string;
  isMac: boolean;
  /** Developer tools are offered only in development; a packaged admin app has no use for them. */
  isPackaged: boolean;
  /** Absent in a build for Firebase, which has no server to choose. */
  onChangeServerAddress?: () => void;
  onOpenPortalWebsite(): void;
}

export const CHANGE_SERVER_ADDRESS_LABEL = 'Ubah Alamat Server…';

const separator: MenuItemConstructorOptions = { type: 'separator' };

export function buildAppMenuTemplate(options: AppMenuOptions): MenuItemConstructorOptions[] {
  const { appName, isMac, isPackaged } = options;

  // macOS puts About, Hide and Quit under a menu named after the app, not under "Berkas".
  const appMenu: MenuItemConstructorOptions[] = isMac
    ? [
        {
          label: appName,
          submenu: [
            { role: 'about', label: `Tentang ${appName}` },
            separator,
            { role: 'hide', label: `Sembunyikan ${appName}` },
            { role: 'hideOthers', label: 'Sembunyikan yang Lain' },
            { role: 'unhide', label: 'Tampilkan Semua' },
            separator,
            { role: 'quit', label: `Keluar dari ${appName}` },
          ],
        },
      ]
    : [];

  const fileMenu: MenuItemConstructorOptions = {
    label: 'Berkas',
    submenu: [
      ...(options.onChangeServerAddress
        ? [
            {
              label: CHANGE_SERVER_ADDRESS_LABEL,
              // The platforms' usual shortcut for settings.
              accelerator: 'CmdOrCtrl+,',
              click: options.onChangeServerAddress,
            },
            ...(isMac ? [] : [separator]),
          ]
        : []),
      ...(isMac ? [] : [{ role: 'quit', label: 'Keluar' } as const]),
    ],
  };

  const editMenu: MenuItemConstructorOptions = {
    label: 'Edit',
    submenu: [
      { role: 'undo', label: 'Urungkan' },
      { role: 'redo', label: 'Ulangi' },
      separator,
      { role: 'cut', label: 'Potong' },
      { role: 'copy', label: 'Salin' },
      { role: 'paste', label: 'Tempel' },
      { role: 'selectAll', label: 'Pilih Semua' },
    ],
  };

  const viewMenu: MenuItemConstructorOptions = {
    label: 'Tampilan',
    submenu: [
      { role: 'reload', label: 'Muat Ulang' },
      ...(isPackaged ? [] : [{ role: 'toggleDevTools', label: 'Alat Pengembang' } as const]),
      separator,
      { role: 'zoomIn', label: 'Perbesar' },
      { role: 'zoomOut', label: 'Perkecil' },
      { role: 'resetZoom', label: 'Ukuran Asli' },
      separator,
      { role: 'togglefullscreen', label: 'Layar Penuh' },
    ],
  };

  const windowMenu: MenuItemConstructorOptions = {
    label: 'Jendela',
    // On macOS this role makes it the real Window menu, which lists the open windows.
    ...(isMac ? { role: 'window' as const } : {}),
    submenu: [
      { role: 'minimize', label: 'Minimalkan' },
      { role: 'close', label: 'Tutup' },
    ],
  };

  const helpMenu: MenuItemConstructorOptions = {
    label: 'Bantuan',
    ...(isMac ? { role: 'help' as const } : {}),
    submenu: [{ label: 'Buka Situs Portal', click: () => options.onOpenPortalWebsite() }],
  };

  return [...appMenu, fileMenu, editMenu, viewMenu, windowMenu, helpMenu];
}

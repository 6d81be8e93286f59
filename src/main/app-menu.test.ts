import type { BaseWindow, KeyboardEvent, MenuItem, MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { buildAppMenuTemplate, CHANGE_SERVER_ADDRESS_LABEL, type AppMenuOptions } from './app-menu';

function build(overrides: Partial<AppMenuOptions> = {}) {
  const options = {
    appName: 'Portal BEM KM Poltek Nuklir',
    isMac: false,
    isPackaged: true,
    onChangeServerAddress: vi.fn(),
    onOpenPortalWebsite: vi.fn(),
    ...overrides,
  };
  return { template: buildAppMenuTemplate(options), options };
}

/** Every item of the template, depth first. */
function allItems(items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((item) => [
    item,
    ...(Array.isArray(item.submenu) ? allItems(item.submenu) : []),
  ]);
}

function find(items: MenuItemConstructorOptions[], label: string): MenuItemConstructorOptions {
  const item = allItems(items).find((candidate) => candidate.label === label);
  if (!item) throw new Error(`no menu item "${label}"`);
  return item;
}

function click(item: MenuItemConstructorOptions): void {
  item.click?.({} as MenuItem, undefined as BaseWindow | undefined, {} as KeyboardEvent);
}

const submenuOf = (template: MenuItemConstructorOptions[], label: string) =>
  find(template, label).submenu as MenuItemConstructorOptions[];

describe('buildAppMenuTemplate', () => {
  it('has the Indonesian menus on Windows and Linux', () => {
    const { template } = build();
    expect(template.map((item) => item.label)).toEqual([
      'Berkas',
      'Edit',
      'Tampilan',
      'Jendela',
      'Bantuan',
    ]);
  });

  it('adds the app menu first on macOS, and quits from there rather than from Berkas', () => {
    const { template } = build({ isMac: true });
    expect(template.map((item) => item.label)).toEqual([
      'Portal BEM KM Poltek Nuklir',
      'Berkas',
      'Edit',
      'Tampilan',
      'Jendela',
      'Bantuan',
    ]);
    const appMenu = submenuOf(template, 'Portal BEM KM Poltek Nuklir');
    expect(appMenu.filter((item) => item.role).map((item) => [item.role, item.label])).toEqual([
      ['about', 'Tentang Portal BEM KM Poltek Nuklir'],
      ['hide', 'Sembunyikan Portal BEM KM Poltek Nuklir'],
      ['hideOthers', 'Sembunyikan yang Lain'],
      ['unhide', 'Tampilkan Semua'],
      ['quit', 'Keluar dari Portal BEM KM Poltek Nuklir'],
    ]);
    const fileMenu = submenuOf(template, 'Berkas');
    expect(fileMenu.map((item) => item.label)).toEqual([CHANGE_SERVER_ADDRESS_LABEL]);
    expect(allItems(template).filter((item) => item.role === 'quit')).toHaveLength(1);
  });

  it('has Ubah Alamat Server… and Keluar under Berkas outside macOS', () => {
    const { template } = build();
    const fileMenu = submenuOf(template, 'Berkas');
    expect(fileMenu.map((item) => item.type ?? item.label)).toEqual([
      'Ubah Alamat Server…',
      'separator',
      'Keluar',
    ]);
    expect(find(template, 'Keluar').role).toBe('quit');
    expect(find(template, 'Ubah Alamat Server…').accelerator).toBe('CmdOrCtrl+,');
  });

  it('has no server address to change in a build for Firebase', () => {
    const { template } = build({ onChangeServerAddress: undefined });
    expect(submenuOf(template, 'Berkas').map((item) => item.type ?? item.label)).toEqual([
      'Keluar',
    ]);
    expect(allItems(template).map((item) => item.label)).not.toContain(CHANGE_SERVER_ADDRESS_LABEL);
  });

  it('calls back when Ubah Alamat Server… is clicked', () => {
    const { template, options } = build();
    click(find(template, 'Ubah Alamat Server…'));
    expect(options.onChangeServerAddress).toHaveBeenCalledOnce();
    expect(options.onOpenPortalWebsite).not.toHaveBeenCalled();
  });

  it('opens the portal website from Bantuan', () => {
    const { template, options } = build();
    expect(submenuOf(template, 'Bantuan').map((item) => item.label)).toEqual(['Buka Situs Portal']);
    click(find(template, 'Buka Situs Portal'));
    expect(options.onOpenPortalWebsite).toHaveBeenCalledOnce();
  });

  it.each([
    ['Edit', ['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll']],
    ['Jendela', ['minimize', 'close']],
  ])('gives every role under %s an Indonesian label', (menu, roles) => {
    const items = submenuOf(build().template, menu).filter((item) => item.type !== 'separator');
    expect(items.map((item) => item.role)).toEqual(roles);
    expect(items.map((item) => item.label)).toEqual(
      menu === 'Edit'
        ? ['Urungkan', 'Ulangi', 'Potong', 'Salin', 'Tempel', 'Pilih Semua']
        : ['Minimalkan', 'Tutup'],
    );
  });

  it('has no developer tools in the packaged app', () => {
    const { template } = build({ isPackaged: true });
    const view = submenuOf(template, 'Tampilan').filter((item) => item.type !== 'separator');
    expect(view.map((item) => item.label)).toEqual([
      'Muat Ulang',
      'Perbesar',
      'Perkecil',
      'Ukuran Asli',
      'Layar Penuh',
    ]);
    for (const isMac of [false, true]) {
      const items = allItems(build({ isPackaged: true, isMac }).template);
      expect(items.some((item) => item.role === 'toggleDevTools')).toBe(false);
    }
  });

  it('offers Alat Pengembang in development', () => {
    const { template } = build({ isPackaged: false });
    expect(find(template, 'Alat Pengembang').role).toBe('toggleDevTools');
  });

  it('leaves no English role text: every role item has its own label', () => {
    for (const isMac of [false, true]) {
      const items = allItems(build({ isMac, isPackaged: false }).template);
      for (const item of items.filter((candidate) => candidate.role)) {
        expect(item.label, `role ${item.role}`).toBeTruthy();
      }
    }
  });
});

/**
 * The installers' configuration, checked without building them (the Electron binary cannot be
 * downloaded here): electron-builder's own schema accepts it, the three platforms have their
 * targets, the keychain binding ships unpacked, and no secret lives in the file.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The configuration code is electron-builder's own (it pins these internals exactly); resolving them
// from electron-builder's folder checks the very copy that builds the installers, without declaring
// internals this project never uses directly.
const fromProject = createRequire(import.meta.url);
const require = createRequire(fromProject.resolve('electron-builder/package.json'));
const { getConfig, validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
  getConfig(projectDir: string, configPath: string, extra: null): Promise<BuilderConfig>;
  validateConfiguration(config: BuilderConfig, logger: unknown): Promise<void>;
};
const { DebugLogger } = require('builder-util') as {
  DebugLogger: new (enabled: boolean) => unknown;
};

interface Target {
  target?: string[] | string;
}
interface BuilderConfig {
  appId?: string;
  productName?: string;
  icon?: string;
  /** getConfig normalises the list into one filter set. */
  files?: { filter?: string[] }[];
  asarUnpack?: string[];
  win?: Target;
  mac?: Target & { hardenedRuntime?: boolean; notarize?: boolean; entitlements?: string };
  linux?: Target;
}

const root = path.resolve('.');
const configPath = path.join(root, 'electron-builder.yml');

// Loading electron-builder's configuration code and schema took over 5 s in a fresh clone under
// load; the budget is far above that.
const LOAD_BUDGET_MS = 60_000;

describe('electron-builder.yml', { timeout: LOAD_BUDGET_MS }, () => {
  it("passes electron-builder's own validation", async () => {
    const config = await getConfig(root, configPath, null);
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('builds NSIS for Windows, a hardened and notarised dmg for macOS, AppImage and deb for Linux', async () => {
    const config = await getConfig(root, configPath, null);
    expect(config.appId).toBe('id.ac.poltek-nuklir.bemkm.admin');
    expect(config.productName).toBe('BEM KM Admin');
    expect(config.win?.target).toEqual(['nsis']);
    expect(config.mac).toMatchObject({ target: ['dmg'], hardenedRuntime: true, notarize: true });
    expect(fs.existsSync(path.join(root, config.mac?.entitlements ?? 'missing'))).toBe(true);
    expect(config.linux?.target).toEqual(['AppImage', 'deb']);
    expect(fs.existsSync(path.join(root, config.icon ?? 'missing'))).toBe(true);
  });

  it('ships the keychain binding, unpacked from the archive so its native code can load', async () => {
    const config = await getConfig(root, configPath, null);
    expect(config.files?.flatMap((set) => set.filter ?? [])).toEqual(
      expect.arrayContaining([
        'node_modules/@napi-rs/keyring/**/*',
        'node_modules/@napi-rs/keyring-*/**/*',
      ]),
    );
    expect(config.asarUnpack).toEqual(['node_modules/@napi-rs/keyring-*/**/*.node']);
  });

  it('holds no signing secret: those come from the environment', () => {
    const text = fs.readFileSync(configPath, 'utf8');
    expect(text).not.toMatch(/^\s*(cscLink|cscKeyPassword|certificatePassword|password)\s*:/im);
    expect(text).not.toMatch(/BEGIN (RSA |EC )?PRIVATE KEY/);
  });
});

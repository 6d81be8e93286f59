import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { _electron as electron, expect, test } from '@playwright/test';
import { findElectronBinary } from './electron-binary';

const binary = findElectronBinary();
// report-binary.ts prints the same reason before the run.
const reasonToSkip =
  'path' in binary ? undefined : `Uji aplikasi desktop dilewati: ${binary.reason}`;

/** What the renderer's global scope holds, seen from the test process (no DOM types here). */
type RendererGlobal = {
  bemDesktop?: { getAppInfo(): Promise<unknown> } & Record<string, unknown>;
  require?: unknown;
  process?: unknown;
};

test.describe('desktop app (Electron)', () => {
  test.skip(reasonToSkip !== undefined, reasonToSkip);

  test.beforeAll(() => {
    const build = spawnSync(
      process.execPath,
      ['node_modules/electron-vite/bin/electron-vite.js', 'build'],
      {
        stdio: 'inherit',
      },
    );
    expect(build.status).toBe(0);
  });

  test('opens one secure window on the admin area, with only the named bridge', async () => {
    const app = await electron.launch({
      executablePath: 'path' in binary ? binary.path : undefined,
      args: [path.resolve('out/main/index.js')],
    });
    try {
      const window = await app.firstWindow();
      await expect(window).toHaveTitle(/BEM KM/);
      expect(new URL(window.url()).pathname).toBe('/admin');
      const exposed = await window.evaluate(() => {
        const scope = globalThis as unknown as RendererGlobal;
        return {
          bridge: Object.keys(scope.bemDesktop ?? {}).sort(),
          hasRequire: typeof scope.require !== 'undefined',
          hasProcess: typeof scope.process !== 'undefined',
        };
      });
      expect(exposed).toEqual({
        bridge: ['getAppInfo', 'openExternal'],
        hasRequire: false,
        hasProcess: false,
      });
      const info = await window.evaluate(() =>
        (globalThis as unknown as RendererGlobal).bemDesktop?.getAppInfo(),
      );
      expect(info).toMatchObject({ host: 'desktop' });
      expect(app.windows()).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});

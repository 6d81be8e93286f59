import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import { sharedRendererConfig } from './vite.shared.config.ts';

const KEYCHAIN_TESTS = 'src/main/**/*.keychain.test.ts';

/**
 * Six projects: unit tests of the Node side, unit and component tests of the renderer (jsdom),
 * the Backend contract suite against the real embedded server, the session vault against a
 * real OS keychain (run through scripts/with-keyring.mjs, which starts a private Secret Service),
 * the Firebase rules and adapter against the Firebase emulators (run through
 * scripts/with-firebase-emulators.mjs; what lacks its emulator skips with the reason printed),
 * and the Belenios interop suite against Debian's `belenios-tool` (skipped, with the reason,
 * where it is not installed).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit-node',
          environment: 'node',
          include: [
            'src/shared/**/*.test.ts',
            'src/server/**/*.test.ts',
            'src/main/**/*.test.ts',
            'src/preload/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'tests/bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // They need a real keychain; the `keychain` project runs them inside a private one.
          exclude: [...configDefaults.exclude, KEYCHAIN_TESTS],
          // Budgets for a busy 2-core machine (another process on one core): the slowest of these
          // take about 2 s there, so 20 s fails only a test that truly hangs.
          testTimeout: 20_000,
          hookTimeout: 20_000,
        },
      },
      mergeConfig(sharedRendererConfig, {
        test: {
          name: 'unit-web',
          environment: 'jsdom',
          include: ['src/renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['src/renderer/src/test/setup.ts'],
          // Mantine + jsdom screens took up to 12 s on a 2-core machine under heavy load; the
          // budget sits well above that (and findBy* waits up to 10 s, see test/setup.ts).
          testTimeout: 30_000,
          hookTimeout: 30_000,
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      }),
      {
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
          globalSetup: ['tests/support/ensure-web-build.ts'],
          // One embedded server per file; files run one after the other to keep ports and CPU calm.
          fileParallelism: false,
          testTimeout: 15_000,
          // A file's server starts with the whole demo seed (pictures drawn, two years of budgets,
          // the inventory): seconds on a busy CI machine, more than vitest's default 10 s.
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'keychain',
          environment: 'node',
          include: [KEYCHAIN_TESTS],
          // One keyring daemon serves every file; calls to it are serialised anyway.
          fileParallelism: false,
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'firebase',
          environment: 'node',
          include: ['tests/firebase/**/*.test.ts'],
          // One set of emulators serves every file; the rules files clear and seed shared data.
          fileParallelism: false,
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'belenios',
          environment: 'node',
          include: ['tests/belenios/**/*.test.ts'],
          // Each file runs whole elections through belenios-tool (2048-bit arithmetic in OCaml
          // and here): tens of seconds on a busy 2-core machine, so files run one at a time.
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});

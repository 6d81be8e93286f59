import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedRendererConfig } from './vite.shared.config.ts';

/**
 * Three projects: unit tests of the Node side, unit and component tests of the renderer (jsdom),
 * and the Backend contract suite against the real embedded server.
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
          ],
        },
      },
      mergeConfig(sharedRendererConfig, {
        test: {
          name: 'unit-web',
          environment: 'jsdom',
          include: ['src/renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['src/renderer/src/test/setup.ts'],
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
        },
      },
    ],
  },
});

import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import { sharedRendererConfig } from '../../../vite.shared.config.ts';

export default defineConfig(
  mergeConfig(sharedRendererConfig, {
    root: fileURLToPath(new URL('.', import.meta.url)),
    base: '/',
    publicDir: fileURLToPath(new URL('../../../src/renderer/public', import.meta.url)),
    build: {
      outDir: fileURLToPath(new URL('../../../dist/e2e-harness', import.meta.url)),
      emptyOutDir: true,
    },
    logLevel: 'warn',
  }),
);

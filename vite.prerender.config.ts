/**
 * Server-side build of src/renderer/src/prerender.tsx for scripts/web-build.mjs: the same
 * renderer code, bundled for Node, so the home page's HTML can be written at build time.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import { sharedRendererConfig } from './vite.shared.config.ts';

export default defineConfig(
  mergeConfig(sharedRendererConfig, {
    root: fileURLToPath(new URL('./src/renderer', import.meta.url)),
    logLevel: 'warn',
    build: {
      ssr: 'src/prerender.tsx',
      outDir: fileURLToPath(new URL('./dist/prerender', import.meta.url)),
      emptyOutDir: true,
      // Asset URLs are computed as in the web build; the files themselves come from that build.
      ssrEmitAssets: false,
    },
  }),
);

/**
 * Server-side build of src/renderer/src/prerender.tsx for scripts/web-build.mjs: the same
 * renderer code, bundled for Node, so the home page's HTML can be written at build time.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import { sharedRendererConfig } from './vite.shared.config.ts';

export default defineConfig(
  mergeConfig(sharedRendererConfig, {
    root: fileURLToPath(new URL('./src/renderer', import.meta.url)),
    logLevel: 'warn',
    build: {
      ssr: 'src/prerender.tsx',
      // One per web build (BEM_WEB_OUT_DIR, see scripts/web-build.mjs), inside the project so
      // the bundle finds its packages in node_modules.
      outDir: fileURLToPath(
        new URL(
          `./dist/prerender/${path.basename(process.env.BEM_WEB_OUT_DIR ?? 'web')}`,
          import.meta.url,
        ),
      ),
      emptyOutDir: true,
      // Asset URLs are computed as in the web build; the files themselves come from that build.
      ssrEmitAssets: false,
    },
  }),
);

/**
 * The public website: the renderer as a static site in dist/web. Any static host works when it
 * answers unknown paths with index.html; the embedded server does that itself.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { pageHints } from './scripts/vite/page-hints.ts';
import { scriptsAfterPaint } from './scripts/vite/scripts-after-paint.ts';
import { sharedRendererConfig } from './vite.shared.config.ts';

const root = fileURLToPath(new URL('./src/renderer', import.meta.url));
// BEM_WEB_OUT_DIR: see scripts/web-build.mjs.
const outDir = process.env.BEM_WEB_OUT_DIR
  ? path.resolve(process.env.BEM_WEB_OUT_DIR)
  : fileURLToPath(new URL('./dist/web', import.meta.url));

export default defineConfig(
  mergeConfig(sharedRendererConfig, {
    root,
    base: '/',
    // Pre-compressed copies next to each file; the embedded server sends them as they are.
    plugins: [
      pageHints(),
      scriptsAfterPaint(),
      compression({
        algorithms: ['gzip', 'brotliCompress'],
        exclude: [/\.(png|jpe?g|webp|avif)$/],
      }),
    ],
    server: {
      port: 5173,
      // The API of a locally running embedded server (npm start) during `npm run dev:web`.
      proxy: {
        '/api': {
          target: process.env.BEM_API_PROXY ?? 'http://127.0.0.1:8080',
          changeOrigin: false,
        },
      },
    },
    build: {
      outDir,
      emptyOutDir: true,
      // Vite's list of every lazy chunk's imports, carried in the entry so each lazy import can
      // fetch them at once, weighed about 5.5 KB gzip of every page's first load. The page a
      // visitor opens names its scripts in the HTML instead (page-hints.ts); later pages fetch
      // their imports when they arrive, one round trip more on a slow connection. Lazy chunks'
      // stylesheets are still loaded by Vite's helper.
      modulePreload: false,
    },
  }),
);

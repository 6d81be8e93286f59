/**
 * Server-side rendering bundle (src/renderer/src/ssr/entry.tsx) for scripts/web-build.mjs and the embedded server: the same
 * renderer code, bundled for Node, so public pages are rendered to HTML at build time and on request.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import { sharedRendererConfig } from './vite.shared.config.ts';

export default defineConfig(
  mergeConfig(sharedRendererConfig, {
    root: fileURLToPath(new URL('./src/renderer', import.meta.url)),
    logLevel: 'warn',
    // Self-contained, React's production build included: the server that imports it may run
    // with any NODE_ENV, and must not render with React's slower development checks.
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: 'src/ssr/entry.tsx',
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
      // One file, named for scripts/web-build.mjs and the embedded server. Lazy pages are inlined:
      // chunks would import the entry by its plain URL, a second instance beside one imported
      // with a cache-busting query, and contexts of one would be missing in the other.
      rolldownOptions: {
        output: { entryFileNames: 'page-renderer.js', codeSplitting: false },
      },
    },
  }),
);

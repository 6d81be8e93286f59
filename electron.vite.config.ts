/**
 * Build of the desktop app: main and preload for Node, the renderer from the same sources and Vite
 * settings as the web build. Output goes to out/{main,preload,renderer}, which electron-builder packs.
 */
import { resolve } from 'node:path';
import { defineConfig, mergeConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { sharedRendererConfig } from './vite.shared.config.ts';

const root = import.meta.dirname;

/**
 * electron-vite forces base './' for production renderers, made for file:// pages. We serve
 * app://bem with an SPA fallback, so /admin/berkas gets index.html and './assets/x.js' would
 * resolve to /admin/assets/x.js; asset URLs must be absolute. Runs after electron-vite's preset.
 */
function absoluteBase(): Plugin {
  return {
    name: 'bem:absolute-renderer-base',
    config(config) {
      config.base = '/';
    },
  };
}

export default defineConfig({
  main: {
    build: {
      outDir: resolve(root, 'out/main'),
      lib: { entry: resolve(root, 'src/main/index.ts') },
      // Bundle zod, electron-updater and friends into out/main so the packaged app needs almost
      // no node_modules at run time. The keychain binding is the exception: a native module that
      // loads its per-platform .node file at run time (electron-builder.yml ships it).
      externalizeDeps: false,
      rolldownOptions: { external: [/^@napi-rs\/keyring/] },
    },
  },
  preload: {
    build: {
      outDir: resolve(root, 'out/preload'),
      // Everything is bundled: a sandboxed preload can only require('electron').
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve(root, 'src/preload/index.ts') },
        // Sandboxed preloads cannot be ES modules; with "type": "module" electron-vite would emit
        // index.mjs, so ask for CommonJS in index.cjs (window.ts loads that path).
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: mergeConfig(sharedRendererConfig, {
    root: resolve(root, 'src/renderer'),
    plugins: [absoluteBase()],
    build: {
      outDir: resolve(root, 'out/renderer'),
      emptyOutDir: true,
      rolldownOptions: { input: resolve(root, 'src/renderer/index.html') },
    },
  }),
});

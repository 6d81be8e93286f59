/**
 * Vite settings shared by the web build (vite.web.config.ts) and the desktop renderer
 * (electron.vite.config.ts), so both ship the same app.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';

const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

/**
 * The notifications store without the package's renderer: the package exports only its index,
 * which would put the renderer (transitions, portal) into every page's first load. The renderer
 * is loaded lazily (ui/feedback/LazyNotifications.tsx) from the package itself; both resolve to
 * the same store module, so there is one store.
 */
const notificationsStore = fileURLToPath(
  new URL('./node_modules/@mantine/notifications/esm/notifications.store.mjs', import.meta.url),
);

/**
 * Fewer, larger script files. Left to itself Rolldown splits off every module that a lazy chunk
 * shares with the entry or with another lazy chunk, so a cold page load fetched 19–54 files, many
 * under 0.5 KB, each compressed on its own and carrying its own import lines. Two groups merge what
 * every page loads anyway (measured with scripts/measure-page-js.mjs: about 5 KB gzip less on every
 * public page, none heavier):
 * - everything the entry imports statically ($initial) stays in the entry chunk, instead of ten
 *   pieces (React, Mantine's Box, Transition, …) preloaded beside it;
 * - the http backend and what it imports (schemas, zod, errors), which every page loads on start,
 *   is one chunk instead of five.
 * Pages, their parts and heavy on-demand libraries keep Rolldown's own splitting. Generic merging
 * (entriesAware groups, inlining small common chunks) made every page heavier.
 */
const codeSplitting = {
  groups: [
    { name: 'index', tags: ['$initial' as const] },
    { name: 'http-backend', test: /[\\/]src[\\/]backend[\\/]http[\\/]http-backend\.ts$/ },
  ],
};

export const sharedRendererConfig: UserConfig = {
  // .env files at the repository root (.env.example lists the variables), for both builds.
  envDir: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { alias: { 'mantine-notifications-store': notificationsStore } },
  define: { __APP_VERSION__: JSON.stringify(version) },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  build: {
    target: 'es2022',
    // Images below this size are inlined; the logos are just above it and stay cacheable files.
    assetsInlineLimit: 4096,
    reportCompressedSize: false,
    rolldownOptions: { output: { codeSplitting } },
  },
};

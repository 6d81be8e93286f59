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
  },
};

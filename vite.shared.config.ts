/**
 * Vite settings shared by the web build (vite.web.config.ts) and the desktop renderer
 * (electron.vite.config.ts), so both ship the same app.
 */
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';

const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

export const sharedRendererConfig: UserConfig = {
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  build: {
    target: 'es2022',
    // Images below this size are inlined; the logos are just above it and stay cacheable files.
    assetsInlineLimit: 4096,
    reportCompressedSize: false,
  },
};
